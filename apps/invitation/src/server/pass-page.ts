// The pass's page, `/<slug>/pase/<token>`: what a household's QR code opens. A plain document made
// here, without the invitation's app or any script: the pass big and high-contrast on white so a door
// helper's phone reads its QR code from the guest's screen, and no form of any kind (a photo of a
// pass changes nothing). Styles are the page's own, allowed by their hash.
import { createHash } from 'node:crypto';
import type { Language } from '@convite/i18n/create-i18n';
import { formatLongDate } from '@convite/invitation-renderer/dates';
import type { components } from '@convite/api/schema';
import { pageHeaders } from '@convite/security-headers/page-headers';
import { escapeHtml } from './html-document.ts';
import type { serverI18n } from './render-page.tsx';

export type Pass = components['schemas']['Pass'];
type Translate = ReturnType<typeof serverI18n>['t'];

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{background:#fff;color:#111;-webkit-text-size-adjust:100%}
body{margin:0;font-family:Georgia,'Times New Roman',serif;line-height:1.4}
main{max-width:26rem;margin:0 auto;padding:2rem 1.25rem 3rem;text-align:center}
.couple{margin:0;font-size:1.75rem;font-weight:400;letter-spacing:.02em}
.date{margin:.25rem 0 1.5rem;color:#444;font-size:1rem}
.rule{width:3rem;height:1px;margin:0 auto 1.5rem;border:0;background:#b59a6a}
h1{margin:0;font-size:2rem;font-weight:700}
.household{margin:.25rem 0 1rem;font-size:1.125rem}
.qr{display:block;width:min(100%,18rem);min-width:240px;margin:0 auto;padding:0}
.qr svg{display:block;width:100%;height:auto}
.hint{margin:.75rem 0 1.5rem;color:#444;font-size:.9375rem}
ul{display:grid;gap:.75rem;margin:0 0 2rem;padding:0;list-style:none;font-family:system-ui,sans-serif}
li{font-size:1.125rem;font-weight:600}
.table{display:block;color:#444;font-size:.9375rem;font-weight:400}
.download{display:inline-block;min-height:44px;padding:.75rem 1.5rem;border:1px solid #111;border-radius:999px;color:#111;font-family:system-ui,sans-serif;font-size:1rem;text-decoration:none}
.download:focus-visible{outline:3px solid #b59a6a;outline-offset:2px}
.missing h1{font-size:1.5rem}
.missing p{color:#444}
`;

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** The headers of a pass's page: no script at all, only its own styles and images. */
export function passPageHeaders(https: boolean): Record<string, string> {
  return pageHeaders(
    {
      'default-src': ["'none'"],
      'style-src': [STYLE_HASH],
      'img-src': ["'self'", 'data:'],
    },
    { https },
  );
}

function documentOf(language: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <meta name="color-scheme" content="light" />
    <title>${escapeHtml(title)}</title>
    <style>${STYLE}</style>
  </head>
  <body>
    ${body}
  </body>
</html>
`;
}

/** The pass's page: the couple and date, "Pase para 3", the QR code, who it admits where, the PDF. */
export function renderPassPage({
  pass,
  qrSvg,
  pdfHref,
  language,
  t,
}: {
  pass: Pass;
  /** The QR code of pass.link as an SVG element (this server draws it). */
  qrSvg: string;
  pdfHref: string;
  language: Language;
  t: Translate;
}): string {
  const seats = t('invitation:pass.seats', { count: pass.seats });
  const date = pass.wedding.date === null ? '' : formatLongDate(pass.wedding.date, language);
  const people = pass.people
    .map((person) => {
      const name = escapeHtml(person.name ?? t('invitation:pass.unnamed'));
      const table = person.table ? `<span class="table">${escapeHtml(person.table)}</span>` : '';
      return `<li>${name}${table}</li>`;
    })
    .join('');
  const body = `<main data-testid="pass">
      <p class="couple">${escapeHtml(pass.wedding.name)}</p>
      ${date ? `<p class="date">${escapeHtml(date)}</p>` : ''}
      <hr class="rule" />
      <h1>${escapeHtml(seats)}</h1>
      <p class="household">${escapeHtml(pass.household)}</p>
      <div class="qr" role="img" aria-label="${escapeHtml(t('invitation:pass.qr'))}">${qrSvg}</div>
      <p class="hint">${escapeHtml(t('invitation:pass.atDoor'))}</p>
      <ul>${people}</ul>
      <a class="download" href="${escapeHtml(pdfHref)}" download>${escapeHtml(t('invitation:pass.download'))}</a>
    </main>`;
  return documentOf(language, `${seats} · ${pass.wedding.name}`, body);
}

/** A pass this server cannot find (a forged or mistyped link, or a wedding no longer active). */
export function renderPassNotFound(language: Language, t: Translate): string {
  const body = `<main class="missing">
      <h1>${escapeHtml(t('invitation:pass.notFoundTitle'))}</h1>
      <p>${escapeHtml(t('invitation:pass.notFound'))}</p>
    </main>`;
  return documentOf(language, t('invitation:pass.notFoundTitle'), body);
}
