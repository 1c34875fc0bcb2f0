// The account emails, in Spanish and English: subject, plain text and simple HTML with the link.
import { fill, serverTexts, serverTextsByLanguage } from '@convite/i18n/server-texts';

export type EmailLocale = 'es' | 'en';

export type EmailContent = { subject: string; text: string; html: string; link: string };

type Texts = Readonly<{ subject: string; body: string; action: string; footer: string }>;

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** "Hola, Ana:" or, without a name, "Hola:", in the email's language. */
export function emailGreeting(name: string | null, locale: EmailLocale): string {
  return name
    ? fill(serverTexts.email.greeting, { name })[locale]
    : serverTextsByLanguage[locale].email.greetingWithoutName;
}

/** Convite's gold button to a link, as a paragraph of an email's HTML. */
export function emailButton(label: string, url: string): string {
  return `<p><a href="${escapeHtml(url)}" style="display: inline-block; padding: 10px 18px; background: #b08d57; color: #ffffff; text-decoration: none; border-radius: 6px;">${escapeHtml(label)}</a></p>`;
}

/** Every email's HTML document around its body (the body's lines, without a final newline). */
export function emailDocument(locale: EmailLocale, body: string): string {
  return `<!doctype html>
<html lang="${locale}">
<body style="font-family: Arial, sans-serif; color: #3b2f2a; line-height: 1.5;">
${body}
</body>
</html>
`;
}

function render(
  texts: Texts,
  link: string,
  name: string | null,
  locale: EmailLocale,
): EmailContent {
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

export function joinUrl(appUrl: string, ...segments: string[]): string {
  return `${appUrl.replace(/\/+$/, '')}/${segments.map(encodeURIComponent).join('/')}`;
}

export function verificationEmail(input: {
  appUrl: string;
  token: string;
  name: string | null;
  locale: EmailLocale;
}): EmailContent {
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
}): EmailContent {
  return render(
    serverTextsByLanguage[input.locale].email.resetPassword,
    joinUrl(input.appUrl, 'restablecer-password', input.token),
    input.name,
    input.locale,
  );
}
