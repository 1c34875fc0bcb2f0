import type { Language } from '@convite/i18n/create-i18n';
import { renderToString } from 'react-dom/server';
import { App } from '../app/app.tsx';
import type { PageBootstrap, PageData } from '../app/page-data.ts';
import { createAppI18n } from '../lib/i18n.ts';
import type { FontStylesheets } from './font-stylesheets.ts';
import { buildDocument } from './html-document.ts';
import { pageHead } from './page-head.ts';

const STATUS: Record<PageData['kind'], number> = {
  invitation: 200,
  'not-available': 404,
  'guest-left': 404,
  'preview-refused': 403,
  'not-found': 404,
  unavailable: 503,
  limited: 429,
  'answer-not-sent': 503,
};

// One i18next instance per language for every render: a page never changes its language, and
// making an instance costs more than rendering some of the sections.
const i18nByLanguage = new Map<Language, ReturnType<typeof createAppI18n>>();
export function serverI18n(language: Language) {
  let i18n = i18nByLanguage.get(language);
  if (i18n === undefined) {
    i18n = createAppI18n(language);
    i18nByLanguage.set(language, i18n);
  }
  return i18n;
}

/** One page as the server answers it: the status and the whole HTML document. */
export function renderPage({
  template,
  page,
  language,
  now,
  pageUrl,
  fontStylesheets,
  isCouplePreview = false,
}: {
  template: string;
  page: PageData;
  language: Language;
  now: Date;
  pageUrl: string;
  fontStylesheets?: FontStylesheets;
  /** `?code=…&preview=1`: the couple looking at the guest's own link (no opening recorded). */
  isCouplePreview?: boolean;
}): { status: number; html: Buffer } {
  const i18n = serverI18n(language);
  const bootstrap: PageBootstrap = { page, language, now: now.toISOString() };
  const appHtml = renderToString(<App bootstrap={bootstrap} i18n={i18n} />);
  const head = pageHead(page, { i18n, language, pageUrl, fontStylesheets, isCouplePreview });
  return { status: STATUS[page.kind], html: buildDocument(template, { head, appHtml, bootstrap }) };
}
