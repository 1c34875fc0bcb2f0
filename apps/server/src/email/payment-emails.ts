// The payment emails a couple receives, in Spanish or English, transactional (no unsubscribe
// footer): the receipt after paying (what was bought, what was paid and how, IVA included, dated in
// Mexico City), and the instructions of an OXXO voucher or SPEI transfer still to pay. Both link to
// the wedding's activation tab.
import { fill, serverTexts, serverTextsByLanguage } from '@convite/i18n/server-texts';
import type { components } from '@convite/api/schema';
import type { PaymentMethodKind } from '@convite/rules/payment-methods';
import { DateTime } from 'luxon';
import { WEDDING_TIME_ZONE } from '@convite/rules/time-zone';
import {
  emailButton,
  emailDocument,
  emailGreeting,
  escapeHtml,
  joinUrl,
  type EmailLocale,
} from './email-layout.ts';

type Schemas = components['schemas'];

export type PaymentEmail = { subject: string; text: string; html: string; link: string };

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
  /** Null before the provider said (payments older than the methods). */
  method: PaymentMethodKind | null;
  /** Null when the provider did not tell us the card (or nothing was charged). */
  card: { brand: string; last4: string } | null;
  /** Meses sin intereses, or null for one payment. */
  installments: number | null;
  paidAt: Date;
};

function pesos(amount: number, locale: EmailLocale): string {
  const number = new Intl.NumberFormat(locale === 'es' ? 'es-MX' : 'en-US').format(amount);
  return `$${number} MXN`;
}

function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export function paymentReceiptEmail(
  input: Receipt & { locale: EmailLocale; appUrl: string },
): PaymentEmail {
  const { locale } = input;
  const texts = serverTexts.email.receipt;
  const words = serverTextsByLanguage[locale].email;
  const plan =
    input.previousPlanName === null
      ? input.planName
      : fill(texts.upgrade, { plan: input.planName, previous: input.previousPlanName })[locale];
  const card =
    input.card === null
      ? words.receipt.card
      : fill(texts.cardDetails, {
          brand: capitalized(input.card.brand),
          last4: input.card.last4,
        })[locale];
  const method =
    input.amount === 0
      ? words.receipt.noCharge
      : input.method === 'oxxo' || input.method === 'spei'
        ? words.receipt[input.method]
        : input.installments === null
          ? card
          : fill(texts.installments, { method: card, months: String(input.installments) })[locale];

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
    [words.receipt.date, mexicoCityDate(input.paidAt, locale)],
  ];
  return {
    subject: fill(texts.subject, { plan: input.planName })[locale],
    ...paymentEmailBody(input, [words.receipt.intro], rows, words.receipt.action),
  };
}

/** A date and time as Mexico City reads it, saying so. */
function mexicoCityDate(at: Date, locale: EmailLocale): string {
  const date = DateTime.fromJSDate(at, { zone: WEDDING_TIME_ZONE })
    .setLocale(locale === 'es' ? 'es-MX' : 'en-US')
    .toLocaleString({ dateStyle: 'long', timeStyle: 'short' });
  return fill(serverTexts.email.receipt.dateInMexicoCity, { date: date.replace(/\s+/g, ' ') })[
    locale
  ];
}

/** Greeting, paragraphs, a table of label and value, the button to the activation tab, signature. */
function paymentEmailBody(
  input: { locale: EmailLocale; appUrl: string; name: string | null; weddingId: number },
  paragraphs: string[],
  rows: [string, string][],
  action: string,
  extraLink: { label: string; url: string } | null = null,
): Omit<PaymentEmail, 'subject'> {
  const { locale } = input;
  const words = serverTextsByLanguage[locale].email;
  const link = joinUrl(input.appUrl, 'dashboard', 'boda', String(input.weddingId), 'activacion');
  const greeting = emailGreeting(input.name, locale);
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(extraLink === null ? [] : [`${extraLink.label}: ${extraLink.url}`]),
    `${action}: ${link}`,
    '',
    words.signature,
  ].join('\n');
  const html = emailDocument(
    locale,
    `<p>${escapeHtml(greeting)}</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<table style="border-collapse: collapse;">
${rows
  .map(
    ([label, value]) =>
      `<tr><th style="text-align: left; padding: 4px 16px 4px 0; font-weight: normal; color: #7a6a62;">${escapeHtml(label)}</th><td style="padding: 4px 0;">${escapeHtml(value)}</td></tr>`,
  )
  .join('\n')}
</table>
${extraLink === null ? '' : `<p><a href="${escapeHtml(extraLink.url)}">${escapeHtml(extraLink.label)}</a></p>`}
${emailButton(action, link)}
<p>${escapeHtml(words.signature)}</p>`,
  );
  return { text, html, link };
}

/** What the couple still has to pay: an OXXO voucher or a SPEI transfer. */
export type PaymentInstructions = {
  name: string | null;
  weddingId: number;
  planName: string;
  /** The voucher or transfer as the couple's apps read it (pesos). */
  action: Schemas['OxxoVoucherAction'] | Schemas['SpeiTransferAction'];
};

export function paymentInstructionsEmail(
  input: PaymentInstructions & { locale: EmailLocale; appUrl: string },
): PaymentEmail {
  const { locale, action } = input;
  const texts = serverTexts.email.paymentInstructions;
  const words = serverTextsByLanguage[locale].email.paymentInstructions;
  if (action.kind === 'oxxo_voucher') {
    return {
      subject: fill(texts.oxxoSubject, { plan: input.planName })[locale],
      ...paymentEmailBody(
        input,
        [words.oxxoIntro, words.oxxoSteps],
        [
          [words.reference, action.number],
          [words.amount, pesos(action.amount, locale)],
          [words.expires, mexicoCityDate(new Date(action.expiresAt), locale)],
        ],
        words.action,
        action.voucherUrl === null ? null : { label: words.voucher, url: action.voucherUrl },
      ),
    };
  }
  return {
    subject: fill(texts.speiSubject, { plan: input.planName })[locale],
    ...paymentEmailBody(
      input,
      [words.speiIntro, words.speiSteps],
      [
        [words.clabe, action.clabe],
        [words.bank, action.bankName],
        [words.reference, action.reference],
        [words.amount, pesos(action.amount, locale)],
      ],
      words.action,
      action.instructionsUrl === null
        ? null
        : { label: words.instructions, url: action.instructionsUrl },
    ),
  };
}
