ALTER TABLE "guests" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "guests_wedding_id_idx" ON "guests" USING btree ("wedding_id","id");--> statement-breakpoint
CREATE INDEX "guests_wedding_search_name_idx" ON "guests" USING btree ("wedding_id","search_name");--> statement-breakpoint
UPDATE "guests" SET "search_name" = translate(lower(trim("name" || ' ' || coalesce("last_name", ''))), 'áàäâãéèëêíìïîóòöôõúùüûñç', 'aaaaaeeeeiiiiooooouuuunc');
