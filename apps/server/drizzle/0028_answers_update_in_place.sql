-- A guest's answer and an opening of their link update the guest's row, and an answer its seats'
-- rows: with room left on each page, PostgreSQL writes the new version beside the old one and
-- leaves the indexes alone (a HOT update; none of these columns is indexed). With full pages every
-- such update went to another page and added an entry to each of the guests' seven indexes
-- (a quarter of the answers' updates, measured by bench/answers.bench.ts). New pages keep this room.
ALTER TABLE "guests" SET (fillfactor = 85);--> statement-breakpoint
ALTER TABLE "guest_members" SET (fillfactor = 85);
