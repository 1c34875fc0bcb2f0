import { loadThemeFonts } from '@convite/invitation-renderer/font-loaders';
import { Invitation, type ConfirmationProps } from '@convite/invitation-renderer/invitation';
import type { InvitationLocale, InvitationModel } from '@convite/invitation-renderer/model';
import rendererCss from '@convite/invitation-renderer/styles.css?inline';
import type { ThemeContent } from '@convite/invitation-renderer/theme';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { themeSwatch } from '../utils/theme-edits.ts';

/** The size the invitation is drawn at (a phone's first screen), before it is scaled to the card. */
export const MINIATURE_WIDTH = 390;
export const MINIATURE_HEIGHT = 480;

/** The only design the renderer draws (section 2 of the specification). */
export const RENDERED_DESIGN = 'etiqueta';

/** A preview or a miniature never confirms anything: the form is drawn, its actions go nowhere. */
export const INERT_CONFIRMATION: ConfirmationProps = {
  status: 'idle',
  onSubmit: () => undefined,
  onCode: () => undefined,
};

/** Drawn a little before it scrolls into view, so a card is ready when it arrives. */
const AHEAD_OF_VIEW = '300px 0px';

let sharedSheet: CSSStyleSheet | null = null;

/**
 * Each miniature draws in a shadow root of its own: every theme's CSS names the same classes
 * (.inv-base-body…), so on one page, without the shadow, the last card's theme would paint them all.
 * The renderer's layout is one constructed sheet shared by every root (parsed once); where a browser
 * lacks them, a <style> element instead.
 */
function openShadow(host: HTMLElement): ShadowRoot {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  if (root.childNodes.length > 0 || root.adoptedStyleSheets?.length) return root;
  if (typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    sharedSheet ??= new CSSStyleSheet();
    if (sharedSheet.cssRules.length === 0) sharedSheet.replaceSync(rendererCss);
    root.adoptedStyleSheets = [sharedSheet];
  } else {
    const style = document.createElement('style');
    style.textContent = rendererCss;
    root.append(style);
  }
  return root;
}

/** True from the moment the element comes near the screen (at once where nothing can tell). */
function useOnceNearScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [isNear, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: AHEAD_OF_VIEW },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, isNear]);
  return isNear;
}

/** Keeps `--miniature-scale` on the frame equal to its width over the drawn width. */
function useScaleToWidth(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const frame = ref.current;
    if (!frame || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width ?? 0;
      if (width > 0) frame.style.setProperty('--miniature-scale', String(width / MINIATURE_WIDTH));
    });
    observer.observe(frame);
    return () => observer.disconnect();
  }, [ref]);
}

/** What every miniature of the tab draws: the couple's invitation, its language and one clock. */
export type MiniatureSubject = {
  /** The couple's own invitation, cut to its first screen (firstScreenOf). */
  model: InvitationModel;
  locale: InvitationLocale;
  now: Date;
};

type ThemeMiniatureProps = {
  content: ThemeContent;
  /** Null for a design the renderer does not draw: the card shows the theme's page colour only. */
  subject: MiniatureSubject | null;
  /** A click on the picture opens the preview (the card's Preview button does it for keyboards). */
  onOpen: () => void;
};

/**
 * The couple's invitation in one theme, drawn by the real renderer at a phone's size and scaled down
 * to the card with a CSS transform. Until the card nears the screen it is only the theme's page
 * colour, so a tab with many themes draws only the ones looked at. Decorative for assistive
 * technology (the card's name and Preview say it all) and inert, so its links take no focus.
 */
export function ThemeMiniature({ content, subject, onOpen }: ThemeMiniatureProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const [shadow, setShadow] = useState<ShadowRoot | null>(null);
  const isNear = useOnceNearScreen(frameRef);
  useScaleToWidth(frameRef);

  useEffect(() => {
    if (!isNear) return;
    void loadThemeFonts(content);
  }, [isNear, content]);

  return (
    <div
      ref={frameRef}
      className="theme-miniature"
      aria-hidden="true"
      style={{ background: themeSwatch(content).background }}
      onClick={onOpen}
    >
      {isNear && subject && (
        <div
          ref={(host) => {
            if (host && !shadow) setShadow(openShadow(host));
          }}
          className="theme-miniature__page"
          data-testid="theme-miniature"
          inert
          style={{ width: MINIATURE_WIDTH, height: MINIATURE_HEIGHT }}
        >
          {shadow &&
            createPortal(
              <Invitation
                embedded
                wedding={subject.model}
                guest={null}
                theme={content}
                locale={subject.locale}
                now={subject.now}
                confirmation={INERT_CONFIRMATION}
              />,
              shadow,
            )}
        </div>
      )}
    </div>
  );
}

/**
 * The couple's invitation cut to what a miniature can show: the first screen (photo, names, date,
 * the way to answer) and what follows it closely. The sections further down would be drawn for every
 * card and never seen, so they are left out.
 */
export function firstScreenOf(model: InvitationModel): InvitationModel {
  return {
    ...model,
    galleryImages: [],
    itineraryEvents: [],
    accommodations: [],
    giftRegistries: [],
    acceptsEnvelope: false,
    dressCodeEnabled: false,
    song: null,
  };
}
