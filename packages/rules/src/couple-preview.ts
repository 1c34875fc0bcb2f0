// The couple opening a guest's invitation from their dashboard to check it: the link carries
// ?preview=1, and the guest page records no opening for it (only the guest's own openings count).

export const COUPLE_PREVIEW_PARAM = 'preview';

/** A guest's link as the dashboard opens it for the couple. */
export function couplePreviewLink(link: string): string {
  const url = new URL(link);
  url.searchParams.set(COUPLE_PREVIEW_PARAM, '1');
  return url.toString();
}

/** Whether a page's search part (`?code=…&preview=1`) is the couple's preview. */
export function isCouplePreview(search: string): boolean {
  return new URLSearchParams(search).has(COUPLE_PREVIEW_PARAM);
}
