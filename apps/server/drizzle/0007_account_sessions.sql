CREATE TABLE "ended_sessions" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promoters" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "ended_sessions_expires_at_idx" ON "ended_sessions" USING btree ("expires_at");--> statement-breakpoint
-- A new password ends every session signed before it, whatever wrote it (a reset, an admin editing a
-- promoter, the configured admin at start-up): access tokens carry the version they were signed with
-- (src/modules/auth/sessions.repository.ts).
CREATE FUNCTION "raise_token_version_on_new_password"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."password_hash" IS DISTINCT FROM OLD."password_hash" THEN
    NEW."token_version" := OLD."token_version" + 1;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "clients_token_version" BEFORE UPDATE ON "clients" FOR EACH ROW EXECUTE FUNCTION "raise_token_version_on_new_password"();--> statement-breakpoint
CREATE TRIGGER "admins_token_version" BEFORE UPDATE ON "admins" FOR EACH ROW EXECUTE FUNCTION "raise_token_version_on_new_password"();--> statement-breakpoint
CREATE TRIGGER "promoters_token_version" BEFORE UPDATE ON "promoters" FOR EACH ROW EXECUTE FUNCTION "raise_token_version_on_new_password"();
