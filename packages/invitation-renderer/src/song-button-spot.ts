// The song's floating button never covers text or a control: as the page scrolls it stays in the
// bottom right corner while that is clear, moves to the bottom left when only that one is, and fades
// out while both corners have something under them (it comes back as soon as one clears).

export type SongButtonSpot = 'right' | 'left' | 'hidden';

/** What the button must never cover besides text. */
const CONTROL =
  'a, button, input, select, textarea, label, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
/** The button's size and its margin from the screen's edges (styles.css, .inv-song-button). */
const SIZE = 52;
const MARGIN = 16;

type Box = { left: number; top: number; right: number; bottom: number };

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Whether any line of the element's own text (not its children's) lies under the box. */
function hasTextUnder(element: Element, box: Box): boolean {
  for (const node of element.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const line of range.getClientRects()) if (overlaps(line, box)) return true;
  }
  return false;
}

/** Points across the box, a dozen pixels apart, where the text under it is looked for. */
function samplePoints(box: Box): [number, number][] {
  const steps = [0.05, 0.35, 0.65, 0.95];
  return steps.flatMap((fx) =>
    steps.map((fy): [number, number] => [
      box.left + (box.right - box.left) * fx,
      box.top + (box.bottom - box.top) * fy,
    ]),
  );
}

/**
 * Whether text or a control lies under the box, skipping the button itself: every control of the
 * page by its box (a page has a few dozen), text by what lies under points across the box.
 */
export function coversContent(box: Box, button: Element): boolean {
  for (const control of document.querySelectorAll(CONTROL)) {
    if (button.contains(control)) continue;
    for (const rect of control.getClientRects()) if (overlaps(rect, box)) return true;
  }
  for (const [x, y] of samplePoints(box)) {
    const under = document.elementsFromPoint(x, y).find((element) => !button.contains(element));
    if (under && hasTextUnder(under, box)) return true;
  }
  return false;
}

/** The spot for the button now: the first clear corner, or hidden (never while it has the focus). */
export function songButtonSpot(button: HTMLElement): SongButtonSpot {
  if (typeof document.elementsFromPoint !== 'function') return 'right';
  const width = document.documentElement.clientWidth;
  const bottom = window.innerHeight - MARGIN;
  const corner = (left: number): Box => ({ left, top: bottom - SIZE, right: left + SIZE, bottom });
  if (!coversContent(corner(width - MARGIN - SIZE), button)) return 'right';
  if (!coversContent(corner(MARGIN), button)) return 'left';
  return document.activeElement === button ? 'right' : 'hidden';
}

/** Content still moving after the scroll (a section fading in) settles within this. */
const SETTLE_MS = 400;

/**
 * Keeps `onSpot` told of the button's spot, checked at once, then at most once a frame while the
 * page scrolls or resizes, again once it has settled, and when a section's transition ends (the
 * sections slide in as they are reached); returns the stop.
 */
export function watchSongButton(
  button: HTMLElement,
  onSpot: (spot: SongButtonSpot) => void,
): () => void {
  let frame = 0;
  let settle: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    frame = 0;
    onSpot(songButtonSpot(button));
  };
  const schedule = () => {
    if (frame === 0) frame = requestAnimationFrame(check);
  };
  const scrolled = () => {
    schedule();
    clearTimeout(settle);
    settle = setTimeout(schedule, SETTLE_MS);
  };
  const events = ['scroll', 'resize', 'transitionend', 'animationend'] as const;
  schedule();
  for (const type of events) addEventListener(type, scrolled, { passive: true });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(settle);
    for (const type of events) removeEventListener(type, scrolled);
  };
}
