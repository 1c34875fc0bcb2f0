import { currentLanguage } from '@convite/i18n/create-i18n';
import { loadThemeFonts } from '@convite/invitation-renderer/font-loaders';
import { Invitation } from '@convite/invitation-renderer/invitation';
import '@convite/invitation-renderer/styles.css';
import { ETIQUETA_THEME, type ThemeContent } from '@convite/invitation-renderer/theme';
import { Button } from '@convite/ui/button';
import { ConfirmModal } from '@convite/ui/confirm-modal';
import { Modal } from '@convite/ui/modal';
import { useUnsavedChanges } from '@convite/ui/unsaved-changes';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Wedding } from '../../../lib/wedding.ts';
import {
  createThemeFromDefault,
  themeContent,
  updateThemeContent,
  useThemeMutation,
  type Theme,
} from '../api/themes.ts';
import { weddingToInvitation } from '../../../lib/wedding-to-invitation.ts';
import { StyleEditor } from './style-editor.tsx';
import { INERT_CONFIRMATION, RENDERED_DESIGN } from './theme-miniature.tsx';

/** What the overlay shows: one of the wedding's themes, a public theme, or the default Etiqueta. */
export type PreviewTarget =
  { kind: 'own'; theme: Theme } | { kind: 'public'; theme: Theme } | { kind: 'default' };

/** From this width the editor sits beside the invitation (themes.css); below it, a bottom sheet. */
const SIDE_BY_SIDE = '(min-width: 720px)';

/** Open at first beside the invitation on a computer; closed on a phone, so the invitation shows. */
function isEditorOpenAtFirst(): boolean {
  return window.matchMedia?.(SIDE_BY_SIDE).matches ?? true;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab wrap around inside the overlay, as in a modal, instead of reaching the tab behind. */
function keepTabInside(event: KeyboardEvent, root: HTMLElement) {
  // The hidden sidebar's controls cannot take the focus, so they are no ends of the loop.
  const items = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden]'),
  );
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === root)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

type ThemePreviewProps = {
  wedding: Wedding;
  target: PreviewTarget;
  /** Whether the wedding may save (the server refuses changes while it is inactive). */
  canWrite: boolean;
  onClose: () => void;
};

/** The preview overlay, or a note when the wedding's design is one the renderer does not draw. */
export function ThemePreview({ wedding, target, canWrite, onClose }: ThemePreviewProps) {
  const { t } = useTranslation('dashboard');
  if (wedding.design.slug === RENDERED_DESIGN)
    return (
      <PreviewDialog wedding={wedding} target={target} canWrite={canWrite} onClose={onClose} />
    );
  return (
    <Modal
      open
      title={t('themes.preview')}
      onClose={onClose}
      closeLabel={t('themes.overlay.close')}
    >
      <p className="modal-text">
        {t('themes.overlay.notAvailable', { design: wedding.design.slug })}
      </p>
    </Modal>
  );
}

/**
 * The whole invitation, drawn by the renderer from the couple's own content with the theme being
 * looked at, and (when `enableEdition`) the style editor beside it. Edits re-render the preview at
 * once and reach the server only on Save; closing with unsaved edits asks first.
 */
