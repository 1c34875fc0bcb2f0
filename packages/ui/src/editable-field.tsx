import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { CheckIcon, CloseIcon, PencilIcon } from './icons.tsx';
import { Select, type SelectOption } from './select.tsx';
import { Spinner } from './spinner.tsx';
import { useUnsavedChanges } from './unsaved-changes.tsx';

export type EditableFieldKind = 'text' | 'textarea' | 'date' | 'datetime-local' | 'select';

export type EditableFieldLabels = {
  /** Accessible names of the pencil, check and cross buttons. */
  edit: string;
  confirm: string;
  cancel: string;
};

export type EditableFieldProps = {
  label: string;
  /**
   * For date: YYYY-MM-DD; for datetime-local: local time as YYYY-MM-DDTHH:mm; for select: an option's
   * value as text.
   */
  value: string | null;
  kind: EditableFieldKind;
  /** For select; numeric values reach onSave as text ("3"). */
  options?: readonly SelectOption<string | number>[];
  /** For select: a first option saved as null ("Sin ícono"). */
  allowNone?: { label: string };
  /** For an optional date: a button beside the control that saves null ("Quitar fecha"). */
  allowClear?: { label: string };
  /** For date and datetime-local: the latest value the picker offers. */
  max?: string;
  /**
   * Saves the new value (an empty or blank text becomes null). Reject on failure and report the
   * error yourself: the field catches it, then a text stays in edit mode with what was typed while
   * a date or select goes back to the original value.
   */
  onSave: (next: string | null) => Promise<void>;
  /** After the cross or Escape (an add form closes itself here). */
  onCancel?: () => void;
  disabled?: boolean;
  placeholder?: string;
  maxLength?: number;
  labels: EditableFieldLabels;
  /** How the read-only value looks (a date in Mexico City time); by default the text or option label. */
  display?: (value: string | null) => ReactNode;
  /** Add forms open in edit mode; confirming then always calls onSave, even when unchanged. */
  startInEditMode?: boolean;
  id?: string;
};

const TEXT_KINDS: ReadonlySet<EditableFieldKind> = new Set(['text', 'textarea']);

