import { describe, expect, it } from 'vitest';
import { dressCodeTextSize } from './dress-code-text-size.ts';

describe('dressCodeTextSize', () => {
  it.each([
    ['Formal', 'small'],
    ['x'.repeat(20), 'small'],
    ['x'.repeat(21), 'medium'],
    ['x'.repeat(30), 'medium'],
    ['Etiqueta rigurosa, colores claros', 'large'],
  ] as const)('%s → %s', (text, size) => {
    expect(dressCodeTextSize(text)).toBe(size);
  });
});
