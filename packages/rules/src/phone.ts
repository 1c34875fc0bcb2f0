// A guest's phone number in E.164 (+525512345678), the one form the API stores and wa.me takes.
// The 'min' metadata checks the number plan's lengths and leading digits, small enough for the
// browser's bundle (the dashboard form applies the same rule as the API).
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** Numbers without a country code are Mexican. */
export const DEFAULT_PHONE_COUNTRY = 'MX';

/**
 * Prefixes Mexico dropped in 2019 that people still write: the mobile "1" after +52
 * (+52 1 55 1234 5678) and the 044/045 mobile prefixes dialled before the 10 digits.
 */
const OLD_MEXICAN_MOBILE_PREFIX = /^(?:1|04[45])(\d{10})$/;

/** The number in E.164 (+525512345678), or null when it cannot be a real number. */
export function toE164Phone(raw: string): string | null {
  const parsed = parsePhoneNumberFromString(raw.trim(), DEFAULT_PHONE_COUNTRY);
  if (parsed === undefined) return null;
  if (parsed.country === DEFAULT_PHONE_COUNTRY || parsed.countryCallingCode === '52') {
    const tenDigits = OLD_MEXICAN_MOBILE_PREFIX.exec(parsed.nationalNumber)?.[1];
    if (tenDigits !== undefined) return toE164Phone(`+52${tenDigits}`);
  }
  return parsed.isValid() ? parsed.number : null;
}

/** A stored number as people read it (+52 55 1234 5678); a number that cannot be read stays as it is. */
export function formatPhone(stored: string): string {
  const parsed = parsePhoneNumberFromString(stored, DEFAULT_PHONE_COUNTRY);
  return parsed?.isValid() ? parsed.formatInternational() : stored;
}
