import { GUEST_STATUSES, type GuestStatus } from '@convite/rules/guest-status';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatusLabels } from './guest-status-badge.tsx';

export type StatusFilterValue = GuestStatus | null;

/** The guest list's filter by status: "All" and each status, as one row of chips (radios). */
export function GuestStatusFilter({
  value,
  onChange,
}: {
  value: StatusFilterValue;
  onChange: (status: StatusFilterValue) => void;
}) {
  const { t } = useTranslation('dashboard');
  const labels = useStatusLabels();
  const name = useId();
  const options: { value: StatusFilterValue; label: string }[] = [
    { value: null, label: t('guestProgress.filter.all') },
    ...GUEST_STATUSES.map((status) => ({ value: status, label: labels[status] })),
  ];
  return (
    <fieldset className="status-filter">
      <legend className="status-filter__legend">{t('guestProgress.filter.label')}</legend>
      <div className="status-filter__options">
        {options.map((option) => (
          <label
            key={option.value ?? 'all'}
            className={`status-filter__chip${option.value === null ? '' : ` status-filter__chip--${option.value}`}`}
          >
            <input
              type="radio"
              name={name}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
