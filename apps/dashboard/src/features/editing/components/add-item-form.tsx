import { Button } from '@convite/ui/button';
import { CheckIcon, CloseIcon, PlusIcon } from '@convite/ui/icons';
import { useUnsavedChanges } from '@convite/ui/unsaved-changes';
import { useId, useState, type FormEvent } from 'react';
import { useFieldLabels } from '../hooks/use-field-labels.ts';
import type { Outcome } from '../api/content-calls.ts';
import { useWeddingMutation } from '../api/use-wedding-mutation.ts';

export type AddItemFormProps = {
  /** The add button ("Agregar evento"). */
  addLabel: string;
  /** The one field of the form ("Nombre del evento"). */
  nameLabel: string;
  disabled: boolean;
  create: (name: string) => Promise<Outcome>;
  maxLength?: number;
};

/**
 * The Add button of a list: it opens a name-only form already in edit mode; the check creates the
 * item (and closes the form), the cross closes it.
 */
export function AddItemForm({
  addLabel,
  nameLabel,
  disabled,
  create,
  maxLength = 100,
}: AddItemFormProps) {
  const labels = useFieldLabels(nameLabel);
  const [isOpen, setOpen] = useState(false);
  const [name, setName] = useState('');
  const inputId = useId();
  const mutation = useWeddingMutation(create);
  const close = () => {
    setOpen(false);
    setName('');
  };
  // A name typed and not added: leaving asks first ("Guardar y salir" adds it).
  useUnsavedChanges(isOpen && name.trim() !== '', () =>
    mutation.mutateAsync(name.trim()).then(
      () => true,
      () => false,
    ),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = name.trim();
    if (value === '' || mutation.isPending) return;
    mutation.mutate(value, { onSuccess: close });
  };

  if (!isOpen) {
    return (
      <div>
        <Button variant="secondary" disabled={disabled} onClick={() => setOpen(true)}>
          <span className="button-with-icon">
            <PlusIcon size={18} />
            {addLabel}
          </span>
        </Button>
      </div>
    );
  }
  return (
    <form className="add-form" onSubmit={submit} noValidate>
      <label className="cv-field__label" htmlFor={inputId}>
        {nameLabel}
      </label>
      <div className="add-form__row">
        <input
          id={inputId}
          className="cv-field__input"
          value={name}
          maxLength={maxLength}
          disabled={disabled || mutation.isPending}
          autoFocus
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        />
        <button
          type="submit"
          className="cv-icon-button cv-icon-button--confirm"
          aria-label={labels.confirm}
          title={labels.confirm}
          disabled={disabled || mutation.isPending || name.trim() === ''}
        >
          <CheckIcon />
        </button>
        <button
          type="button"
          className="cv-icon-button"
          aria-label={labels.cancel}
          title={labels.cancel}
          disabled={mutation.isPending}
          onClick={close}
        >
          <CloseIcon />
        </button>
      </div>
    </form>
  );
}
