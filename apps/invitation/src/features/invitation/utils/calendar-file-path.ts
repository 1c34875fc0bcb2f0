// Where a guest's calendar file is: the page links it, the invitation server serves it.

/** After the invitation's path; Spanish, as every address of the page. */
export const CALENDAR_FILE_NAME = 'calendario.ics';

/** `/<slug>/calendario.ics?code=…&lang=…`: the guest's events, in the page's language. */
export function calendarFileHref(slug: string, code: string | null, language: string): string {
  const params = new URLSearchParams();
  if (code) params.set('code', code);
  params.set('lang', language);
  return `/${slug}/${CALENDAR_FILE_NAME}?${params.toString()}`;
}
