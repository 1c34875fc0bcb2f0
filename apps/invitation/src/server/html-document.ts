import type { Language } from '@convite/i18n/create-i18n';
import { memoize } from '@convite/i18n/memoize';
import { BOOTSTRAP_ELEMENT_ID, type PageBootstrap } from '../app/page-data.ts';
import { FONTS_META_NAME, OPENING_META_NAME } from '../build/page-loading-plugins.ts';

export type ShareImage = {
  url: string;
  type?: string;
  width?: number;
  height?: number;
  alt: string;
};

/** What goes into <head> for one page. */
export type PageHead = {
  title: string;
  description: string;
  /** Link-preview tags (Open Graph and Twitter); only for an invitation. */
  share?: { title: string; description: string; url: string; image: ShareImage | null };
  /** The cover image to fetch before the stylesheet and script discover it (the LCP element). */
  preloadImage?: { href: string; srcSet: string | null; sizes: string } | null;
  /** The theme's font stylesheets: linked after the first paint by the page's loader, or at once without scripts. */
  fontStylesheets?: string[];
  /**
   * A guest's own page (never a preview): where its opening is sent as soon as it shows (the
   * early script reads the <meta>), and without scripts the image that records it (opening-pixel-route.ts).
   */
  opening?: { url: string; code: string; pixel: string } | null;
};

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for an HTML text node or a quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const JSON_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for a `<script type="application/json">` element: `<`, `>` and `&` become \u escapes so
 * no value (a wedding named `</script><script>…`) can close the element or open a comment, and the
 * line separators U+2028/2029 are escaped for old parsers. JSON.parse reads it back unchanged.
 */
export function serializeJsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => JSON_ESCAPES[char] ?? char);
}

const OG_LOCALES: Record<Language, string> = { es: 'es_MX', en: 'en_US' };

function meta(attribute: 'name' | 'property', key: string, content: string | number): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}" />`;
}

export function renderHead(head: PageHead, language: Language): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
  ];
  const { share, preloadImage, fontStylesheets = [], opening } = head;
  if (opening) {
    tags.push(
      `<meta name="${OPENING_META_NAME}" content="${escapeHtml(opening.url)}" data-code="${escapeHtml(opening.code)}" />`,
    );
  }
  if (share) {
    tags.push(
      meta('property', 'og:type', 'website'),
      meta('property', 'og:site_name', 'Convite'),
      meta('property', 'og:locale', OG_LOCALES[language]),
      meta('property', 'og:title', share.title),
      meta('property', 'og:description', share.description),
      meta('property', 'og:url', share.url),
      meta('name', 'twitter:card', share.image ? 'summary_large_image' : 'summary'),
      meta('name', 'twitter:title', share.title),
      meta('name', 'twitter:description', share.description),
    );
    const image = share.image;
    if (image) {
      tags.push(meta('property', 'og:image', image.url));
      if (image.url.startsWith('https:'))
        tags.push(meta('property', 'og:image:secure_url', image.url));
      if (image.type) tags.push(meta('property', 'og:image:type', image.type));
      if (image.width) tags.push(meta('property', 'og:image:width', image.width));
      if (image.height) tags.push(meta('property', 'og:image:height', image.height));
      tags.push(
        meta('property', 'og:image:alt', image.alt),
        meta('name', 'twitter:image', image.url),
      );
    }
  }
  if (preloadImage) {
    const srcSet = preloadImage.srcSet
      ? ` imagesrcset="${escapeHtml(preloadImage.srcSet)}" imagesizes="${escapeHtml(preloadImage.sizes)}"`
      : '';
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(preloadImage.href)}"${srcSet} fetchpriority="high" />`,
    );
  }
  if (fontStylesheets.length > 0) {
    const hrefs = fontStylesheets.map(escapeHtml);
    tags.push(
      meta('name', FONTS_META_NAME, fontStylesheets.join(' ')),
      `<noscript>${hrefs.map((href) => `<link rel="stylesheet" href="${href}" />`).join('')}</noscript>`,
    );
  }
  return tags.join('\n    ');
}

/**
 * Without scripts, the opening is recorded by an image the page asks for (a browser loads it, a
 * link-preview bot reading the HTML does not); with them, <noscript> is never loaded and the early
 * script sends it. Out of the layout and unannounced.
 */
function openingPixel(head: PageHead): string {
  if (!head.opening) return '';
  return `<noscript><img src="${escapeHtml(head.opening.pixel)}" alt="" width="1" height="1" style="position:absolute;width:1px;height:1px;opacity:0;pointer-events:none" /></noscript>`;
}

type Slot = 'lang' | 'head' | 'html' | 'data';

/**
 * The built index.html cut once at its slots (the <html> element's language, <!--app-head-->,
 * <!--app-html-->, <!--app-data-->): a slot's name, or the template's own text between them as bytes.
 */
const templatePieces = memoize(
  (template: string): (Slot | Buffer)[] =>
    template
      .replace(/<html lang="[^"]*"/, '<html lang="<!--app-lang-->"')
      .split(/<!--app-(lang|head|html|data)-->/)
      .map((piece, index) => (index % 2 === 1 ? (piece as Slot) : Buffer.from(piece))),
  (template) => template,
  4,
);

/**
 * The whole page as bytes: the built index.html with the language, head tags, rendered app and its
 * data. Each piece is encoded apart and the bytes joined, never the page as one string: a guest's page
 * is over 64 K characters, two bytes each once one is past Latin-1 (a "†" or an "–"), and a string that
 * size is allocated outside V8's young heap on every render, which cost more than the encoding.
 */
export function buildDocument(
  template: string,
  parts: { head: PageHead; appHtml: string; bootstrap: PageBootstrap },
): Buffer {
  const { language } = parts.bootstrap;
  const slots: Record<Slot, () => string> = {
    lang: () => language,
    head: () => renderHead(parts.head, language),
    html: () => parts.appHtml,
    data: () =>
      openingPixel(parts.head) +
      `<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">${serializeJsonForHtml(parts.bootstrap)}</script>`,
  };
  return Buffer.concat(
    templatePieces(template).map((piece) =>
      typeof piece === 'string' ? Buffer.from(slots[piece]()) : piece,
    ),
  );
}

/**
 * The template with the build's stylesheet links replaced by their CSS: a couple of KB (gzip) that
 * would otherwise cost a render-blocking round trip before a guest on a phone sees anything.
 */
export function inlineStylesheets(
  template: string,
  readAsset: (name: string) => string | undefined,
) {
  return template.replace(
    /<link rel="stylesheet"[^>]*href="\/assets\/([^"]+\.css)"[^>]*>/g,
    (link, name: string) => {
      const css = readAsset(name);
      return css === undefined ? link : `<style>${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;
    },
  );
}
