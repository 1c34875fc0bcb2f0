// The receipt a couple receives after paying, in Spanish or English: what was bought, what was
// paid and how, IVA included, dated in Mexico City, with a link to the wedding's activation tab.
// A transactional email: no unsubscribe footer, it is sent for every payment.
import { fill, serverTexts, serverTextsByLanguage } from '@convite/i18n/server-texts';
import { DateTime } from 'luxon';
import {
  emailButton,
  emailDocument,
  emailGreeting,
  escapeHtml,
  joinUrl,
  type EmailLocale,
} from './templates.ts';

export type ReceiptEmail = { subject: string; text: string; html: string; link: string };

export type Receipt = {
  name: string | null;
  weddingId: number;
  planName: string;
  /** The plan upgraded from, if this was an upgrade. */
  previousPlanName: string | null;
  /** Whole MXN pesos, as the payments table keeps them. */
  originalAmount: number;
  discount: number;
  amount: number;
  promoCode: string | null;
  /** Null when the provider did not tell us the card (or nothing was charged). */
  card: { brand: string; last4: string } | null;
  paidAt: Date;
};

const MEXICO_CITY = 'America/Mexico_City';

function pesos(amount: number, locale: EmailLocale): string {
  const number = new Intl.NumberFormat(locale === 'es' ? 'es-MX' : 'en-US').format(amount);
  return `$${number} MXN`;
}

function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export function paymentReceiptEmail(
  input: Receipt & { locale: EmailLocale; appUrl: string },
): ReceiptEmail {
  const { locale } = input;
  const texts = serverTexts.email.receipt;
  const words = serverTextsByLanguage[locale].email;
  const plan =
    input.previousPlanName === null
      ? input.planName
      : fill(texts.upgrade, { plan: input.planName, previous: input.previousPlanName })[locale];
  const method =
    input.amount === 0
      ? words.receipt.noCharge
      : input.card === null
        ? words.receipt.card
        : fill(texts.cardDetails, {
            brand: capitalized(input.card.brand),
            last4: input.card.last4,
          })[locale];
  const date = DateTime.fromJSDate(input.paidAt, { zone: MEXICO_CITY })
    .setLocale(locale === 'es' ? 'es-MX' : 'en-US')
    .toLocaleString({ dateStyle: 'long', timeStyle: 'short' });

  const rows: [string, string][] = [
    [words.receipt.plan, plan],
    ...(input.discount > 0 || input.promoCode !== null
      ? ([
          [words.receipt.subtotal, pesos(input.originalAmount, locale)],
          [
            fill(texts.promo, { code: input.promoCode ?? '' })[locale],
            `−${pesos(input.discount, locale)}`,
          ],
        ] as [string, string][])
      : []),
    [words.receipt.total, `${pesos(input.amount, locale)} (${words.receipt.taxIncluded})`],
    [words.receipt.method, method],
    [words.receipt.date, fill(texts.dateInMexicoCity, { date: date.replace(/\s+/g, ' ') })[locale]],
  ];
  const link = joinUrl(input.appUrl, 'dashboard', 'boda', String(input.weddingId), 'activacion');
  const greeting = emailGreeting(input.name, locale);

  const text = [
    greeting,
    '',
    words.receipt.intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `${words.receipt.action}: ${link}`,
    '',
    words.signature,
  ].join('\n');
  const html = emailDocument(
    locale,
    `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(words.receipt.intro)}</p>
<table style="border-collapse: collapse;">
${rows
  .map(
    ([label, value]) =>
      `<tr><th style="text-align: left; padding: 4px 16px 4px 0; font-weight: normal; color: #7a6a62;">${escapeHtml(label)}</th><td style="padding: 4px 0;">${escapeHtml(value)}</td></tr>`,
  )
  .join('\n')}
</table>
${emailButton(words.receipt.action, link)}
<p>${escapeHtml(words.signature)}</p>`,
  );
  return { subject: fill(texts.subject, { plan: input.planName })[locale], text, html, link };
}
