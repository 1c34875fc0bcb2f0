// The wa.me link that opens WhatsApp on a chat with the guest, the message already typed.
import { toE164Phone } from './phone.ts';

/**
 * `https://wa.me/<digits>?text=<message>`: the number's E.164 digits without the +, the message
 * percent-encoded as UTF-8 (accents, emoji, &, line breaks). Null when the phone cannot be a real number.
 */
export function whatsAppLink(phone: string | null, message: string): string | null {
  const number = phone === null ? null : toE164Phone(phone);
  if (number === null) return null;
  return `https://wa.me/${number.slice(1)}?text=${encodeURIComponent(message)}`;
}
