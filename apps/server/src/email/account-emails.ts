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

export function verificationEmail(input: {
  appUrl: string;
  token: string;
  name: string | null;
  locale: EmailLocale;
}): AccountEmail {
  return render(
    serverTextsByLanguage[input.locale].email.verification,
    joinUrl(input.appUrl, 'verificacion', input.token),
    input.name,
    input.locale,
  );
}

export function resetPasswordEmail(input: {
  appUrl: string;
  token: string;
  name: string | null;
  locale: EmailLocale;
}): AccountEmail {
  return render(
    serverTextsByLanguage[input.locale].email.resetPassword,
    joinUrl(input.appUrl, 'restablecer-password', input.token),
    input.name,
    input.locale,
  );
}
