CREATE TABLE "cms_read_copies" (
	"tenant_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"read_key" text NOT NULL,
	"body" jsonb NOT NULL,
	"as_of" timestamp with time zone NOT NULL,
	CONSTRAINT "cms_read_copies_tenant_id_player_id_read_key_pk" PRIMARY KEY("tenant_id","player_id","read_key")
);
--> statement-breakpoint
CREATE TABLE "cms_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"kind" text NOT NULL,
	"command_id" text NOT NULL,
	"comp_type_id" text NOT NULL,
	"point_cost" integer NOT NULL,
	"gives_back_command_id" text,
	"status" text DEFAULT 'reserved' NOT NULL,
	"refusal" text,
	"comp_code" text,
	"result" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"check_after" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_redemptions_status_check" CHECK ("cms_redemptions"."status" in ('reserved', 'pending', 'applied', 'refused', 'voided')),
	CONSTRAINT "cms_redemptions_kind_check" CHECK ("cms_redemptions"."kind" in ('redeem', 'swap'))
);
--> statement-breakpoint
ALTER TABLE "cms_read_copies" ADD CONSTRAINT "cms_read_copies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_read_copies" ADD CONSTRAINT "cms_read_copies_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_redemptions" ADD CONSTRAINT "cms_redemptions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_redemptions" ADD CONSTRAINT "cms_redemptions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cms_read_copies_as_of_idx" ON "cms_read_copies" USING btree ("as_of");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_redemptions_key_idx" ON "cms_redemptions" USING btree ("tenant_id","player_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_redemptions_command_idx" ON "cms_redemptions" USING btree ("tenant_id","command_id");--> statement-breakpoint
CREATE INDEX "cms_redemptions_open_idx" ON "cms_redemptions" USING btree ("check_after") WHERE "cms_redemptions"."status" in ('reserved', 'pending');--> statement-breakpoint
CREATE INDEX "cms_redemptions_comp_idx" ON "cms_redemptions" USING btree ("tenant_id","player_id","comp_code");