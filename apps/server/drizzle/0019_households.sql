CREATE TYPE "public"."question_kind" AS ENUM('yesNo', 'choice', 'text');--> statement-breakpoint
CREATE TYPE "public"."late_answers" AS ENUM('accepted', 'closed');--> statement-breakpoint
CREATE TABLE "event_meal_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_meal_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guest_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"guest_id" integer NOT NULL,
	"position" integer NOT NULL,
	"first_name" text,
	"last_name" text,
	"is_child" boolean DEFAULT false NOT NULL,
	"diet" text,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_members_guest_position_unique" UNIQUE("guest_id","position"),
	CONSTRAINT "guest_members_position_positive" CHECK ("guest_members"."position" >= 1)
);
--> statement-breakpoint
CREATE TABLE "member_event_answers" (
	"member_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"attending" boolean NOT NULL,
	"meal_option_id" integer,
	CONSTRAINT "member_event_answers_member_id_event_id_pk" PRIMARY KEY("member_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "wedding_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wedding_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"wedding_id" integer NOT NULL,
	"position" integer NOT NULL,
	"prompt" text NOT NULL,
	"kind" "question_kind" NOT NULL,
	"per_person" boolean DEFAULT false NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "answers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "weddings" ADD COLUMN "late_answers" "late_answers" DEFAULT 'accepted' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_meal_options" ADD CONSTRAINT "event_meal_options_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_members" ADD CONSTRAINT "guest_members_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_event_answers" ADD CONSTRAINT "member_event_answers_member_id_guest_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."guest_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_event_answers" ADD CONSTRAINT "member_event_answers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_event_answers" ADD CONSTRAINT "member_event_answers_meal_option_id_event_meal_options_id_fk" FOREIGN KEY ("meal_option_id") REFERENCES "public"."event_meal_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_questions" ADD CONSTRAINT "wedding_questions_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_meal_options_event_idx" ON "event_meal_options" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "member_event_answers_event_idx" ON "member_event_answers" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "wedding_questions_wedding_idx" ON "wedding_questions" USING btree ("wedding_id","position");--> statement-breakpoint
-- Every guest (household) has exactly max_guests_allowed seats. New guests get open seats in one
-- statement however many are inserted at once (an import inserts thousands); a new maximum adds open
-- seats or drops the open ones at the end (the service refuses a maximum below the named seats).
CREATE FUNCTION "seat_new_households"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "guest_members" ("guest_id", "position")
  SELECT g."id", s FROM "inserted_guests" g, generate_series(1, g."max_guests_allowed") s;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "guests_seats_on_insert" AFTER INSERT ON "guests" REFERENCING NEW TABLE AS "inserted_guests" FOR EACH STATEMENT EXECUTE FUNCTION "seat_new_households"();--> statement-breakpoint
CREATE FUNCTION "reseat_household"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  seats integer;
  last_position integer;
BEGIN
  SELECT count(*), coalesce(max("position"), 0) INTO seats, last_position
  FROM "guest_members" WHERE "guest_id" = NEW."id";
  IF seats < NEW."max_guests_allowed" THEN
    INSERT INTO "guest_members" ("guest_id", "position")
    SELECT NEW."id", last_position + s FROM generate_series(1, NEW."max_guests_allowed" - seats) s;
  ELSIF seats > NEW."max_guests_allowed" THEN
    DELETE FROM "guest_members" WHERE "id" IN (
      SELECT "id" FROM "guest_members"
      WHERE "guest_id" = NEW."id" AND "first_name" IS NULL
      ORDER BY "position" DESC
      LIMIT seats - NEW."max_guests_allowed");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "guests_seats_on_new_maximum" AFTER UPDATE OF "max_guests_allowed" ON "guests" FOR EACH ROW WHEN (OLD."max_guests_allowed" IS DISTINCT FROM NEW."max_guests_allowed") EXECUTE FUNCTION "reseat_household"();--> statement-breakpoint
-- What the invitation shows: menus and the couple's questions raise the content version too.
CREATE TRIGGER "event_meal_options_content_version" AFTER INSERT OR UPDATE OR DELETE ON "event_meal_options" FOR EACH ROW EXECUTE FUNCTION "raise_invitation_content_version"();--> statement-breakpoint
CREATE TRIGGER "wedding_questions_content_version" AFTER INSERT OR UPDATE OR DELETE ON "wedding_questions" FOR EACH ROW EXECUTE FUNCTION "raise_invitation_content_version"();--> statement-breakpoint
-- The households of today: open seats, and each answer given so far as a household answer (the first
-- confirmed_guests seats attend every event of the invitation, the others none).
INSERT INTO "guest_members" ("guest_id", "position")
SELECT g."id", s FROM "guests" g, generate_series(1, g."max_guests_allowed") s
WHERE NOT EXISTS (SELECT 1 FROM "guest_members" m WHERE m."guest_id" = g."id");--> statement-breakpoint
INSERT INTO "member_event_answers" ("member_id", "event_id", "attending")
SELECT m."id", e."id", g."confirmation" AND m."position" <= coalesce(g."confirmed_guests", 0)
FROM "guests" g
JOIN "guest_members" m ON m."guest_id" = g."id"
JOIN "events" e ON e."wedding_id" = g."wedding_id"
WHERE g."confirmation" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "member_event_answers" a WHERE a."member_id" = m."id")
  AND (NOT e."is_exclusive" OR EXISTS (
    SELECT 1 FROM "event_guests" eg WHERE eg."event_id" = e."id" AND eg."guest_id" = g."id"));
