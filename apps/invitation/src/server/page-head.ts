import type { Language } from '@convite/i18n/create-i18n';
import { COVER_SIZES } from '@convite/invitation-renderer/cover-image';
import type { ThemeContent } from '@convite/invitation-renderer/theme';
import type { i18n as I18n } from 'i18next';
import type { PageData } from '../app/page-data.ts';
import { pageTitle } from '../app/page-title.ts';
import { pageFontStylesheets, type FontStylesheets } from './font-stylesheets.ts';
import type { PageHead } from './html-document.ts';
import { openingCallPath, openingPixelPath } from './opening-pixel-route.ts';

/** `url` against `base`; as it is when neither is absolute (a server with no public origin set). */
function resolveUrl(url: string, base: string): string {
  if (URL.canParse(url)) return new URL(url).href;
  return URL.canParse(base) ? new URL(url, base).href : url;
}

/** The head of one page: per-wedding link-preview tags for an invitation, a plain title otherwise. */
export function pageHead(
  page: PageData,
  {
    i18n,
    language,
    pageUrl,
    fontStylesheets = {},
    isCouplePreview = false,
  }: {
    i18n: I18n;
    language: Language;
    pageUrl: string;
    fontStylesheets?: FontStylesheets;
    /** The couple's look at a guest's own link (`?code=…&preview=1`): no opening is recorded. */
    isCouplePreview?: boolean;
  },
): PageHead {
  const { title, description } = pageTitle(page, i18n, language);
  const theme = page.kind === 'invitation' ? (page.invitation.theme as ThemeContent | null) : null;
  const fonts = pageFontStylesheets(fontStylesheets, theme);
  if (page.kind !== 'invitation') return { title, description, fontStylesheets: fonts };
  const { wedding } = page.invitation;
  const cover = wedding.coverImages[0];
  const shareImage = wedding.shareImage ?? null;
  // Only a guest's own page records an opening: never a preview, a wrong code or the bare link.
  const opening =
    page.invitation.guest && page.code && !page.preview && !isCouplePreview
      ? {
          url: openingCallPath(page.slug),
          code: page.code,
          pixel: openingPixelPath(page.slug, page.code),
        }
      : null;
  return {
    opening,
    title,
    description,
    fontStylesheets: fonts,
    share: {
      title,
      description,
      // Without the code: the preview names the wedding, never the guest.
      url: pageUrl,
      image: shareImage
        ? { url: resolveUrl(shareImage, pageUrl), type: 'image/jpeg', alt: wedding.name }
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
