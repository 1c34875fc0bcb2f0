// "Add to calendar" links in the external calendar template format: the title is the wedding's name
// and the event's, the event lasts one hour, and the location is the event's map link.
const ONE_HOUR_MS = 60 * 60 * 1000;

export type CalendarEvent = {
  weddingName: string;
  eventName: string;
  /** ISO 8601 UTC start. */
  datetime: string;
  addressLink: string | null;
};

/** 2026-11-14T23:30:00.000Z → 20261114T233000Z */
function compactUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function calendarLink({
  weddingName,
  eventName,
  datetime,
  addressLink,
}: CalendarEvent): string {
  const start = new Date(datetime);
  const end = new Date(start.getTime() + ONE_HOUR_MS);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: `${weddingName} - ${eventName}`,
    dates: `${compactUtc(start)}/${compactUtc(end)}`,
  });
  if (addressLink) params.set('location', addressLink);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
