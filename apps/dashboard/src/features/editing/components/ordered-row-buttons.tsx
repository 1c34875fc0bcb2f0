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
