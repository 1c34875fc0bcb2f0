import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export type ModalProps = {
  open: boolean;
  title: string;
  /** Called on Escape, on the close button and on a click outside, unless busy or not dismissible. */
  onClose: () => void;
  children: ReactNode;
  /** While true (a request in flight) the modal cannot be closed. */
  busy?: boolean;
  /** False for modals the user must answer (the re-authentication modal). */
  dismissible?: boolean;
  /** Accessible name of the close button; no close button without it. */
  closeLabel?: string;
  /** An extra class on the dialog, for a modal shaped otherwise (a full-screen sheet). */
  className?: string;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.hasAttribute('inert'),
  );
}

export function Modal({
  open,
  title,
  onClose,
  children,
  busy = false,
  dismissible = true,
  closeLabel,
  className,
}: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const canClose = dismissible && !busy;

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    if (dialog) {
      const target =
        dialog.querySelector<HTMLElement>('[autofocus], [data-autofocus], input:not([disabled])') ??
        focusables(dialog)[0] ??
        dialog;
      target.focus();
    }
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (canClose) onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    // Keep Tab inside the dialog.
    const items = focusables(dialogRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      className="cv-modal__backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && canClose) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={className ? `cv-modal ${className}` : 'cv-modal'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={busy || undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="cv-modal__header">
          <h2 id={titleId} className="cv-modal__title">
            {title}
          </h2>
          {closeLabel && dismissible && (
            <button
              type="button"
              className="cv-modal__close"
              aria-label={closeLabel}
              disabled={busy}
              onClick={onClose}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <div className="cv-modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
