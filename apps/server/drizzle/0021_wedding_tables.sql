CREATE TABLE "wedding_tables" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wedding_tables_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"wedding_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"seats" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wedding_tables_seats_range" CHECK ("wedding_tables"."seats" between 1 and 60)
);
--> statement-breakpoint
ALTER TABLE "guest_members" ADD COLUMN "table_id" integer;--> statement-breakpoint
ALTER TABLE "wedding_tables" ADD CONSTRAINT "wedding_tables_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wedding_tables_wedding_idx" ON "wedding_tables" USING btree ("wedding_id","position");--> statement-breakpoint
ALTER TABLE "guest_members" ADD CONSTRAINT "guest_members_table_id_wedding_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."wedding_tables"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_members_table_idx" ON "guest_members" USING btree ("table_id");