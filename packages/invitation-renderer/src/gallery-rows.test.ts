import { describe, expect, it } from 'vitest';
import { galleryRows, gallerySlots, NARROW_ROWS, WIDE_ROWS } from './gallery-rows.ts';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('the gallery rows', () => {
  // The demo wedding's photos: landscape, portrait, landscape, portrait.
  const demo = [1.5, 0.714286, 1.4, 0.714286];

  it('puts the demo photos two a row on a phone and in one row on a computer', () => {
    expect(galleryRows(demo, NARROW_ROWS)).toEqual([2, 2]);
    expect(galleryRows(demo, WIDE_ROWS)).toEqual([4]);
  });

  it('fills every row to the full width, so every row ends flush with the others', () => {
    const ratios = [1.5, 0.75, 0.75, 1.333, 1, 0.667, 1.5, 1.5, 0.8, 1.778, 0.5625, 1];
    for (const shape of [NARROW_ROWS, WIDE_ROWS]) {
      const slots = gallerySlots(ratios, shape);
      let index = 0;
      for (const size of galleryRows(ratios, shape)) {
        const row = slots.slice(index, index + size);
        const isLast = index + size === ratios.length;
        if (!isLast) expect(sum(row.map((slot) => slot.share))).toBeCloseTo(1, 9);
        expect(row.every((slot) => slot.gaps === size - 1)).toBe(true);
        index += size;
      }
    }
  });

  it('keeps one height in a row: each share is its ratio over the row sum', () => {
    const slots = gallerySlots([1.5, 0.75], NARROW_ROWS);
    expect((slots[0]?.share ?? 0) / 1.5).toBeCloseTo((slots[1]?.share ?? 0) / 0.75, 9);
  });

  it('never stretches a lone tall photo across a computer screen', () => {
    const [slot] = gallerySlots([0.667], WIDE_ROWS);
    expect(slot?.share).toBeCloseTo(0.667 / WIDE_ROWS.minimum, 9);
  });

  it('leaves no short row in the middle, where the next photo would climb into it', () => {
    const ratios = [3, 0.5, 3, 0.5, 0.5];
    const rows = galleryRows(ratios, WIDE_ROWS);
    let index = 0;
    for (const size of rows.slice(0, -1)) {
      expect(sum(ratios.slice(index, index + size))).toBeGreaterThanOrEqual(WIDE_ROWS.minimum);
      index += size;
    }
    expect(sum(rows)).toBe(ratios.length);
  });

  it('takes a missing ratio as square, and has no rows without photos', () => {
    expect(galleryRows([], NARROW_ROWS)).toEqual([]);
    const [square] = gallerySlots([0, 2.2], NARROW_ROWS);
    expect(square?.share).toBeCloseTo(1 / 3.2, 9);
  });
});
