// The account emails (verify the address, reset the password), in Spanish and English: subject,
// plain text and simple HTML with the link.
import { serverTextsByLanguage } from '@convite/i18n/server-texts';
import {
  emailButton,
  emailDocument,
  emailGreeting,
  escapeHtml,
  joinUrl,
  type EmailLocale,
} from './email-layout.ts';

export type AccountEmail = { subject: string; text: string; html: string; link: string };

type Texts = Readonly<{ subject: string; body: string; action: string; footer: string }>;

function render(
  texts: Texts,
  link: string,
  name: string | null,
  locale: EmailLocale,
): AccountEmail {
  const email = serverTextsByLanguage[locale].email;
  const greeting = emailGreeting(name, locale);
  const text = [
    greeting,
    '',
    texts.body,
    '',
    `${texts.action}: ${link}`,
    '',
    texts.footer,
    '',
    email.signature,
  ].join('\n');
  const html = emailDocument(
    locale,
    `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(texts.body)}</p>
${emailButton(texts.action, link)}
<p style="font-size: 13px;">${escapeHtml(link)}</p>
<p style="font-size: 13px; color: #7a6a62;">${escapeHtml(texts.footer)}</p>
<p>${escapeHtml(email.signature)}</p>`,
  );
  return { subject: texts.subject, text, html, link };
}

/** Who the email is for and where its link leads: the app's address and the one-time token. */
type AccountEmailInput = {
  appUrl: string;
  token: string;
  name: string | null;
  locale: EmailLocale;
};

/** Each account email: its texts and the app's page its link opens. */
const ACCOUNT_EMAILS = {
  verification: 'verificacion',
  passwordReset: 'restablecer-password',
} as const;

function accountEmail(kind: keyof typeof ACCOUNT_EMAILS, input: AccountEmailInput): AccountEmail {
  return render(
    serverTextsByLanguage[input.locale].email[kind],
    joinUrl(input.appUrl, ACCOUNT_EMAILS[kind], input.token),
    input.name,
    input.locale,
  );
}

export function verificationEmail(input: AccountEmailInput): AccountEmail {
  return accountEmail('verification', input);
}

export function resetPasswordEmail(input: AccountEmailInput): AccountEmail {
  return accountEmail('passwordReset', input);
}
