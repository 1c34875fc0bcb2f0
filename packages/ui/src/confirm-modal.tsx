import { useState } from 'react';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

export type ConfirmModalProps = {
  open: boolean;
  /** The question, also the dialog's title ("¿Eliminar este evento?"). */
  message: string;
  /** "Eliminar". */
  confirmLabel: string;
  /** "Cancelar", drawn as a link. */
  cancelLabel: string;
  /**
   * The deletion. While a returned promise is pending the modal is busy; a rejection is caught here
   * (report it yourself). The modal does not close itself: set `open` to false when done.
   */
  onConfirm: () => void | Promise<void>;
  /** Cancel, Escape or a click outside (not while busy). */
  onCancel: () => void;
  busy?: boolean;
  /**
   * What confirming does: `destructive` (a deletion, a discard) in the danger colour, or `positive`
   * (starting something the couple asked for) in the primary colour, never red.
   */
  tone?: 'destructive' | 'positive';
};

export function ConfirmModal({
  open,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  tone = 'destructive',
}: ConfirmModalProps) {
  const [isPending, setIsPending] = useState(false);
  const isBusy = busy || isPending;

  const confirm = async () => {
    if (isBusy) return;
    const result = onConfirm();
    if (!result) return;
    setIsPending(true);
    try {
      await result;
    } catch {
      // The caller shows the error.
    } finally {
      setIsPending(false);
    }
  };

  return (
    <Modal open={open} title={message} onClose={onCancel} busy={isBusy}>
      <div className="cv-confirm__actions">
        <Button
          variant={tone === 'positive' ? 'primary' : 'danger'}
          fullWidth
          loading={isBusy}
          onClick={() => void confirm()}
        >
          {confirmLabel}
        </Button>
        {/* The focus starts on the harmless choice. */}
        <Button variant="ghost" fullWidth disabled={isBusy} onClick={onCancel} data-autofocus="">
          {cancelLabel}
        </Button>
      </div>
    </Modal>
  );
}
