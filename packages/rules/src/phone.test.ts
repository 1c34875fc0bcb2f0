import { describe, expect, it } from 'vitest';
import { formatPhone, toE164Phone } from './phone.ts';

describe('toE164Phone', () => {
  it.each([
    '55 1234 5678',
    '5512345678',
    '+52 1 55 1234 5678',
    '(55) 1234-5678',
    '+52 (55) 1234-5678',
    '55.1234.5678',
    '044 55 1234 5678',
    '+525512345678',
  ])('reads %s as a Mexican number', (raw) => {
    expect(toE164Phone(raw)).toBe('+525512345678');
  });

  it('keeps a number with another country code in its country', () => {
    expect(toE164Phone('+1 415 555 0100')).toBe('+14155550100');
    expect(toE164Phone('+44 20 7946 0958')).toBe('+442079460958');
  });

  it('reads numbers outside Mexico City by their own area code', () => {
    expect(toE164Phone('(81) 2345-6789')).toBe('+528123456789');
    expect(toE164Phone('+52 1 33 8765 4321')).toBe('+523387654321');
  });

  it.each([
    '1234567',
    '55-12',
    '55 1234 56789 0',
    '0000000000',
    '+1234567890123456',
    'no tiene',
    '',
  ])('refuses %s, which cannot be a real number', (raw) => {
    expect(toE164Phone(raw)).toBeNull();
  });
});

describe('formatPhone', () => {
  it('groups the digits of a stored number as people read them', () => {
    expect(formatPhone('+525512345678')).toBe('+52 55 1234 5678');
    expect(formatPhone('+14155550100')).toBe('+1 415 555 0100');
  });

  it('shows a number it cannot read exactly as it was stored', () => {
    expect(formatPhone('12345678')).toBe('12345678');
  });
});
