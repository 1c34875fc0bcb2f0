import { describe, expect, it } from 'vitest';
import { whatsAppLink } from './whatsapp-link.ts';

const textOf = (link: string | null) => new URL(link ?? '').searchParams.get('text');

describe('whatsAppLink', () => {
  it('opens a chat with the E.164 digits of the number, without the +', () => {
    const link = whatsAppLink('+525512345678', 'Hola');
    expect(link).toBe('https://wa.me/525512345678?text=Hola');
    expect(whatsAppLink('+1 415 555 0100', 'Hi')).toBe('https://wa.me/14155550100?text=Hi');
  });

  it('normalises a number stored before E.164', () => {
    expect(whatsAppLink('55 1234 5678', 'Hola')).toMatch(/^https:\/\/wa\.me\/525512345678\?/);
  });

  it('encodes accents, emoji, & and line breaks so the message arrives whole', () => {
    const message = '¡Hola, María José! 💍\nBoda de Ana & Luis: https://convite.mx/i/ab12?x=1&y=2';
    const link = whatsAppLink('+525512345678', message);
    expect(link).toContain('%C2%A1Hola%2C%20Mar%C3%ADa%20Jos%C3%A9!%20%F0%9F%92%8D%0ABoda');
    expect(link).toContain('Ana%20%26%20Luis');
    expect(link?.split('?text=')[1]).not.toMatch(/[\s&?#]/);
    expect(textOf(link)).toBe(message);
  });

  it('is null when the guest has no phone or one that cannot be real', () => {
    expect(whatsAppLink(null, 'Hola')).toBeNull();
    expect(whatsAppLink('1234', 'Hola')).toBeNull();
  });
});
