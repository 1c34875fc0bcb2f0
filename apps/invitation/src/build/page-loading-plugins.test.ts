import type { IndexHtmlTransformContext } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  deferFontsStylesheet,
  fontsLoader,
  HYDRATE_AFTER_LOAD_MS,
  hydrateLoader,
  moveEntryScript,
  openingSender,
  sendOpeningEarly,
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

  it('sends the opening from a script at the end of the head, after the tags it reads', () => {
    const html = sendOpeningEarly(BUILT, context([]));
    expect(html).toMatch(/<script>\(\(\)=>\{[^<]*convite-opening[^<]*<\/script>\n<\/head>/);
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

  describe('the opening', () => {
    const sendBeacon = vi.fn<(url: string, data?: BodyInit | null) => boolean>(() => true);
    let visibility: DocumentVisibilityState = 'visible';
    beforeEach(() => {
      visibility = 'visible';
      sendBeacon.mockReset().mockReturnValue(true);
      Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
      vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
      vi.stubGlobal('requestAnimationFrame', (frame: () => void) => setTimeout(frame, 16));
    });
    afterEach(() => {
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
    });
    const guestPage = () => {
      document.head.innerHTML =
        '<meta name="convite-opening" content="/v1/public/invitations/ana-y-luis/openings" data-code="ABCD2345">';
    };
    const sentCode = async () => {
      const body = sendBeacon.mock.calls[0]?.[1] as Blob;
      return JSON.parse(await body.text()) as unknown;
    };

    it('is sent once, right after the first frame of a page shown', async () => {
      guestPage();
      new Function(openingSender())();
      expect(sendBeacon).not.toHaveBeenCalled();
      vi.advanceTimersByTime(20);
      expect(sendBeacon).toHaveBeenCalledTimes(1);
      expect(sendBeacon.mock.calls[0]?.[0]).toBe('/v1/public/invitations/ana-y-luis/openings');
      expect(await sentCode()).toEqual({ code: 'ABCD2345' });
      vi.advanceTimersByTime(5000);
      expect(sendBeacon).toHaveBeenCalledTimes(1);
    });

    it('waits while the page is hidden (opened in the background), then goes when it shows', () => {
      guestPage();
      visibility = 'hidden';
      new Function(openingSender())();
      vi.advanceTimersByTime(5000);
      expect(sendBeacon).not.toHaveBeenCalled();
      visibility = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
      vi.advanceTimersByTime(20);
      expect(sendBeacon).toHaveBeenCalledTimes(1);
    });

    it('waits while the page is only prerendered', () => {
      guestPage();
      Object.defineProperty(document, 'prerendering', { value: true, configurable: true });
      new Function(openingSender())();
      vi.advanceTimersByTime(5000);
      expect(sendBeacon).not.toHaveBeenCalled();
      Object.defineProperty(document, 'prerendering', { value: false, configurable: true });
      document.dispatchEvent(new Event('prerenderingchange'));
      vi.advanceTimersByTime(20);
      expect(sendBeacon).toHaveBeenCalledTimes(1);
    });

    it('falls back to a keepalive fetch when the beacon is refused', () => {
      guestPage();
      sendBeacon.mockReturnValue(false);
      const fetchSpy = vi.fn(async () => new Response(null, { status: 204 }));
      vi.stubGlobal('fetch', fetchSpy);
      new Function(openingSender())();
      vi.advanceTimersByTime(20);
      expect(fetchSpy).toHaveBeenCalledWith(
        '/v1/public/invitations/ana-y-luis/openings',
        expect.objectContaining({ method: 'POST', keepalive: true, body: '{"code":"ABCD2345"}' }),
      );
    });

    it('sends nothing from a page without a guest of its own (no code, a wrong one, a preview)', () => {
      new Function(openingSender())();
      vi.advanceTimersByTime(5000);
      expect(sendBeacon).not.toHaveBeenCalled();
    });
  });
});
