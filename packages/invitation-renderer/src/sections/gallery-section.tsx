import { lazy, Suspense, useRef, useState, type MouseEvent } from 'react';
import { useInvitationTexts } from '../invitation-i18n.tsx';
import type { InvitationModel } from '../model.ts';
import { LazyImage } from './lazy-image.tsx';
import { Section } from './section.tsx';

// The full-screen viewer is code of its own, fetched when a guest first reaches for a photo: it is
// not part of the page's first script.
const loadViewer = () => import('./gallery-viewer.tsx');
const GalleryViewer = lazy(async () => ({ default: (await loadViewer()).GalleryViewer }));

/**
 * The couple's photos in their own proportions (columns, no crop), loaded lazily as they scroll near.
 * Each is a link to the photo itself, so it opens without the script too; with it, the link opens
 * the full-screen viewer, and closing it gives the focus back to the photo that opened it.
 */
export function GallerySection({ wedding }: { wedding: InvitationModel }) {
  const t = useInvitationTexts();
  const images = wedding.galleryImages;
  const count = images.length;
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const opener = useRef<HTMLAnchorElement | null>(null);

  const open = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click keeps the browser's meaning (a new tab, a download).
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    opener.current = event.currentTarget;
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
        {images.map((image, index) => (
          <li key={image.id} className="inv-gallery-item">
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
                sizes="(min-width: 64rem) 18rem, 50vw"
              />
            </a>
          </li>
        ))}
      </ul>
      {openIndex === null ? null : (
        <Suspense fallback={null}>
          <GalleryViewer images={images} index={openIndex} onIndex={setOpenIndex} onClose={close} />
        </Suspense>
      )}
    </Section>
  );
}
