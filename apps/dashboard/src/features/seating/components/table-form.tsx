import { Button } from '@convite/ui/button';
import { TextField } from '@convite/ui/text-field';
import { useUnsavedChanges } from '@convite/ui/unsaved-changes';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export const MAX_SEATS = 60;
const NAME_MAX = 40;

export type TableValues = { name: string; seats: number };

/**
 * A table's name (or number) and seats, checked before saving: the add form above the tables and
 * the edit dialog of one.
 */
export function TableForm({
  initial,
  submitLabel,
  isBusy,
  onSubmit,
  onCancel,
}: {
  initial: TableValues;
  submitLabel: string;
  isBusy: boolean;
  onSubmit: (values: TableValues) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const [name, setName] = useState(initial.name);
  const [seats, setSeats] = useState(String(initial.seats));
  const [errors, setErrors] = useState<{ name?: string; seats?: string }>({});
  // Typed and not saved yet: leaving the page asks first.
  useUnsavedChanges(name.trim() !== initial.name || seats !== String(initial.seats));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const count = Number(seats);
    const problems = {
      name: name.trim() === '' ? t('seating.nameRequired') : undefined,
      seats:
        Number.isInteger(count) && count >= 1 && count <= MAX_SEATS
          ? undefined
          : t('seating.seatsRange', { max: MAX_SEATS }),
    };
    setErrors(problems);
    if (problems.name || problems.seats) return;
    onSubmit({ name: name.trim(), seats: count });
  };

  return (
    <form className="table-form" noValidate onSubmit={submit}>
      <TextField
        label={t('seating.name')}
        value={name}
        maxLength={NAME_MAX}
        placeholder={t('seating.namePlaceholder')}
        error={errors.name}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        label={t('seating.seats')}
        className="table-form__seats"
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_SEATS}
        value={seats}
        error={errors.seats}
        onChange={(event) => setSeats(event.target.value)}
      />
      <div className="table-form__actions">
        <Button type="submit" loading={isBusy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={isBusy}>
            {t('seating.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
