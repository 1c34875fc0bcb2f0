import { useEffect, useRef } from 'react';

export type SnackKind = 'success' | 'error';

export type SnackBarProps = {
  /** Nothing shows while null. */
  message: string | null;
  kind: SnackKind;
  onClose: () => void;
  /** Changes for every new snack, so the same message twice restarts the timer. */
  snackId?: number | string;
  /** Milliseconds before it hides itself. */
  duration?: number;
  closeLabel?: string;
};

export const SNACK_DURATION_MS = 3000;

export function SnackBar({
  message,
  kind,
  onClose,
  snackId,
  duration = SNACK_DURATION_MS,
  closeLabel,
}: SnackBarProps) {
  // A new onClose on every parent render must not restart the timer.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (message === null) return undefined;
    const timer = setTimeout(() => onCloseRef.current(), duration);
    return () => clearTimeout(timer);
  }, [message, snackId, duration]);

  return (
    <div className="cv-snack-region">
      {message !== null && (
        <div
          className={`cv-snack cv-snack--${kind}`}
          role={kind === 'error' ? 'alert' : 'status'}
          key={snackId}
        >
          <span className="cv-snack__message">{message}</span>
          {closeLabel && (
            <button
              type="button"
              className="cv-snack__close"
              aria-label={closeLabel}
              onClick={onClose}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
      )}
    </div>
  );
}
