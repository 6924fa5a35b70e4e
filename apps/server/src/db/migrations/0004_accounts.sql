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
CREATE INDEX "players_tenant_email_idx" ON "players" USING btree ("tenant_id",lower("email"));--> statement-breakpoint
CREATE INDEX "players_tenant_external_idx" ON "players" USING btree ("tenant_id","external_id");--> statement-breakpoint
CREATE INDEX "players_mask_due_idx" ON "players" USING btree ("mask_after") WHERE "players"."mask_after" IS NOT NULL AND "players"."masked_at" IS NULL;