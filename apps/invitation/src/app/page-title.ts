import type { Language } from '@convite/i18n/create-i18n';
import {
  invitationDescription,
  notAvailableTitle,
} from '@convite/invitation-renderer/invitation-meta';
import type { i18n as I18n } from 'i18next';
import type { PageData } from './page-data.ts';

/** The document's title and description of one page in one language: the server's head, and the tab after a switch. */
export function pageTitle(
  page: PageData,
  i18n: I18n,
  language: Language,
): { title: string; description: string } {
  if (page.kind === 'invitation') {
    const { wedding } = page.invitation;
    return { title: wedding.name, description: invitationDescription(wedding, language) };
  }
  const common = i18n.getFixedT(language, 'common');
  const invitation = i18n.getFixedT(language, 'invitation');
  const title =
    page.kind === 'unavailable'
      ? invitation('offline.unavailable')
      : page.kind === 'answer-not-sent'
        ? invitation('offline.answerNotSent')
        : page.kind === 'limited'
          ? invitation('tooManyTries.title')
          : page.kind === 'guest-left'
            ? invitation('guestData.removedTitle')
            : page.kind === 'not-available'
              ? notAvailableTitle(language)
              : common('notFound.message');
  return { title: `${title} · Convite`, description: title };
}
