CREATE TABLE "rate_limit_windows" (
	"bucket" text NOT NULL,
	"subject" text NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_windows_bucket_subject_pk" PRIMARY KEY("bucket","subject")
);
--> statement-breakpoint
ALTER TABLE "sign_in_throttles" ADD COLUMN "last_failed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "rate_limit_windows_start_idx" ON "rate_limit_windows" USING btree ("window_start");