ALTER TABLE "member_event_answers" DROP CONSTRAINT "member_event_answers_event_id_events_id_fk";
--> statement-breakpoint
ALTER TABLE "member_event_answers" DROP CONSTRAINT "member_event_answers_meal_option_id_event_meal_options_id_fk";
--> statement-breakpoint
-- What the two keys did on delete. An answer being written for the event (or the meal) when it is
-- deleted must not leave a row behind: the deleting transaction takes a lock that every write of
-- member_event_answers waits for (SHARE ROW EXCLUSIVE: it conflicts with their ROW EXCLUSIVE and
-- with another deleter's), and the write, which takes its snapshot after its locks, then finds the
-- event gone and keeps nothing of it (seatAnswersSql). Not when the whole wedding goes (its seats
-- go with their own key): an account's deletion must not hold every guest's answer up.
CREATE FUNCTION "forget_event_answers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "weddings" WHERE "id" = OLD."wedding_id") THEN
    LOCK TABLE "member_event_answers" IN SHARE ROW EXCLUSIVE MODE;
  END IF;
  DELETE FROM "member_event_answers" WHERE "event_id" = OLD."id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "events_forget_answers" AFTER DELETE ON "events"
  FOR EACH ROW EXECUTE FUNCTION "forget_event_answers"();
--> statement-breakpoint
CREATE FUNCTION "forget_meal_choices"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "events" WHERE "id" = OLD."event_id") THEN
    LOCK TABLE "member_event_answers" IN SHARE ROW EXCLUSIVE MODE;
  END IF;
  UPDATE "member_event_answers" SET "meal_option_id" = NULL
    WHERE "event_id" = OLD."event_id" AND "meal_option_id" = OLD."id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "event_meal_options_forget_choices" AFTER DELETE ON "event_meal_options"
  FOR EACH ROW EXECUTE FUNCTION "forget_meal_choices"();
