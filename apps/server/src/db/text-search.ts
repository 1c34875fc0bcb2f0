// Case- and accent-insensitive "contains" search, shared by the guest list (which stores the folded
// name in a column) and the admin lists (which fold their few columns in SQL at query time).
import { like, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** Lower-cased, without accents or repeated spaces: what search compares ("María" → "maria"). */
export function searchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The text as a literal inside a LIKE pattern (backslash is PostgreSQL's default escape). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

// Capitals are listed too: under the C locale (PGlite) lower() only lowers ASCII letters. The plain
// letters come from searchKey, so the SQL folding cannot drift from the one done in code.
const ACCENTED = 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ';
const PLAIN = searchKey(ACCENTED);

/** The expression folded in SQL as searchKey folds text ("MARÍA" → "maria"). */
export const foldedSql = (expression: SQLWrapper): SQL =>
  sql`translate(lower(${expression}), ${ACCENTED}, ${PLAIN})`;

/**
 * A condition: one of the expressions contains the text, ignoring case and accents. Undefined (no
 * condition) for a blank text, so an empty search lists everything.
 */
export function containsText(
  text: string | undefined,
  expressions: readonly SQLWrapper[],
): SQL | undefined {
  const key = searchKey(text ?? '');
  if (key === '') return undefined;
  const pattern = `%${escapeLike(key)}%`;
  return or(...expressions.map((expression) => like(foldedSql(expression), pattern)));
}
