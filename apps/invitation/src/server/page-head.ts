import type { Language } from '@convite/i18n/create-i18n';
import type { ThemeContent } from '@convite/invitation-renderer/theme';
import type { i18n as I18n } from 'i18next';
import type { PageData } from '../app/page-data.ts';
import { pageTitle } from '../app/page-title.ts';
import { pageFontStylesheets, type FontStylesheets } from './font-stylesheets.ts';
import type { PageHead } from './html-document.ts';

/** Must equal the `sizes` of the renderer's cover <img>, or the browser fetches the cover twice. */
export const COVER_SIZES = '100vw';

/** The head of one page: per-wedding link-preview tags for an invitation, a plain title otherwise. */
export function pageHead(
  page: PageData,
  {
    i18n,
    language,
    pageUrl,
    fontStylesheets = {},
  }: { i18n: I18n; language: Language; pageUrl: string; fontStylesheets?: FontStylesheets },
): PageHead {
  const { title, description } = pageTitle(page, i18n, language);
  const theme = page.kind === 'invitation' ? (page.invitation.theme as ThemeContent | null) : null;
  const fonts = pageFontStylesheets(fontStylesheets, theme);
  if (page.kind !== 'invitation') return { title, description, fontStylesheets: fonts };
  const { wedding } = page.invitation;
  const cover = wedding.coverImages[0];
  const shareImage = wedding.shareImage ?? null;
  return {
    title,
    description,
    fontStylesheets: fonts,
    share: {
      title,
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
