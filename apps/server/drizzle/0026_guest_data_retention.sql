CREATE TABLE "guest_data_retention" (
	"wedding_id" integer PRIMARY KEY NOT NULL,
	"notice_claimed_at" timestamp with time zone,
	"notice_sent_at" timestamp with time zone,
	"erased_at" timestamp with time zone,
	"households" integer,
	"invited_people" integer,
	"confirmed_people" integer,
	"arrived_people" integer,
	"guests_who_left" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "left_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guest_data_retention" ADD CONSTRAINT "guest_data_retention_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;