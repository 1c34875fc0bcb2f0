// The couple's notices, in Spanish and English: a guest's answers (one by one or the day's digest)
// and the answer deadline coming with guests still missing. Each carries the one-click unsubscribe
// link in its footer; the List-Unsubscribe headers are set by the job that sends it.
import { fill, serverTexts, serverTextsByLanguage } from '@convite/i18n/server-texts';
import type { EmailLocale } from './email-layout.ts';
import { emailButton, emailDocument, emailGreeting, escapeHtml, joinUrl } from './email-layout.ts';
import { longDay } from '../content-kit/long-day.ts';

export type NoticeEmail = { subject: string; text: string; html: string };

export type AnswerLine = {
  guestId: number;
  name: string;
  lastName: string | null;
  confirmation: boolean;
  confirmedGuests: number | null;
  foodRestrictions: string | null;
  message: string | null;
};

type Links = { appUrl: string; weddingId: number; unsubscribeUrl: string };

type Block = { lines: string[]; link?: { label: string; url: string } };

function fullName(guest: { name: string; lastName: string | null }): string {
  return [guest.name, guest.lastName].filter(Boolean).join(' ');
}

function weddingUrl(links: Links, page: string, query = ''): string {
  return `${joinUrl(links.appUrl, 'dashboard', 'boda', String(links.weddingId), page)}${query}`;
}

function compose(input: {
  locale: EmailLocale;
  name: string | null;
  subject: string;
  intro: string;
  blocks: Block[];
  closing: string | null;
  action: { label: string; url: string } | null;
  links: Links;
}): NoticeEmail {
  const { locale, links } = input;
  const email = serverTextsByLanguage[locale].email;
  const greeting = emailGreeting(input.name, locale);
  const accountUrl = weddingUrl(links, 'cuenta');
  const footer = [
    email.noticeFooter.why,
    fill(serverTexts.email.noticeFooter.change, { link: accountUrl })[locale],
    fill(serverTexts.email.noticeFooter.unsubscribe, { link: links.unsubscribeUrl })[locale],
  ];
  const text = [
    greeting,
    '',
    input.intro,
    '',
    ...input.blocks.flatMap((block) => [
      ...block.lines,
      ...(block.link ? [`${block.link.label}: ${block.link.url}`] : []),
      '',
    ]),
    ...(input.closing ? [input.closing, ''] : []),
    ...(input.action ? [`${input.action.label}: ${input.action.url}`, ''] : []),
    email.signature,
    '',
    '--',
    ...footer,
  ].join('\n');
  const blocks = input.blocks
    .map(
      (block) =>
        `<li style="margin-bottom: 12px;">${block.lines
          .map((line, index) =>
            index === 0 ? `<strong>${escapeHtml(line)}</strong>` : escapeHtml(line),
          )
          .join('<br>')}${
          block.link
            ? `<br><a href="${escapeHtml(block.link.url)}" style="color: #8a6a3a;">${escapeHtml(block.link.label)}</a>`
            : ''
        }</li>`,
    )
    .join('\n');
  const html = emailDocument(
    locale,
    `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(input.intro)}</p>
<ul style="padding-left: 18px;">
${blocks}
</ul>
${input.closing ? `<p>${escapeHtml(input.closing)}</p>` : ''}
${input.action ? emailButton(input.action.label, input.action.url) : ''}
<p>${escapeHtml(email.signature)}</p>
<hr style="border: none; border-top: 1px solid #e5dcd3;">
<p style="font-size: 12px; color: #7a6a62;">${escapeHtml(email.noticeFooter.why)}<br>
<a href="${escapeHtml(accountUrl)}" style="color: #7a6a62;">${escapeHtml(email.noticeFooter.changeAction)}</a>
· <a href="${escapeHtml(links.unsubscribeUrl)}" style="color: #7a6a62;">${escapeHtml(email.noticeFooter.unsubscribeAction)}</a></p>`,
  );
  return { subject: input.subject, text, html };
}

function answerBlock(answer: AnswerLine, locale: EmailLocale, links: Links): Block {
  const texts = serverTexts.email.answerNotice;
  const status = !answer.confirmation
    ? texts.declined[locale]
    : answer.confirmedGuests !== null && answer.confirmedGuests > 1
      ? fill(texts.attendingPeople, { count: answer.confirmedGuests })[locale]
      : texts.attending[locale];
  const lines = [`${fullName(answer)} · ${status}`];
  if (answer.foodRestrictions)
    lines.push(fill(texts.foodRestrictions, { text: answer.foodRestrictions })[locale]);
  if (answer.message) lines.push(fill(texts.message, { text: answer.message })[locale]);
  return {
    lines,
    link: {
      label: texts.viewGuest[locale],
      url: weddingUrl(links, 'agregar-invitado', `?guest=${answer.guestId}`),
    },
  };
}

