// The gallery packs the couple's photos in rows, each row as wide as the gallery and its photos all
// of one height, so no photo is cropped and no column ends short of the others (the columns it had
// left up to a third of the gallery empty under the shortest one). A photo's width in its row
// follows from the aspect ratios alone: the layout is computed on the server, with no script, for
// the two widths the gallery has (a phone's, a computer's).

/** How a photo sits in its row: its part of the row's width and how many gaps its row has. */
export type GallerySlot = { share: number; gaps: number };

export type RowShape = {
  /** The sum of aspect ratios a row aims at: more makes rows of more, lower photos. */
  target: number;
  /** A last row below this sum is not stretched to the full width (one tall photo would fill a screen). */
  minimum: number;
};

/** A phone's gallery (about 22rem): two photos a row. A computer's (62rem): three or four. */
export const NARROW_ROWS: RowShape = { target: 2.2, minimum: 1.4 };
export const WIDE_ROWS: RowShape = { target: 3.6, minimum: 2.2 };

const ratioOf = (ratio: number) => (ratio > 0 && Number.isFinite(ratio) ? ratio : 1);

/**
 * The rows (as counts of photos, in order) whose sums of aspect ratios are closest to the target
 * (least squares over all rows, found exactly by dynamic programming). Only the last row may fall
 * short of the minimum: a short row in the middle would let the next photo climb into it.
 */
export function galleryRows(ratios: number[], { target, minimum }: RowShape): number[] {
  const count = ratios.length;
  const best: { cost: number; from: number }[] = [{ cost: 0, from: 0 }];
  for (let end = 1; end <= count; end += 1) {
    best[end] = { cost: Infinity, from: 0 };
    let sum = 0;
    for (let start = end - 1; start >= 0; start -= 1) {
      sum += ratioOf(ratios[start] ?? 1);
      if (sum < minimum && end < count) continue;
      const previous = best[start]?.cost ?? Infinity;
      const cost = previous + (sum - target) ** 2;
      if (cost < (best[end]?.cost ?? Infinity)) best[end] = { cost, from: start };
    }
  }
  const rows: number[] = [];
  for (let end = count; end > 0; end = best[end]?.from ?? 0) {
    rows.unshift(end - (best[end]?.from ?? 0));
  }
  return rows;
}

/** Each photo's slot (in the photos' order) for one width of the gallery. */
export function gallerySlots(ratios: number[], shape: RowShape): GallerySlot[] {
  const slots: GallerySlot[] = [];
  let index = 0;
  for (const size of galleryRows(ratios, shape)) {
    const row = ratios.slice(index, index + size).map(ratioOf);
    const sum = row.reduce((total, ratio) => total + ratio, 0);
    // A short last row keeps the height a full row of the minimum would have, centred.
    const width = Math.max(sum, shape.minimum);
    for (const ratio of row) slots.push({ share: ratio / width, gaps: size - 1 });
    index += size;
  }
  return slots;
}
