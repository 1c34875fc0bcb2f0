import { afterEach, describe, expect, it, vi } from 'vitest';
import { songButtonSpot } from './song-button-spot.ts';

// jsdom lays nothing out: each element's box and what lies under a point are given here.
function layout(boxes: Map<Element, DOMRect>, under: (x: number, y: number) => Element[]) {
  vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
    const box = boxes.get(this);
    return (box ? [box] : []) as unknown as DOMRectList;
  });
  // jsdom has no Range.getClientRects.
  Object.defineProperty(Range.prototype, 'getClientRects', {
    value(this: Range) {
      const box = boxes.get(this.startContainer.parentElement as Element);
      return box ? [box] : [];
    },
    configurable: true,
  });
  Object.defineProperty(document, 'elementsFromPoint', {
    value: (x: number, y: number) => under(x, y),
    configurable: true,
  });
  Object.defineProperty(document.documentElement, 'clientWidth', {
    value: 400,
    configurable: true,
  });
  vi.stubGlobal('innerHeight', 800);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

// The corners the button may take on a 400×800 screen: right x 332–384, left x 16–68, y 732–784.
const RIGHT = new DOMRect(340, 740, 40, 20);

describe("the song button's spot", () => {
  it('stays in the bottom right corner while nothing is under it', () => {
    document.body.innerHTML = '<section><p>Texto</p></section><button class="song">♪</button>';
    const section = document.querySelector('section') as Element;
    layout(new Map(), () => [section]);
    expect(songButtonSpot(document.querySelector('.song') as HTMLElement)).toBe('right');
  });

  it('moves to the bottom left when a control is under the right corner', () => {
    document.body.innerHTML = '<a href="#x">Ver ubicación</a><button class="song">♪</button>';
    const link = document.querySelector('a') as Element;
    layout(new Map([[link, RIGHT]]), () => [document.body]);
    expect(songButtonSpot(document.querySelector('.song') as HTMLElement)).toBe('left');
  });

  it('fades out when text lies under both corners, and comes back when it is focused', () => {
    document.body.innerHTML =
      '<p>Una línea de texto a todo lo ancho</p><button class="song">♪</button>';
    const line = document.querySelector('p') as Element;
    layout(new Map([[line, new DOMRect(0, 740, 400, 24)]]), () => [line]);
    const button = document.querySelector('.song') as HTMLElement;
    expect(songButtonSpot(button)).toBe('hidden');
    button.focus();
    expect(songButtonSpot(button)).toBe('right');
  });

  it('takes no account of text beside the corner or of a section only focusable by script', () => {
    document.body.innerHTML =
      '<section tabindex="-1"><p>Texto</p></section><button class="song">♪</button>';
    const section = document.querySelector('section') as Element;
    const text = document.querySelector('p') as Element;
    layout(
      new Map([
        [section, new DOMRect(0, 0, 400, 2000)],
        [text, new DOMRect(100, 700, 200, 24)],
      ]),
      () => [text],
    );
    expect(songButtonSpot(document.querySelector('.song') as HTMLElement)).toBe('right');
  });
});
