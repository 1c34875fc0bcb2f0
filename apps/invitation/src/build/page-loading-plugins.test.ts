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

  it('refuses a build without the entry script', () => {
    expect(() => moveEntryScript('<html><body></body></html>', context([]))).toThrow(/no entry/);
  });

  it('links the fonts from a loader at the end of the body', () => {
    const html = deferFontsStylesheet(BUILT, context(['assets/index-abc.js']));
    expect(html).toMatch(/<script>\(\(\)=>\{[^<]*convite-fonts[^<]*<\/script>\n<\/body>/);
  });
});

describe('the loaders, run in the page', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });
  afterEach(() => vi.useRealTimers());

  const fontLinks = () =>
    [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) =>
      link.getAttribute('href'),
    );

  it("requests the page's font stylesheets only once the cover has loaded and two frames have passed", () => {
    document.head.innerHTML =
      '<meta name="convite-fonts" content="/assets/font-lato-a1.css /assets/font-lora-b2.css">';
    document.body.innerHTML = '<img fetchpriority="high" src="data:,">';
    const cover = document.querySelector('img') as HTMLImageElement;
    Object.defineProperty(cover, 'complete', { value: false });
    new Function(fontsLoader())();
    vi.advanceTimersByTime(1000);
    expect(fontLinks()).toEqual([]);
    cover.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(50);
    expect(fontLinks()).toEqual(['/assets/font-lato-a1.css', '/assets/font-lora-b2.css']);
  });

  it('links nothing on a page without font stylesheets', () => {
    new Function(fontsLoader())();
    vi.advanceTimersByTime(50);
    expect(fontLinks()).toEqual([]);
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
