import { describe, expect, it } from 'vitest';
import type { PageBootstrap } from '../app/page-data.ts';
import { buildDocument, inlineStylesheets, serializeJsonForHtml } from './html-document.ts';

const TEMPLATE = `<!doctype html><html lang="es"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--><script type="module" src="/assets/index.js"></script></body></html>`;
const EVIL = `Ana "&" Luis' </script><script>alert(1)</script><!-- $& $1`;

function documentFor(name: string, language: 'es' | 'en' = 'es') {
  const bootstrap: PageBootstrap = {
    page: { kind: 'not-found' },
    language,
    now: '2026-01-01T00:00:00.000Z',
  };
  return buildDocument(TEMPLATE, {
    head: {
      title: name,
      description: `${name} · 14 de noviembre de 2026`,
      share: {
        title: name,
        description: `Boda de ${name}`,
        url: 'https://convite.mx/ana-y-luis',
        image: { url: 'https://files.example/share.jpg', type: 'image/jpeg', alt: name },
      },
      preloadImage: {
        href: 'https://files.example/cover.webp',
        srcSet: 'https://files.example/a-w800.webp 800w, https://files.example/a.webp 2048w',
        sizes: '100vw',
      },
    },
    appHtml: '<main>rendered</main>',
    bootstrap: { ...bootstrap, page: { kind: 'not-available' }, now: name },
  }).toString();
}

/** The elements a browser would find in the head, parsed the way a browser parses. */
function parse(html: string) {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('the HTML document', () => {
  it('carries the per-wedding Open Graph and Twitter tags, the title and the description', () => {
    const html = documentFor('Ana & Luis');
    const doc = parse(html);
    const meta = (key: string) =>
      doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
    expect(doc.title).toBe('Ana & Luis');
    expect(meta('description')).toBe('Ana & Luis · 14 de noviembre de 2026');
    expect(meta('og:title')).toBe('Ana & Luis');
    expect(meta('og:description')).toBe('Boda de Ana & Luis');
    expect(meta('og:type')).toBe('website');
    expect(meta('og:url')).toBe('https://convite.mx/ana-y-luis');
    expect(meta('og:image')).toBe('https://files.example/share.jpg');
    expect(meta('og:image:secure_url')).toBe('https://files.example/share.jpg');
    expect(meta('og:image:type')).toBe('image/jpeg');
    expect(meta('og:locale')).toBe('es_MX');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:image')).toBe('https://files.example/share.jpg');
    const preload = doc.querySelector('link[rel="preload"][as="image"]');
    expect(preload?.getAttribute('imagesrcset')).toContain('800w');
    expect(preload?.getAttribute('fetchpriority')).toBe('high');
    expect(doc.documentElement.lang).toBe('es');
    expect(doc.getElementById('root')?.innerHTML).toBe('<main>rendered</main>');
  });

  it('writes characters past Latin-1 as UTF-8 (the page is assembled as bytes)', () => {
    const doc = parse(documentFor('Ana † Luis – 2026 ✉'));
    expect(doc.title).toBe('Ana † Luis – 2026 ✉');
    expect(doc.getElementById('root')?.innerHTML).toBe('<main>rendered</main>');
  });

  it("names the theme's font stylesheets for the loader, and links them for pages without scripts", () => {
    const html = buildDocument(TEMPLATE, {
      head: {
        title: 'Ana',
        description: 'Ana',
        fontStylesheets: ['/assets/font-lato-a1.css', '/assets/font-lora-b2.css'],
      },
      appHtml: '',
      bootstrap: { page: { kind: 'not-found' }, language: 'es', now: '2026-01-01T00:00:00.000Z' },
    }).toString();
    const doc = parse(html);
    expect(doc.querySelector('meta[name="convite-fonts"]')?.getAttribute('content')).toBe(
      '/assets/font-lato-a1.css /assets/font-lora-b2.css',
    );
    expect(html).toContain(
      '<noscript><link rel="stylesheet" href="/assets/font-lato-a1.css" /><link rel="stylesheet" href="/assets/font-lora-b2.css" /></noscript>',
    );
    expect(documentFor('Ana')).not.toContain('convite-fonts');
  });

  it('sets the page language', () => {
    const doc = parse(documentFor('Ana', 'en'));
    expect(doc.documentElement.lang).toBe('en');
    expect(doc.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('en_US');
  });

  it('keeps a hostile wedding name inside its attributes and text, with no script of its own', () => {
    const html = documentFor(EVIL);
    const doc = parse(html);
    // Only the template's own module script and the JSON data element exist.
    const scripts = [...doc.querySelectorAll('script')].map((script) => script.type || 'classic');
    expect(scripts).toEqual(['application/json', 'module']);
    expect(doc.title).toBe(EVIL);
    expect(doc.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(EVIL);
    expect(doc.querySelector('meta[name="twitter:title"]')?.getAttribute('content')).toBe(EVIL);
    // The embedded JSON reads back exactly, so the client hydrates with the same text.
    const data = JSON.parse(doc.getElementById('app-data')?.textContent ?? '') as PageBootstrap;
    expect(data.now).toBe(EVIL);
    expect(html).not.toContain('</script><script>alert(1)');
  });
});

describe('serializeJsonForHtml', () => {
  it('escapes what could end the element, and JSON.parse reads it back unchanged', () => {
    const value = { text: '</script><!-- & \u2028 \u2029 >' };
    const serialized = serializeJsonForHtml(value);
    expect(serialized).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(serialized)).toEqual(value);
  });
});

describe('inlineStylesheets', () => {
  it('puts the built CSS in the page instead of linking it, and keeps links it cannot read', () => {
    const template =
      '<head><link rel="stylesheet" crossorigin href="/assets/index-a1.css"><link rel="stylesheet" href="/assets/other.css"></head>';
    const css: Record<string, string> = { 'index-a1.css': 'body{margin:0}</style><b>' };
    const html = inlineStylesheets(template, (name) => css[name]);
    expect(html).toBe(
      '<head><style>body{margin:0}<\\/style><b></style><link rel="stylesheet" href="/assets/other.css"></head>',
    );
  });
});
