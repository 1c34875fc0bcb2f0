ALTER TABLE "guest_members" ADD COLUMN "named_by_guest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "weddings" ADD COLUMN "contact_phone" text;