/** Read-only with a pencil; editing shows the control with a check (save) and a cross (cancel). */
export function EditableField({
  label,
  value,
  kind,
  options = [],
  allowNone,
  allowClear,
  max,
  onSave,
  onCancel,
  disabled = false,
  placeholder,
  maxLength,
  labels,
  display,
  startInEditMode = false,
  id,
}: EditableFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const labelId = `${controlId}-label`;

  const [isEditing, setIsEditing] = useState(startInEditMode);
  const [isPending, setIsPending] = useState(false);
  const [shown, setShown] = useState(value);
  const [draft, setDraft] = useState(value);
  const [previousValue, setPreviousValue] = useState(value);
  // A new value from the server replaces what is shown; a draft being typed is kept.
  if (value !== previousValue) {
    setPreviousValue(value);
    setShown(value);
    if (!isEditing) setDraft(value);
  }

  const rowRef = useRef<HTMLDivElement>(null);
  const pencilRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<'pencil' | 'control' | null>(startInEditMode ? 'control' : null);

  useEffect(() => {
    const target = focusNext.current;
    if (target === null || isPending) return;
    focusNext.current = null;
    if (target === 'pencil') pencilRef.current?.focus();
    else rowRef.current?.querySelector<HTMLElement>('input, textarea, button')?.focus();
  }, [isEditing, isPending]);

  const isLocked = isPending || disabled;
  const selectOptions = options.map((option) => ({ ...option, value: String(option.value) }));

  const leave = () => {
    focusNext.current = 'pencil';
    setIsEditing(false);
  };

  const startEditing = () => {
    setDraft(shown);
    focusNext.current = 'control';
    setIsEditing(true);
  };

  const cancel = () => {
    if (isPending) return;
    setDraft(shown);
    leave();
    onCancel?.();
  };

  /** What the check would save: a blank text is none. */
  const toSave = kind !== 'select' && (draft ?? '').trim() === '' ? null : draft;
  const confirm = () => commit(toSave);

  /** True once saved (or nothing to save), false when refused. */
  const commit = async (next: string | null): Promise<boolean> => {
    if (isLocked) return false;
    if (next === shown && !startInEditMode) {
      leave();
      return true;
    }
    setIsPending(true);
    try {
      await onSave(next);
      setShown(next);
      setDraft(next);
      leave();
      return true;
    } catch {
      // The caller reports the error (spec: a date or select goes back to the original value).
      if (TEXT_KINDS.has(kind)) {
        focusNext.current = 'control';
      } else {
        setDraft(shown);
        leave();
      }
      return false;
    } finally {
      setIsPending(false);
    }
  };

  // Open with a value other than the saved one: leaving the page asks first ("Guardar y salir" is
  // the check).
  useUnsavedChanges(isEditing && toSave !== shown, () => commit(toSave));

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void confirm();
  };

  const onRowKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !isEditing) return;
    event.preventDefault();
    event.stopPropagation();
    cancel();
  };

  const renderValue = () => {
    if (display) return display(shown);
    if (kind === 'select' && shown === null && allowNone) return allowNone.label;
    if (shown === null || shown === '') {
      return placeholder ? <span className="cv-editable__placeholder">{placeholder}</span> : null;
    }
    if (kind !== 'select') return shown;
    const option = selectOptions.find((item) => item.value === shown);
    if (!option) return shown;
    return (
      <span className="cv-editable__option">
        {option.icon && (
          <span className="cv-select__icon" aria-hidden="true">
            {option.icon}
          </span>
        )}
        {option.label}
      </span>
    );
  };

  const renderControl = () => {
    if (kind === 'select') {
      return (
        <Select<string>
          id={controlId}
          label={label}
          hideLabel
          options={selectOptions}
          value={draft}
          onChange={setDraft}
          placeholder={placeholder}
          allowNone={allowNone}
          disabled={isLocked}
        />
      );
    }
    const common = {
      id: controlId,
      className: 'cv-field__input',
      'aria-labelledby': labelId,
      value: draft ?? '',
      disabled: isLocked,
      placeholder,
      maxLength,
      max,
    };
    if (kind === 'textarea') {
      return (
        <textarea
          {...common}
          className="cv-field__input cv-editable__textarea"
          rows={4}
          onChange={(event) => setDraft(event.target.value)}
        />
      );
    }
    return (
      <input
        {...common}
        type={kind}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onInputKeyDown}
      />
    );
  };

  return (
    <div
      className={['cv-editable', isEditing && 'cv-editable--editing'].filter(Boolean).join(' ')}
      role="group"
      aria-labelledby={labelId}
      aria-busy={isPending || undefined}
    >
      <span id={labelId} className="cv-field__label">
        {label}
      </span>
      {isEditing ? (
        <div ref={rowRef} className="cv-editable__row" onKeyDown={onRowKeyDown}>
          <div className="cv-editable__control">
            {renderControl()}
            {allowClear && shown !== null && (
              <button
                type="button"
                className="cv-button cv-button--ghost cv-editable__clear"
                disabled={isLocked}
                onClick={() => void commit(null)}
              >
                {allowClear.label}
              </button>
            )}
          </div>
          <div className="cv-editable__actions">
            <button
              type="button"
              className="cv-icon-button cv-icon-button--confirm"
              aria-label={labels.confirm}
              title={labels.confirm}
              disabled={isLocked}
              onClick={() => void confirm()}
            >
              {isPending ? <Spinner size="sm" /> : <CheckIcon />}
            </button>
            <button
              type="button"
              className="cv-icon-button"
              aria-label={labels.cancel}
              title={labels.cancel}
              disabled={isPending}
              onClick={cancel}
            >
              <CloseIcon />
            </button>
          </div>
        </div>
      ) : (
        <div className="cv-editable__row">
          <div className="cv-editable__value">{renderValue()}</div>
          <div className="cv-editable__actions">
            <button
              ref={pencilRef}
              type="button"
              className="cv-icon-button"
              aria-label={labels.edit}
              aria-describedby={labelId}
              title={labels.edit}
              disabled={disabled}
              onClick={startEditing}
            >
              <PencilIcon />
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
