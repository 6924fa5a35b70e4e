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
ALTER TABLE "tiers" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_owners" ADD CONSTRAINT "location_owners_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "announcements_tenant_key_key" ON "announcements" USING btree ("tenant_id","key");--> statement-breakpoint
CREATE INDEX "announcements_tenant_published_idx" ON "announcements" USING btree ("tenant_id","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "badges_tenant_key_key" ON "badges" USING btree ("tenant_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "location_owners_tenant_name_key" ON "location_owners" USING btree ("tenant_id","name");