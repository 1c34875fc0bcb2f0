/** What typing into the slug field keeps: lowercase letters, digits and hyphens. */
export function sanitizeSlug(value: string): string {
  return value.replace(/[^a-z0-9-]/g, '');
}

export function isValidSlug(value: string): boolean {
  return /^[a-z0-9-]{3,60}$/.test(value);
}
