CREATE TYPE "public"."game_type" AS ENUM('slots', 'videoPoker', 'blackjack', 'craps', 'roulette', 'baccarat');--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"key" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"image_url" text,
	"link" text,
	"published_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"audience_tiers" integer[],
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "announcements_category_check" CHECK ("announcements"."category" in ('event', 'promotion', 'hours', 'news')),
	CONSTRAINT "announcements_expiry_check" CHECK ("announcements"."expires_at" is null or "announcements"."expires_at" > "announcements"."published_at")
);
--> statement-breakpoint
CREATE TABLE "badges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text NOT NULL,
	"rule" jsonb NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_owners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"description" text NOT NULL,
	"hours" text NOT NULL,
	"phone" text NOT NULL,
	"image_url" text,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "location_owners_kind_check" CHECK ("location_owners"."kind" in ('restaurant', 'bar', 'hotel', 'spa', 'cage', 'giftShop', 'entertainment', 'gaming', 'recreation'))
);
--> statement-breakpoint
CREATE TABLE "rated_play_sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rated_play_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"game_type" "game_type" NOT NULL,
	"game" text NOT NULL,
	"venue" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"played" integer NOT NULL,
	"won" integer NOT NULL,
	"source" text DEFAULT 'cms' NOT NULL,
	CONSTRAINT "rated_play_sessions_amounts_check" CHECK ("rated_play_sessions"."played" >= 0 and "rated_play_sessions"."won" >= 0),
	CONSTRAINT "rated_play_sessions_time_check" CHECK ("rated_play_sessions"."ended_at" >= "rated_play_sessions"."started_at")
);
--> statement-breakpoint
CREATE TABLE "step_up_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "state_id" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "mail_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "email_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "sms_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "mask_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "masked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tiers" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_owners" ADD CONSTRAINT "location_owners_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rated_play_sessions" ADD CONSTRAINT "rated_play_sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rated_play_sessions" ADD CONSTRAINT "rated_play_sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_up_tokens" ADD CONSTRAINT "step_up_tokens_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_up_tokens" ADD CONSTRAINT "step_up_tokens_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "announcements_tenant_key_key" ON "announcements" USING btree ("tenant_id","key");--> statement-breakpoint
CREATE INDEX "announcements_tenant_published_idx" ON "announcements" USING btree ("tenant_id","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "badges_tenant_key_key" ON "badges" USING btree ("tenant_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "location_owners_tenant_name_key" ON "location_owners" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "rated_play_sessions_player_started_idx" ON "rated_play_sessions" USING btree ("tenant_id","player_id","started_at");--> statement-breakpoint
CREATE INDEX "step_up_tokens_expiry_idx" ON "step_up_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "players_tenant_email_idx" ON "players" USING btree ("tenant_id",lower("email"));--> statement-breakpoint
CREATE INDEX "players_tenant_external_idx" ON "players" USING btree ("tenant_id","external_id");--> statement-breakpoint
CREATE INDEX "players_mask_due_idx" ON "players" USING btree ("mask_after") WHERE "players"."mask_after" IS NOT NULL AND "players"."masked_at" IS NULL;