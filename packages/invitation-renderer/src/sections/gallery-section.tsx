import { lazy, Suspense, useRef, useState, type CSSProperties, type MouseEvent } from 'react';
import { gallerySlots, NARROW_ROWS, WIDE_ROWS, type GallerySlot } from '../gallery-rows.ts';
import { useInvitationTexts } from '../invitation-i18n.tsx';
import type { InvitationModel } from '../model.ts';
import { LazyImage } from './lazy-image.tsx';
import { Section } from './section.tsx';

// The full-screen viewer is code of its own, fetched when a guest first reaches for a photo: it is
// not part of the page's first script.
const loadViewer = () => import('./gallery-viewer.tsx');
const GalleryViewer = lazy(async () => ({ default: (await loadViewer()).GalleryViewer }));

/** The gallery's width on a computer, in rem (the band of the wide sections, styles.css). */
const WIDE_GALLERY_REM = 62;

/**
 * A photo's box as CSS variables: its ratio (the frame keeps it, so a row's frames end flush
 * whatever their padding) and its width in its row on a phone and on a computer.
 */
function slotStyle(ratio: number, narrow: GallerySlot, wide: GallerySlot): CSSProperties {
  return {
    '--inv-gallery-ratio': (ratio > 0 ? ratio : 1).toFixed(5),
    '--inv-gallery-share': narrow.share.toFixed(5),
    '--inv-gallery-gaps': narrow.gaps,
    '--inv-gallery-share-wide': wide.share.toFixed(5),
    '--inv-gallery-gaps-wide': wide.gaps,
  } as CSSProperties;
}

/** The photo's displayed width, so the browser picks the right file of its srcset. */
function slotSizes(narrow: GallerySlot, wide: GallerySlot): string {
  const rem = Math.ceil(wide.share * WIDE_GALLERY_REM);
  return `(min-width: 64rem) ${rem}rem, ${Math.ceil(narrow.share * 100)}vw`;
}

/**
 * The couple's photos in their own proportions (rows of one height, each as wide as the gallery, no
 * crop: gallery-rows.ts), loaded lazily as they scroll near.
 * Each is a link to the photo itself, so it opens without the script too; with it, the link opens
 * the full-screen viewer, and closing it gives the focus back to the photo that opened it.
 */
export function GallerySection({ wedding }: { wedding: InvitationModel }) {
  const t = useInvitationTexts();
  const images = wedding.galleryImages;
  const count = images.length;
  const ratios = images.map((image) => image.aspectRatio);
  const narrow = gallerySlots(ratios, NARROW_ROWS);
  const wide = gallerySlots(ratios, WIDE_ROWS);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  // The viewer is drawn outside the invitation (in document.body), where the theme's fonts do not
  // reach: it takes the gallery's own.
  const [fontFamily, setFontFamily] = useState<string | undefined>(undefined);
  const opener = useRef<HTMLAnchorElement | null>(null);

  const open = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click keeps the browser's meaning (a new tab, a download).
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    opener.current = event.currentTarget;
    setFontFamily(getComputedStyle(event.currentTarget).fontFamily || undefined);
    setOpenIndex(index);
  };
  const close = () => {
    setOpenIndex(null);
    opener.current?.focus();
  };
  const preload = () => void loadViewer();

  return (
    <Section
      name="gallery"
      title={t('gallery.title')}
      isTitleShown={wedding.showGallerySectionTitle}
    >
      <ul className="inv-gallery">
        {images.map((image, index) => {
          const narrowSlot = narrow[index] ?? { share: 1, gaps: 0 };
          const wideSlot = wide[index] ?? { share: 1, gaps: 0 };
          return (
            <li
              key={image.id}
              className="inv-gallery-item"
              style={slotStyle(image.aspectRatio, narrowSlot, wideSlot)}
            >
              <a
                href={image.src}
                className="inv-gallery-link inv-page-photo"
                aria-label={t('gallery.open', { number: index + 1, count })}
                onClick={open(index)}
                onPointerEnter={preload}
                onTouchStart={preload}
                onFocus={preload}
              >
                <LazyImage
                  image={image}
                  alt={t('gallery.imageAlt', { number: index + 1, count })}
                  sizes={slotSizes(narrowSlot, wideSlot)}
                />
              </a>
            </li>
          );
        })}
      </ul>
      {openIndex === null ? null : (
        <Suspense fallback={null}>
          <GalleryViewer
            images={images}
            index={openIndex}
            onIndex={setOpenIndex}
            onClose={close}
            fontFamily={fontFamily}
          />
        </Suspense>
      )}
    </Section>
  );
}
