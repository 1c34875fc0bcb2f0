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

function render(
  texts: Texts,
  link: string,
  name: string | null,
  locale: EmailLocale,
): EmailContent {
  const email = serverTextsByLanguage[locale].email;
  const greeting = name
    ? fill(serverTexts.email.greeting, { name })[locale]
    : email.greetingWithoutName;
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
  const html = `<!doctype html>
<html lang="${locale}">
<body style="font-family: Arial, sans-serif; color: #3b2f2a; line-height: 1.5;">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(texts.body)}</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #b08d57; color: #ffffff; text-decoration: none; border-radius: 6px;">${escapeHtml(texts.action)}</a></p>
<p style="font-size: 13px;">${escapeHtml(link)}</p>
<p style="font-size: 13px; color: #7a6a62;">${escapeHtml(texts.footer)}</p>
<p>${escapeHtml(email.signature)}</p>
</body>
</html>
`;
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
