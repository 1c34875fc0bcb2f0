/**
 * What typing into the slug field keeps: accents and capitals transliterated ("Sofía" → "sofia",
 * "ñ" → "n"), "&" read as "y", and every other run of characters a single hyphen, so a couple's
 * words become an address instead of disappearing. A trailing hyphen stays while typing (the next
 * word follows); `slugFromName` and the submitted value drop it.
 */
export function sanitizeSlug(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s*&\s*/g, ' y ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, 60);
}

/** The address suggested from the wedding's name ("Sofía y Diego" → "sofia-y-diego"). */
export function slugFromName(name: string): string {
  return finishedSlug(sanitizeSlug(name));
}

/** The slug as it is sent: no hyphen left dangling at the end. */
export function finishedSlug(slug: string): string {
  return slug.replace(/-+$/, '');
}

export function isValidSlug(value: string): boolean {
  return /^[a-z0-9-]{3,60}$/.test(finishedSlug(value));
}
