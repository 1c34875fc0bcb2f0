// "Add to calendar" links in the external calendar template format: the title is the wedding's name
// and the event's, the event lasts one hour, and the location is the event's map link.

/** How long a calendar entry lasts (the specification's one hour), here and in the .ics file. */
export const CALENDAR_EVENT_MS = 60 * 60 * 1000;

export type CalendarEvent = {
  weddingName: string;
  eventName: string;
  /** ISO 8601 UTC start. */
  datetime: string;
  addressLink: string | null;
};

/** 2026-11-14T23:30:00.000Z → 20261114T233000Z */
export function compactUtc(date: Date): string {
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
  const end = new Date(start.getTime() + CALENDAR_EVENT_MS);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: `${weddingName} - ${eventName}`,
    dates: `${compactUtc(start)}/${compactUtc(end)}`,
  });
  if (addressLink) params.set('location', addressLink);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
