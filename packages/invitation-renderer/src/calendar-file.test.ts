import { describe, expect, it } from 'vitest';
import { calendarFile, escapeText, foldLine } from './calendar-file.ts';
import { invitedGuest, mexicanWedding } from './fixtures/mexican-wedding.ts';
import type { EventModel } from './model.ts';

const [dinner, ceremony, reception, brunch] = mexicanWedding.events as [
  EventModel,
  EventModel,
  EventModel,
  EventModel,
];
/** The guests' exclusive brunch, offered to calendars. */
const exclusiveBrunch: EventModel = { ...brunch, isExclusive: true, showAddToCalendar: true };
const wedding = { name: 'Ana & Luis', events: [dinner, ceremony, reception, exclusiveBrunch] };
const input = {
  wedding,
  guest: invitedGuest,
  texts: { map: 'Cómo llegar', invitation: 'Invitación' },
  pageUrl: 'https://invitacion.convite.mx/ana-y-luis?code=ABC123',
  host: 'invitacion.convite.mx',
  now: new Date('2027-10-01T12:00:00.000Z'),
};

/** The file's logical lines (RFC 5545 unfolding: a CRLF followed by a space joins). */
function unfold(file: string): string[] {
  return file.replace(/\r\n /g, '').split('\r\n').slice(0, -1);
}

/** Each VEVENT's lines after its BEGIN, up to and with its END. */
function vevents(file: string): string[][] {
  const events: string[][] = [];
  let current: string[] | null = null;
  for (const line of unfold(file)) {
    if (line === 'BEGIN:VEVENT') events.push((current = []));
    else current?.push(line);
    if (line === 'END:VEVENT') current = null;
  }
  return events;
}

describe('calendarFile', () => {
  it('is a calendar of CRLF lines of at most 75 octets', () => {
    const file = calendarFile({
      ...input,
      wedding: {
        ...wedding,
        events: [{ ...ceremony, address: 'Jardín Hidalgo 1, Coyoacán, '.repeat(6) }],
      },
    });
    expect(file.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const physical = file.split('\r\n');
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of physical) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    // Unfolding gives the address back whole, accents unbroken.
    expect(unfold(file).find((line) => line.startsWith('LOCATION:'))).toContain(
      'Jardín Hidalgo 1\\, Coyoacán\\, '.repeat(6).trimEnd(),
    );
  });

  it('holds only the events the guest is invited to, exclusive ones included for them', () => {
    const mine = vevents(calendarFile(input)).map((lines) =>
      lines.find((line) => line.startsWith('UID:')),
    );
    expect(mine).toEqual([
      'UID:event-31@invitacion.convite.mx',
      'UID:event-32@invitacion.convite.mx',
      'UID:event-33@invitacion.convite.mx',
      'UID:event-34@invitacion.convite.mx',
    ]);
    const someoneElse = vevents(calendarFile({ ...input, guest: { ...invitedGuest, events: [] } }));
    expect(someoneElse).toHaveLength(3);
    expect(vevents(calendarFile({ ...input, guest: null })).join()).not.toContain('event-34');
  });

  it('leaves out events without a time or whose calendar link the couple turned off', () => {
    const file = calendarFile({
      ...input,
      wedding: {
        ...wedding,
        events: [
          { ...dinner, datetime: null },
          { ...ceremony, showAddToCalendar: false },
          reception,
        ],
      },
    });
    expect(vevents(file).map((lines) => lines[0])).toEqual(['UID:event-33@invitacion.convite.mx']);
  });

  it('writes the times in UTC, one hour long, with the address as location and the map in the description', () => {
    const [event] = vevents(
      calendarFile({ ...input, wedding: { ...wedding, events: [reception] } }),
    );
    expect(event).toEqual([
      'UID:event-33@invitacion.convite.mx',
      'DTSTAMP:20271001T120000Z',
      'DTSTART:20271114T013000Z',
      'DTEND:20271114T023000Z',
      'SUMMARY:Ana & Luis - Recepción',
      'LOCATION:Hacienda de los Morales\\, Juan Vázquez de Mella 525\\, Polanco\\, 11510 Ciudad de México',
      'DESCRIPTION:Hacienda de los Morales\\nJuan Vázquez de Mella 525\\, Polanco\\, 11510 Ciudad de México\\nCómo llegar: https://maps.app.goo.gl/haciendamorales\\nInvitación: https://invitacion.convite.mx/ana-y-luis?code=ABC123',
      'URL:https://maps.app.goo.gl/haciendamorales',
      'END:VEVENT',
    ]);
  });

  it('writes no URL for a map link that is not a web address', () => {
    const [event] = vevents(
      calendarFile({
        ...input,
        wedding: { ...wedding, events: [{ ...reception, addressLink: 'javascript:alert(1)' }] },
      }),
    );
    expect(event?.some((line) => line.startsWith('URL:'))).toBe(false);
    expect(event?.join('\n')).not.toContain('javascript');
  });
});

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and every kind of line break', () => {
    expect(escapeText('a\\b;c,d\r\ne\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('drops other control characters, which no calendar reads', () => {
    expect(escapeText('Ana\u0007 & Luis\t')).toBe('Ana & Luis');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets as it is', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
  });

  it('folds a longer line into 75 octets, then a space and 74', () => {
    expect(foldLine('x'.repeat(160))).toBe(
      `${'x'.repeat(75)}\r\n ${'x'.repeat(74)}\r\n ${'x'.repeat(11)}`,
    );
  });

  it('counts octets, not characters, and never splits a character', () => {
    // 74 ASCII octets, then "é" (2 octets) would make 76: it goes to the next line whole.
    expect(foldLine(`${'x'.repeat(74)}é`)).toBe(`${'x'.repeat(74)}\r\n é`);
    const folded = foldLine('ñ'.repeat(100));
    for (const line of folded.split('\r\n')) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    }
    expect(folded.replace(/\r\n /g, '')).toBe('ñ'.repeat(100));
  });
});
