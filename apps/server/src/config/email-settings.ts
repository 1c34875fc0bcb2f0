import { z } from 'zod';
import { documented, urlOf, type SettingsOf } from './settings-schema.ts';

/** Email: the SMTP server (or, unset, files in the outbox) and the sender. */
export const emailSettings = {
  SMTP_URL: documented(
    urlOf(['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL').optional(),
    'an SMTP server (`smtp://user:pass@host:587`)',
    'none: emails go to `DATA_DIR/outbox/`',
  ),
  MAIL_FROM: documented(
    z.string().default('Convite <no-reply@convite.mx>'),
    'the sender of every email',
  ),
};

export function emailConfig(s: SettingsOf<typeof emailSettings>) {
  return { smtpUrl: s.SMTP_URL ?? null, mailFrom: s.MAIL_FROM };
}
