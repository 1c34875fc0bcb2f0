// The account emails, in Spanish and English: subject, plain text and simple HTML with the link.

export type EmailLocale = 'es' | 'en';

export type EmailContent = { subject: string; text: string; html: string; link: string };

type Texts = {
  subject: string;
  greeting: (name: string | null) => string;
  body: string;
  action: string;
  footer: string;
};

const VERIFICATION: Record<EmailLocale, Texts> = {
  es: {
    subject: 'Verifica tu correo en Convite',
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    body: 'Gracias por registrarte en Convite. Confirma tu correo electrónico con el siguiente enlace. El enlace vence en 48 horas.',
    action: 'Verificar mi correo',
    footer: 'Si no creaste una cuenta en Convite, ignora este mensaje.',
  },
  en: {
    subject: 'Verify your email for Convite',
    greeting: (name) => (name ? `Hi ${name},` : 'Hi,'),
    body: 'Thank you for signing up to Convite. Confirm your email address with the link below. The link expires in 48 hours.',
    action: 'Verify my email',
    footer: 'If you did not create a Convite account, ignore this message.',
  },
};

const RESET: Record<EmailLocale, Texts> = {
  es: {
    subject: 'Restablece tu contraseña de Convite',
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    body: 'Recibimos una solicitud para restablecer tu contraseña. Usa el siguiente enlace para elegir una nueva. El enlace vence en 60 minutos y solo se puede usar una vez.',
    action: 'Restablecer contraseña',
    footer: 'Si no lo solicitaste, ignora este mensaje: tu contraseña no cambiará.',
  },
  en: {
    subject: 'Reset your Convite password',
    greeting: (name) => (name ? `Hi ${name},` : 'Hi,'),
    body: 'We received a request to reset your password. Use the link below to choose a new one. The link expires in 60 minutes and can be used only once.',
    action: 'Reset password',
    footer: 'If you did not ask for this, ignore this message: your password will not change.',
  },
};

function escapeHtml(value: string): string {
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
  const greeting = texts.greeting(name);
  const text = [
    greeting,
    '',
    texts.body,
    '',
    `${texts.action}: ${link}`,
    '',
    texts.footer,
    '',
    'Convite',
  ].join('\n');
  const html = `<!doctype html>
<html lang="${locale}">
<body style="font-family: Arial, sans-serif; color: #3b2f2a; line-height: 1.5;">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(texts.body)}</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #b08d57; color: #ffffff; text-decoration: none; border-radius: 6px;">${escapeHtml(texts.action)}</a></p>
<p style="font-size: 13px;">${escapeHtml(link)}</p>
<p style="font-size: 13px; color: #7a6a62;">${escapeHtml(texts.footer)}</p>
<p>Convite</p>
</body>
</html>
`;
  return { subject: texts.subject, text, html, link };
}

function joinUrl(appUrl: string, ...segments: string[]): string {
  return `${appUrl.replace(/\/+$/, '')}/${segments.map(encodeURIComponent).join('/')}`;
}

export function verificationEmail(input: {
  appUrl: string;
  token: string;
  name: string | null;
  locale: EmailLocale;
}): EmailContent {
  return render(
    VERIFICATION[input.locale],
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
    RESET[input.locale],
    joinUrl(input.appUrl, 'restablecer-password', input.token),
    input.name,
    input.locale,
  );
}