function PreviewDialog({ wedding, target, canWrite, onClose }: ThemePreviewProps) {
  const { t, i18n } = useTranslation('dashboard');
  const titleId = useId();
  const editorId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const initial = useMemo(
    () => (target.kind === 'default' ? ETIQUETA_THEME : themeContent(target.theme)),
    [target],
  );
  const [content, setContent] = useState<ThemeContent>(initial);
  const [isEditorOpen, setEditorOpen] = useState(isEditorOpenAtFirst);
  const [isAskingDiscard, setAskingDiscard] = useState(false);
  const [now] = useState(() => new Date());
  const model = useMemo(() => weddingToInvitation(wedding), [wedding]);
  // The theme's fonts, from the dashboard's own build (never a third party), as the guests get them.
  useEffect(() => {
    void loadThemeFonts(content);
  }, [content]);
  const enableEdition = target.kind !== 'public' && canWrite;
  // Really changed: a colour changed and changed back is the theme as saved.
  const isDirty = content !== initial && JSON.stringify(content) !== JSON.stringify(initial);
  const name = target.kind === 'default' ? t('themes.overlay.defaultName') : target.theme.name;

  const save = useThemeMutation((edited: ThemeContent) =>
    target.kind === 'own'
      ? updateThemeContent({ id: target.theme.id, content: edited })
      : createThemeFromDefault({ weddingId: wedding.id, content: edited }),
  );

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    dialogRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, []);

  // Leaving the page (a link, back, reload) with edits asks first; "Guardar y salir" saves them.
  useUnsavedChanges(enableEdition && isDirty, () =>
    save.mutateAsync(content).then(
      () => true,
      () => false,
    ),
  );

  const requestClose = () => {
    if (save.isPending) return;
    if (enableEdition && isDirty) setAskingDiscard(true);
    else onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isAskingDiscard) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      requestClose();
    } else if (event.key === 'Tab' && dialogRef.current) {
      keepTabInside(event, dialogRef.current);
    }
  };

  // On <body>, like the modals, so no ancestor's overflow or transform can clip the full screen.
  return createPortal(
    <div
      ref={dialogRef}
      className="theme-preview"
      tabIndex={-1}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
    >
      <div className="theme-preview__bar">
        <h2 id={titleId} className="theme-preview__title">
          {t('themes.overlay.title', { name })}
        </h2>
        {enableEdition && (
          <div className="theme-preview__actions">
            <Button
              variant="secondary"
              aria-expanded={isEditorOpen}
              aria-controls={editorId}
              onClick={() => setEditorOpen((open) => !open)}
            >
              {isEditorOpen ? t('themes.overlay.hideEditor') : t('themes.overlay.showEditor')}
            </Button>
            <Button
              loading={save.isPending}
              disabled={target.kind === 'own' && !isDirty}
              onClick={() => save.mutate(content, { onSuccess: onClose })}
            >
              {t('themes.overlay.save')}
            </Button>
            {isDirty && (
              <span className="theme-preview__unsaved">{t('themes.overlay.unsaved')}</span>
            )}
          </div>
        )}
        <Button className="theme-preview__close" variant="ghost" onClick={requestClose}>
          {t('themes.overlay.close')}
        </Button>
      </div>
      {!enableEdition && (
        <p className="theme-preview__note">
          {target.kind === 'public' ? t('themes.overlay.readOnly') : t('themes.inactive')}
        </p>
      )}
      <div className="theme-preview__body">
        {enableEdition && (
          <aside
            id={editorId}
            className="theme-preview__sidebar"
            aria-label={t('themes.overlay.editor')}
            hidden={!isEditorOpen}
          >
            {/* On a phone the editor is a sheet under the invitation; this closes it by the thumb. */}
            <div className="theme-preview__sheet-head">
              <span className="theme-preview__sheet-title">{t('themes.overlay.editor')}</span>
              <Button variant="secondary" onClick={() => setEditorOpen(false)}>
                {t('themes.overlay.done')}
              </Button>
            </div>
            <StyleEditor content={content} onChange={setContent} />
          </aside>
        )}
        <div className="theme-preview__canvas">
          <Invitation
            embedded
            wedding={model}
            guest={null}
            theme={content}
            locale={currentLanguage(i18n)}
            now={now}
            confirmation={INERT_CONFIRMATION}
          />
        </div>
      </div>
      <ConfirmModal
        open={isAskingDiscard}
        message={t('themes.overlay.discard')}
        confirmLabel={t('themes.overlay.discardConfirm')}
        cancelLabel={t('themes.overlay.keepEditing')}
        onCancel={() => setAskingDiscard(false)}
        onConfirm={onClose}
      />
    </div>,
    document.body,
  );
}