function missingLine(count: number, locale: EmailLocale): string {
  const texts = serverTexts.email.answerNotice;
  return count === 0 ? texts.noneMissing[locale] : fill(texts.stillMissing, { count })[locale];
}

/** The answers since the last notice: one guest names the subject, several are counted. */
export function answerNoticeEmail(input: {
  locale: EmailLocale;
  name: string | null;
  weddingName: string;
  answers: AnswerLine[];
  unanswered: number;
  digest: boolean;
  links: Links;
}): NoticeEmail {
  const { locale, answers } = input;
  const texts = serverTexts.email;
  const [only] = answers;
  const subject = input.digest
    ? answers.length === 1
      ? texts.answersDigest.subjectOne[locale]
      : fill(texts.answersDigest.subject, { count: answers.length })[locale]
    : answers.length === 1 && only
      ? fill(texts.answerNotice.subjectOne, { guest: fullName(only) })[locale]
      : fill(texts.answerNotice.subjectMany, { count: answers.length })[locale];
  const intro = fill(input.digest ? texts.answersDigest.intro : texts.answerNotice.intro, {
    wedding: input.weddingName,
  })[locale];
  return compose({
    locale,
    name: input.name,
    subject,
    intro,
    blocks: answers.map((answer) => answerBlock(answer, locale, input.links)),
    closing: missingLine(input.unanswered, locale),
    action: null,
    links: input.links,
  });
}

/** At most this many missing guests are named; the rest are counted. */
const MISSING_LISTED = 60;

/** A calendar day as the couple reads it ("sábado 1 de mayo"). */
function dayOf(day: string, locale: EmailLocale): string {
  return longDay(day, locale, { hasYear: false });
}

/** The guests still missing, one a line, the ones past MISSING_LISTED counted in the closing. */
function missingBlocks(missing: { name: string; lastName: string | null }[], locale: EmailLocale) {
  const listed = missing.slice(0, MISSING_LISTED);
  const rest = missing.length - listed.length;
  return {
    blocks: listed.map((guest) => ({ lines: [fullName(guest)] })),
    closing: rest > 0 ? fill(serverTexts.email.deadline.more, { count: rest })[locale] : null,
  };
}

export function deadlineEmail(input: {
  locale: EmailLocale;
  name: string | null;
  weddingName: string;
  deadline: string;
  missing: { name: string; lastName: string | null }[];
  links: Links;
}): NoticeEmail {
  const { locale } = input;
  const texts = serverTexts.email.deadline;
  const date = dayOf(input.deadline, locale);
  return compose({
    locale,
    name: input.name,
    subject: fill(texts.subject, { date, count: input.missing.length })[locale],
    intro: fill(texts.intro, { wedding: input.weddingName, date })[locale],
    ...missingBlocks(input.missing, locale),
    action: { label: texts.action[locale], url: weddingUrl(input.links, 'invitados') },
    links: input.links,
  });
}

/**
 * A reminder day of the couple's schedule without the WhatsApp Cloud API: the guests still missing
 * and the one-tap walkthrough that opens each reminder in WhatsApp from the couple's phone.
 */
export function reminderDayEmail(input: {
  locale: EmailLocale;
  name: string | null;
  weddingName: string;
  /** The answer deadline, or the wedding's day without one (`YYYY-MM-DD`, Mexico City). */
  day: string;
  isDeadline: boolean;
  missing: { name: string; lastName: string | null }[];
  links: Links;
}): NoticeEmail {
  const { locale, links } = input;
  const texts = serverTexts.email.reminderDay;
  const date = dayOf(input.day, locale);
  const walkthrough = joinUrl(
    links.appUrl,
    'dashboard',
    'boda',
    String(links.weddingId),
    'enviar',
    'recordatorio',
  );
  return compose({
    locale,
    name: input.name,
    subject: fill(texts.subject, { count: input.missing.length })[locale],
    intro: fill(input.isDeadline ? texts.intro : texts.introWedding, {
      wedding: input.weddingName,
      date,
    })[locale],
    ...missingBlocks(input.missing, locale),
    action: { label: texts.action[locale], url: walkthrough },
    links,
  });
}
