ALTER TABLE "guests" ADD COLUMN "first_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "last_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "open_count" integer DEFAULT 0 NOT NULL;