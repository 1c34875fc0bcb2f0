CREATE TABLE "arrival_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"helper_id" integer,
	"arrived_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "door_helpers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "door_helpers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"wedding_id" integer NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "door_helpers_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "arrival_events" ADD CONSTRAINT "arrival_events_member_id_guest_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."guest_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrival_events" ADD CONSTRAINT "arrival_events_helper_id_door_helpers_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."door_helpers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_helpers" ADD CONSTRAINT "door_helpers_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "arrival_events_member_idx" ON "arrival_events" USING btree ("member_id","arrived_at");--> statement-breakpoint
CREATE INDEX "door_helpers_wedding_idx" ON "door_helpers" USING btree ("wedding_id");