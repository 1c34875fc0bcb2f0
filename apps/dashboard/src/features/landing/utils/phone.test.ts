import { expect, it } from 'vitest';
import { formatPhone } from './phone.ts';

it('groups a Mexican number as it is read aloud, and leaves others whole', () => {
  expect(formatPhone('525512345678')).toBe('+52 55 1234 5678');
  expect(formatPhone('14155550100')).toBe('+14155550100');
});
