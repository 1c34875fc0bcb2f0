-- Themes no longer name Google Fonts: the guest page serves every theme font itself
-- (packages/invitation-renderer/src/theme-fonts.ts) and ignores a fontImport of another origin, but the
-- public themes of 0005 and the couples' copies of them still carried Google stylesheet URLs. Those
-- become null. The content is JSON text kept as sent, so it is edited as text (a round trip through
-- jsonb would reorder its keys, and a row that is not JSON must not stop the migration); a Google
-- stylesheet URL holds no quote, so the pattern ends at the value's closing quote.
UPDATE "themes"
SET "content" = regexp_replace(
  "content",
  '"fontImport"\s*:\s*"https?://fonts\.(googleapis|gstatic)\.com/[^"]*"',
  '"fontImport":null'
)
WHERE "content" ~ '"fontImport"\s*:\s*"https?://fonts\.(googleapis|gstatic)\.com/';
