ALTER TABLE "weddings" ADD COLUMN "content_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every change to what a guest's invitation shows, in the tables beside "weddings", raises the
-- wedding's content_version in the same transaction (the public invitation caches that content per
-- version: src/modules/public-invitation/invitation-content-cache.ts). A row names its wedding
-- directly, through its event (event images) or through its invitation (parents).
CREATE FUNCTION "raise_invitation_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb := to_jsonb(coalesce(NEW, OLD));
BEGIN
  UPDATE "weddings" SET "content_version" = "content_version" + 1
  WHERE "id" = coalesce(
    (changed ->> 'wedding_id')::integer,
    (SELECT e."wedding_id" FROM "events" e WHERE e."id" = (changed ->> 'event_id')::integer),
    (SELECT i."wedding_id" FROM "invitations" i WHERE i."id" = (changed ->> 'invitation_id')::integer));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "invitations_content_version" AFTER INSERT OR UPDATE OR DELETE ON "invitations" FOR EACH ROW EXECUTE FUNCTION "raise_invitation_content_version"();--> statement-breakpoint
CREATE TRIGGER "parents_content_version" AFTER INSERT OR UPDATE OR DELETE ON "parents" FOR EACH ROW EXECUTE FUNCTION "raise_invitation_content_version"();--> statement-breakpoint
CREATE TRIGGER "events_content_version" AFTER INSERT OR UPDATE OR DELETE ON "events" FOR EACH ROW EXECUTE FUNCTION "raise_invitation_content_version"();--> statement-breakpoint
CREATE TRIGGER "images_content_version" AFTER INSERT OR UPDATE OR DELETE ON "images" FOR EACH ROW EXECUTE FUNCTION "raise_invitation_content_version"();--> statement-breakpoint
CREATE TRIGGER "itinerary_events_content_version" AFTER INSERT OR UPDATE OR DELETE ON "itinerary_events" FOR EACH ROW EXECUTE FUNCTION "raise_invitation_content_version"();--> statement-breakpoint
CREATE TRIGGER "gift_registries_content_version" AFTER INSERT OR UPDATE OR DELETE ON "gift_registries" FOR EACH ROW EXECUTE FUNCTION "raise_invitation_content_version"();--> statement-breakpoint
CREATE TRIGGER "accommodations_content_version" AFTER INSERT OR UPDATE OR DELETE ON "accommodations" FOR EACH ROW EXECUTE FUNCTION "raise_invitation_content_version"();--> statement-breakpoint
CREATE TRIGGER "songs_content_version" AFTER INSERT OR UPDATE OR DELETE ON "songs" FOR EACH ROW EXECUTE FUNCTION "raise_invitation_content_version"();--> statement-breakpoint
CREATE TRIGGER "themes_content_version" AFTER INSERT OR UPDATE OR DELETE ON "themes" FOR EACH ROW EXECUTE FUNCTION "raise_invitation_content_version"();
