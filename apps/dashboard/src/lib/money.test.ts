import { expect, it } from 'vitest';
import { formatMxn } from './money.ts';

it('formats pesos with a dollar sign and thousands separators', () => {
  expect(formatMxn(1490)).toBe('$1,490');
  expect(formatMxn(12500)).toBe('$12,500');
  expect(formatMxn(0)).toBe('$0');
});
