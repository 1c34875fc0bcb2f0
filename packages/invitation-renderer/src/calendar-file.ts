// The guest's events as an iCalendar file (RFC 5545), for the calendars the Google link does not
// reach (an iPhone opens a text/calendar download in Calendar). A small writer rather than a library:
// one kind of event in UTC needs five rules (CRLF, folding at 75 octets, text escaping, UID, DTSTAMP),
// and the `ics` package folds at 75 UTF-16 code units, so a line with accents (Spanish names and
// addresses) comes out longer than the 75 octets the RFC allows.
import { CALENDAR_EVENT_MS, compactUtc } from './calendar-link.ts';
import type { EventModel, InvitationGuestModel, InvitationModel } from './model.ts';
import { visibleEvents } from './visibility.ts';

/** The labels written into each event's description, in the guest's language. */
export type CalendarFileTexts = { map: string; invitation: string };

export type CalendarFileInput = {
  wedding: Pick<InvitationModel, 'name' | 'events'>;
  guest: InvitationGuestModel | null;
  texts: CalendarFileTexts;
  /** The guest's invitation, linked from every event. */
  pageUrl: string;
  /** The host the events' UIDs are made unique in (the invitation's). */
  host: string;
  /** DTSTAMP: when the file is made. */
  now: Date;
};

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

type TimedEvent = EventModel & { datetime: string };

/** An event calendars get: it has a time and the couple shows its "Add to calendar". */
export function isCalendarEvent(event: EventModel): event is TimedEvent {
  return event.showAddToCalendar && event.datetime !== null;
}

/** The events a guest's file holds: the calendar events they are invited to. */
export function calendarEvents(
  events: EventModel[],
  guest: InvitationGuestModel | null,
): TimedEvent[] {
  return visibleEvents(events, guest).filter(isCalendarEvent);
}

/** A TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks escaped. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/[\\;,]/g, (char) => `\\${char}`)
      .replace(/\r\n|\r|\n/g, '\\n')
      // Other control characters (a tab, a bell) no calendar reads.
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      .replace(/[\u0000-\u001f\u007f]/g, '')
  );
}

/** The octets a character (one code point) takes in UTF-8. */
function utf8Octets(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  return code < 0x10000 ? 3 : 4;
}

/**
 * One content line folded (RFC 5545 3.1): at most 75 octets a line, continuation lines starting with
 * a space, never splitting a UTF-8 character.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char);
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** An http(s) address as a URI value, or null: anything else is not written as a link. */
function webAddress(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function eventLines(
  event: TimedEvent,
  { wedding, texts, pageUrl, host, now }: CalendarFileInput,
): string[] {
  const start = new Date(event.datetime);
  const end = new Date(start.getTime() + CALENDAR_EVENT_MS);
  const map = webAddress(event.addressLink);
  const location = [event.place, event.address].filter(Boolean).join(', ');
  const description = [
    event.place,
    event.address,
    map ? `${texts.map}: ${map}` : null,
    `${texts.invitation}: ${pageUrl}`,
  ].filter(Boolean);
  return [
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${host}`,
    `DTSTAMP:${compactUtc(now)}`,
    `DTSTART:${compactUtc(start)}`,
    `DTEND:${compactUtc(end)}`,
    `SUMMARY:${escapeText(`${wedding.name} - ${event.name}`)}`,
    ...(location ? [`LOCATION:${escapeText(location)}`] : []),
    `DESCRIPTION:${escapeText(description.join('\n'))}`,
    ...(map ? [`URL:${map}`] : []),
    'END:VEVENT',
  ];
}

/** The whole file: a calendar of the guest's events, every line folded and ended with CRLF. */
export function calendarFile(input: CalendarFileInput): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Convite//Invitacion//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(input.wedding.name)}`,
    ...calendarEvents(input.wedding.events, input.guest).flatMap((event) =>
      eventLines(event, input),
    ),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
