import { Button } from '@convite/ui/button';
import { ChevronDownIcon, CloseIcon } from '@convite/ui/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowProblem } from '../utils/ordered-drafts.ts';

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

export type OrderedTextRowProps = {
  /** The row's place, from 1. */
  number: number;
  value: string;
  /** The field's accessible name ("Platillo 2"). */
  label: string;
  maxLength: number;
  disabled: boolean;
  /** What keeps the row from being saved, said under it and tied to the field; undefined: nothing. */
  problem: RowProblem | undefined;
  /** The words for each problem, in the list's own terms ("Escribe el platillo"). */
  problemTexts: Record<RowProblem, string>;
  /** Unique in the page: the error's id is made from it. */
  errorIdPrefix: string;
  onChange: (text: string) => void;
  /** The row's buttons, after the field. */
  children: ReactNode;
};

/** A numbered row of an ordered list of texts (a menu's options, a question's choices). */
export function OrderedTextRow({
  number,
  value,
  label,
  maxLength,
  disabled,
  problem,
  problemTexts,
  errorIdPrefix,
  onChange,
  children,
}: OrderedTextRowProps) {
  const errorId = `${errorIdPrefix}-error`;
  const error = problem && problemTexts[problem];
  return (
    <li className="ordered-row">
      <span className="ordered-row__number" aria-hidden="true">
        {number}
      </span>
      <input
        className="cv-field__input ordered-row__input"
        value={value}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        maxLength={maxLength}
        disabled={disabled}
        onChange={(change) => onChange(change.target.value)}
      />
      {children}
      {error && (
        <p id={errorId} className="cv-field__error ordered-row__error">
          {error}
        </p>
      )}
    </li>
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
