CREATE TABLE "rate_limit_counters" (
	"bucket" text NOT NULL,
	"subject" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_counters_bucket_subject_window_start_pk" PRIMARY KEY("bucket","subject","window_start")
);
--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "variant_storage_key" text;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "variant_width" integer;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "share_storage_key" text;--> statement-breakpoint
CREATE INDEX "rate_limit_counters_window_idx" ON "rate_limit_counters" USING btree ("window_start");