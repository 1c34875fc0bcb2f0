/**
 * A WhatsApp number (country code and digits, as wa.me takes it) as people read it: a Mexican
 * number (52 and ten digits) as "+52 55 1234 5678", any other as "+" and its digits.
 */
export function formatPhone(digits: string): string {
  const mexican = /^52(\d{2})(\d{4})(\d{4})$/.exec(digits);
  if (mexican) return `+52 ${mexican[1]} ${mexican[2]} ${mexican[3]}`;
  return `+${digits}`;
}
