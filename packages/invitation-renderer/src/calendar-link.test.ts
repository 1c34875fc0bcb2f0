import { describe, expect, it } from 'vitest';
import { calendarLink } from './calendar-link.ts';

describe('calendarLink', () => {
  const event = {
    weddingName: 'Ana & Luis',
    eventName: 'Ceremonia',
    datetime: '2026-11-14T23:30:00.000Z',
    addressLink: 'https://maps.app.goo.gl/abc',
  };

  it('titles the event with both names and lasts one hour', () => {
    const url = new URL(calendarLink(event));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Ana & Luis - Ceremonia');
    expect(url.searchParams.get('dates')).toBe('20261114T233000Z/20261115T003000Z');
    expect(url.searchParams.get('location')).toBe('https://maps.app.goo.gl/abc');
  });

  it('leaves the location out when the event has no map link', () => {
    expect(
      new URL(calendarLink({ ...event, addressLink: null })).searchParams.has('location'),
    ).toBe(false);
  });
});
