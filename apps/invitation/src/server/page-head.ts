import type { Language } from '@convite/i18n/create-i18n';
import {
  invitationDescription,
  notAvailableTitle,
} from '@convite/invitation-renderer/invitation-meta';
import type { i18n as I18n } from 'i18next';
import type { PageData } from '../app/page-data.ts';
import type { PageHead } from './html-document.ts';

/** Must equal the `sizes` of the renderer's cover <img>, or the browser fetches the cover twice. */
export const COVER_SIZES = '100vw';

/** The head of one page: per-wedding link-preview tags for an invitation, a plain title otherwise. */
export function pageHead(
  page: PageData,
  { i18n, language, pageUrl }: { i18n: I18n; language: Language; pageUrl: string },
): PageHead {
  const common = i18n.getFixedT(language, 'common');
  if (page.kind !== 'invitation') {
    const title =
      page.kind === 'unavailable'
        ? common('errors.unexpected')
        : page.kind === 'not-available'
          ? notAvailableTitle(language)
          : common('notFound.message');
    return { title: `${title} · Convite`, description: title };
  }
  const { wedding } = page.invitation;
  const description = invitationDescription(wedding, language);
  const cover = wedding.coverImages[0];
  const shareImage = wedding.shareImage ?? null;
  return {
    title: wedding.name,
    description,
    share: {
      title: wedding.name,
      description,
      // Without the code: the preview names the wedding, never the guest.
      url: pageUrl,
      image: shareImage
        ? { url: new URL(shareImage, pageUrl).href, type: 'image/jpeg', alt: wedding.name }
        : null,
    },
    preloadImage: cover
      ? {
          href: cover.src,
          srcSet: cover.srcSet ?? null,
          sizes: COVER_SIZES,
        }
      : null,
  };
}
