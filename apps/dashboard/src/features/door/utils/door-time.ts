import { WEDDING_TIME_ZONE } from '@convite/rules/time-zone';

const formats = new Map<string, Intl.DateTimeFormat>();

/** "19:42": the time at the venue (Mexico City), 24-hour as a door list reads. */
export function doorTime(iso: string, language: string): string {
  let format = formats.get(language);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(language === 'en' ? 'en-US' : 'es-MX', {
      timeZone: WEDDING_TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(language, format);
  }
  return format.format(new Date(iso));
}
