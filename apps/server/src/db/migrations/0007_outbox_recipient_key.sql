ALTER TABLE "outbox" ADD COLUMN "recipient_key" text;--> statement-breakpoint
UPDATE "outbox" SET "recipient_key" = lower("recipient");--> statement-breakpoint
CREATE INDEX "outbox_recipient_key_idx" ON "outbox" USING btree ("tenant_id","recipient_key","created_at");