import type { IndexHtmlTransformContext } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  deferFontsStylesheet,
  fontsLoader,
  HYDRATE_AFTER_LOAD_MS,
  hydrateLoader,
  moveEntryScript,
} from './page-loading-plugins.ts';

const BUILT = `<!doctype html><html><head><script type="module" crossorigin src="/assets/index-abc.js"></script>
</head><body><div id="root"></div></body></html>`;
const context = (fileNames: string[]) =>
  ({
    bundle: Object.fromEntries(
      fileNames.map((fileName) => [fileName, { type: 'asset', fileName }]),
    ),
  }) as unknown as IndexHtmlTransformContext;

describe('the built page', () => {
  it('imports its entry from a loader at the end of the body, never from a script tag', () => {
    const html = moveEntryScript(BUILT, context([]));
    expect(html).not.toContain('src="/assets/index-abc.js"');
    expect(html).toMatch(
      /<script type="module">[^<]*import\("\/assets\/index-abc\.js"\)[^<]*<\/script>\n<\/body>/,
    );
  });

  it('links the fonts from a loader, and in <noscript> for pages without scripts', () => {
    const html = deferFontsStylesheet(
      BUILT,
      context(['assets/index-abc.js', 'assets/fonts-x1.css']),
    );
    expect(html).toContain(
      '<noscript><link rel="stylesheet" href="/assets/fonts-x1.css"></noscript>\n</head>',
    );
    expect(html).toContain('link.href="/assets/fonts-x1.css"');
  });

  it('refuses a build without the entry script or the fonts stylesheet', () => {
    expect(() => moveEntryScript('<html><body></body></html>', context([]))).toThrow(/no entry/);
    expect(() => deferFontsStylesheet(BUILT, context(['assets/index.css']))).toThrow(/no fonts/);
  });
});

describe('the loaders, run in the page', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });
  afterEach(() => vi.useRealTimers());

  const fontLinks = () => document.head.querySelectorAll('link[rel="stylesheet"]').length;

  it('requests the fonts only once the cover has loaded and two frames have passed', () => {
    document.body.innerHTML = '<img fetchpriority="high" src="data:,">';
    const cover = document.querySelector('img') as HTMLImageElement;
    Object.defineProperty(cover, 'complete', { value: false });
    new Function(fontsLoader('/assets/fonts.css'))();
    vi.advanceTimersByTime(1000);
    expect(fontLinks()).toBe(0);
    cover.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(50);
    expect(fontLinks()).toBe(1);
  });

  it('imports the script on the first touch, once, or soon after the load event', () => {
    const imported = vi.fn();
    const run = () =>
      new Function(
        'importEntry',
        hydrateLoader('/assets/index.js').replace('import(', 'importEntry('),
      )(imported);
    run();
    vi.advanceTimersByTime(HYDRATE_AFTER_LOAD_MS - 1);
    expect(imported).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(HYDRATE_AFTER_LOAD_MS);
    expect(imported).toHaveBeenCalledTimes(1);
    expect(imported).toHaveBeenCalledWith('/assets/index.js');
  });
});
