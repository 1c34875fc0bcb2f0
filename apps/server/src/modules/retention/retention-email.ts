// The couple's notice that their guests' data will be erased, in Spanish and English, in the style
// of the other notices (email/notice-emails.ts). It is a notice of the service, not one of the
// couple's chosen notices: it has no unsubscribe link (they cannot opt out of being told).
import { fill, serverTexts, serverTextsByLanguage } from '@convite/i18n/server-texts';
import { longDay } from '../../content-kit/long-day.ts';
import {
  emailButton,
  emailDocument,
  emailGreeting,
  escapeHtml,
  joinUrl,
  type EmailLocale,
} from '../../email/email-layout.ts';

export type RetentionEmail = { subject: string; text: string; html: string };

export function retentionNoticeEmail(input: {
  locale: EmailLocale;
  name: string | null;
  weddingName: string;
  weddingId: number;
  /** The day the guests will be erased (not before). */
  erasesOn: Date;
  retentionDays: number;
  appUrl: string;
}): RetentionEmail {
  const { locale } = input;
  const texts = serverTexts.guestDataRetention;
  const date = longDay(input.erasesOn, locale);
  const weddingPage = (page: string) =>
    joinUrl(input.appUrl, 'dashboard', 'boda', String(input.weddingId), page);
  const guestsUrl = weddingPage('invitados');
  const accountUrl = weddingPage('cuenta');
  const greeting = emailGreeting(input.name, locale);
  const intro = fill(texts.intro, {
    wedding: input.weddingName,
    date,
    days: input.retentionDays,
  })[locale];
  const keep = texts.keep[locale];
  const account = fill(texts.account, { link: accountUrl })[locale];
  const signature = serverTextsByLanguage[locale].email.signature;
  const text = [
    greeting,
    '',
    intro,
    '',
    keep,
    '',
    `${texts.action[locale]}: ${guestsUrl}`,
    account,
    '',
    signature,
  ].join('\n');
  const html = emailDocument(
    locale,
    `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p>${escapeHtml(keep)}</p>
${emailButton(texts.action[locale], guestsUrl)}
<p><a href="${escapeHtml(accountUrl)}" style="color: #8a6a3a;">${escapeHtml(account.replace(`: ${accountUrl}`, ''))}</a></p>
<p>${escapeHtml(signature)}</p>`,
  );
  return { subject: fill(texts.subject, { date })[locale], text, html };
}
