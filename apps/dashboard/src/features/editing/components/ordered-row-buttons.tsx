import { Button } from '@convite/ui/button';
import { ChevronDownIcon, CloseIcon } from '@convite/ui/icons';
import { useTranslation } from 'react-i18next';

export type OrderedRowButtonsProps = {
  /** The row's name in the buttons' labels ("Subir Res"). */
  name: string;
  isFirst: boolean;
  isLast: boolean;
  disabled: boolean;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
};

/** Up, down and remove for a row of an ordered list (a menu, the questions), each 44 px. */
export function OrderedRowButtons({
  name,
  isFirst,
  isLast,
  disabled,
  onMove,
  onRemove,
}: OrderedRowButtonsProps) {
  const { t } = useTranslation('dashboard');
  const up = t('editing.order.up', { name });
  const down = t('editing.order.down', { name });
  const remove = t('editing.order.remove', { name });
  return (
    <span className="ordered-row__buttons">
      <button
        type="button"
        className="cv-icon-button ordered-row__up"
        aria-label={up}
        title={up}
        disabled={disabled || isFirst}
        onClick={() => onMove(-1)}
      >
        <ChevronDownIcon size={20} />
      </button>
      <button
        type="button"
        className="cv-icon-button"
        aria-label={down}
        title={down}
        disabled={disabled || isLast}
        onClick={() => onMove(1)}
      >
        <ChevronDownIcon size={20} />
      </button>
      <button
        type="button"
        className="cv-icon-button icon-button--danger"
        aria-label={remove}
        title={remove}
        disabled={disabled}
        onClick={onRemove}
      >
        <CloseIcon size={20} />
      </button>
    </span>
  );
}

export type OrderedRowsActionsProps = {
  isBusy: boolean;
  isSaving: boolean;
  /** Nothing changed since the last save: the save waits, discarding has nothing to undo. */
  isSaved: boolean;
  onSave: () => void;
  onDiscard: () => void;
  labels: { save: string; discard: string; unsaved: string };
};

/** Save and discard under an ordered list the couple edits as a whole (a menu, the questions). */
export function OrderedRowsActions({
  isBusy,
  isSaving,
  isSaved,
  onSave,
  onDiscard,
  labels,
}: OrderedRowsActionsProps) {
  return (
    <div className="ordered-rows__actions">
      <Button variant="secondary" disabled={isBusy || isSaved} loading={isSaving} onClick={onSave}>
        {labels.save}
      </Button>
      {!isSaved && (
        <>
          <Button variant="ghost" disabled={isBusy} onClick={onDiscard}>
            {labels.discard}
          </Button>
          <span className="ordered-rows__unsaved">{labels.unsaved}</span>
        </>
      )}
    </div>
  );
}
