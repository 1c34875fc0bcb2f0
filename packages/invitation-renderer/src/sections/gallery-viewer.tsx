import { useEffect, useRef, type KeyboardEvent, type TouchEvent } from 'react';
import { createPortal } from 'react-dom';
import { useInvitationTexts } from '../invitation-i18n.tsx';
import type { ImageModel } from '../model.ts';

/** How far (px) a finger must travel sideways, more than up or down, to turn the photo. */
export const SWIPE_DISTANCE = 40;

type GalleryViewerProps = {
  images: ImageModel[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  /** The invitation's body font (the viewer is drawn outside it, in document.body). */
  fontFamily?: string;
};

/**
 * One photo at a time over the whole screen, whole (never cropped). A modal dialog: the focus starts
 * on "close" and stays inside; arrows and a swipe turn the photos (round the ends), Esc closes.
 * It is rendered into document.body: inside the page, a section still fading in (a transform) would
 * hold the fixed viewer inside its own box instead of the screen.
 */
export function GalleryViewer({ images, index, onIndex, onClose, fontFamily }: GalleryViewerProps) {
  const t = useInvitationTexts();
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const count = images.length;
  const image = images[index];
  const go = (step: number) => onIndex((index + step + count) % count);

  useEffect(() => {
    closeButton.current?.focus();
    // The page behind stays still while the photo is open.
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'Tab') {
      keepFocusInside(event, dialog.current);
    }
  };
  const onTouchStart = (event: TouchEvent<HTMLDivElement>) => {
    const touch = event.changedTouches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent<HTMLDivElement>) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) <= Math.abs(dy)) return;
    go(dx < 0 ? 1 : -1);
  };

  if (!image) return null;
  const position = t('gallery.position', { number: index + 1, count });
  return createPortal(
    <div
      ref={dialog}
      className="inv-viewer"
      style={fontFamily ? { fontFamily } : undefined}
      role="dialog"
      aria-modal="true"
      aria-label={t('gallery.viewer', { number: index + 1, count })}
      onKeyDown={onKeyDown}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
      data-testid="gallery-viewer"
    >
      <img
        key={image.id}
        className="inv-viewer-image"
        src={image.src}
        srcSet={image.srcSet ?? undefined}
        sizes="100vw"
        alt={t('gallery.imageAlt', { number: index + 1, count })}
        width={Math.round(1000 * (image.aspectRatio > 0 ? image.aspectRatio : 1))}
        height={1000}
      />
      <p className="inv-viewer-position" aria-live="polite">
        {position}
      </p>
      <button
        ref={closeButton}
        type="button"
        className="inv-viewer-button inv-viewer-close"
        aria-label={t('gallery.close')}
        onClick={onClose}
      >
        <span aria-hidden="true">×</span>
      </button>
      {count > 1 ? (
        <>
          <button
            type="button"
            className="inv-viewer-button inv-viewer-previous"
            aria-label={t('gallery.previous')}
            onClick={() => go(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="inv-viewer-button inv-viewer-next"
            aria-label={t('gallery.next')}
            onClick={() => go(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </>
      ) : null}
    </div>,
    document.body,
  );
}

/** Tab from the last button goes to the first, and Shift+Tab from the first to the last. */
function keepFocusInside(event: KeyboardEvent, container: HTMLElement | null) {
  const buttons = container ? Array.from(container.querySelectorAll('button')) : [];
  const first = buttons[0];
  const last = buttons[buttons.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
