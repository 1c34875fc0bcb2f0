import { formatWeddingDate } from './dates.ts';
import { invitationI18n } from './invitation-i18n.tsx';
import type { InvitationLocale, InvitationModel } from './model.ts';

/** The link-preview description (og:description): "Boda de Ana & Luis · 14.11.2026". */
export function invitationDescription(
  wedding: Pick<InvitationModel, 'name' | 'date'>,
  locale: InvitationLocale,
): string {
  return invitationI18n(locale).t('meta.description', {
    ns: 'invitation',
    names: wedding.name,
    date: formatWeddingDate(wedding.date, locale),
  });
}

/** The title of the not-available page, for the document's <title>. */
export function notAvailableTitle(locale: InvitationLocale): string {
  return invitationI18n(locale).t('notAvailable.title', { ns: 'invitation' });
}
