import { describe, expect, it } from 'vitest';
import { parseHexColor } from './theme-edits.ts';
import { pickerValue, WEDDING_PALETTE } from './wedding-palette.ts';

describe('the wedding palette', () => {
  it('holds distinct colours, each as the editor stores a typed one', () => {
    const colors = WEDDING_PALETTE.map(({ color }) => color);
    expect(new Set(colors).size).toBe(colors.length);
    for (const color of colors) expect(parseHexColor(color)).toBe(color);
  });

  it('gives the picker #rrggbb, whatever the theme wrote', () => {
    expect(pickerValue('#ABC')).toBe('#aabbcc');
    expect(pickerValue(' #E8C4C4 ')).toBe('#e8c4c4');
    // A value the picker cannot show (a name, rgba, unset) starts it at black.
    expect(pickerValue('rgba(0, 0, 0, 0.5)')).toBe('#000000');
    expect(pickerValue('')).toBe('#000000');
  });
});
