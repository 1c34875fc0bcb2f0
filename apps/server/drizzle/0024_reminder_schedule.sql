CREATE TABLE "guest_reminders" (
	"guest_id" integer NOT NULL,
	"day" date NOT NULL,
	"wedding_id" integer NOT NULL,
	"whatsapp_message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_reminders_guest_day_unique" UNIQUE("guest_id","day")
);
--> statement-breakpoint
CREATE TABLE "reminder_runs" (
	"wedding_id" integer NOT NULL,
	"day" date NOT NULL,
	"channel" text NOT NULL,
	"claimed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_runs_pkey" PRIMARY KEY("wedding_id","day"),
	CONSTRAINT "reminder_runs_channel" CHECK ("reminder_runs"."channel" IN ('whatsapp', 'email'))
);
--> statement-breakpoint
CREATE TABLE "reminder_schedules" (
	"wedding_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"days_before" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_schedules_days_count" CHECK (cardinality("reminder_schedules"."days_before") <= 3)
);
--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "whatsapp_opted_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guest_reminders" ADD CONSTRAINT "guest_reminders_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_reminders" ADD CONSTRAINT "guest_reminders_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_reminders" ADD CONSTRAINT "guest_reminders_whatsapp_message_id_whatsapp_messages_id_fk" FOREIGN KEY ("whatsapp_message_id") REFERENCES "public"."whatsapp_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_runs" ADD CONSTRAINT "reminder_runs_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_schedules" ADD CONSTRAINT "reminder_schedules_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_reminders_wedding_day_idx" ON "guest_reminders" USING btree ("wedding_id","day");