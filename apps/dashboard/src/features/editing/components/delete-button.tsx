import { ConfirmModal } from '@convite/ui/confirm-modal';
import { TrashIcon } from '@convite/ui/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Outcome } from '../api/content-calls.ts';
import { useWeddingMutation } from '../api/use-wedding-mutation.ts';

export type DeleteButtonProps = {
  /** What is deleted, as the client knows it ("Ceremonia"). */
  name: string;
  disabled: boolean;
  remove: () => Promise<Outcome>;
  /** The question of the confirmation; by default "delete «name»?". */
  message?: string;
  /** The button's accessible name; by default "Eliminar <name>". */
  label?: string;
};

/** A trash button that asks first (message, Delete, Cancel) and then sends the DELETE. */
export function DeleteButton({ name, disabled, remove, message, label }: DeleteButtonProps) {
  const { t } = useTranslation('dashboard');
  const [isAsking, setAsking] = useState(false);
  const mutation = useWeddingMutation(remove);
  return (
    <>
      <button
        type="button"
        className="cv-icon-button icon-button--danger"
        aria-label={label ?? t('editing.deleteItem', { name })}
        title={label ?? t('editing.deleteItem', { name })}
        disabled={disabled}
        onClick={() => setAsking(true)}
      >
        <TrashIcon />
      </button>
      <ConfirmModal
        open={isAsking}
        message={message ?? t('editing.deleteConfirm', { name })}
        confirmLabel={t('editing.delete')}
        cancelLabel={t('editing.cancel')}
        busy={mutation.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => mutation.mutate(undefined, { onSettled: () => setAsking(false) })}
      />
    </>
  );
}
