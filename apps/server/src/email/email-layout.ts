// What every email of Convite shares, whatever it tells: its languages, the greeting, the gold
// button, the HTML document around the body, escaping, and the links into the apps.
import { fill, serverTexts, serverTextsByLanguage } from '@convite/i18n/server-texts';

export type EmailLocale = 'es' | 'en';

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

export function joinUrl(appUrl: string, ...segments: string[]): string {
  return `${appUrl.replace(/\/+$/, '')}/${segments.map(encodeURIComponent).join('/')}`;
}
