import { filterCount, GUEST_FILTERS, type GuestFilter } from '@convite/rules/guest-status';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useGuestSummary } from '../api/guests.ts';
import { useStatusLabels } from './guest-status-badge.tsx';

export type StatusFilterValue = GuestFilter | null;

/** Each filter's name: the statuses', and "unanswered" (sent or opened, no answer yet). */
export function useFilterLabels(): Record<GuestFilter, string> {
  const { t } = useTranslation('dashboard');
  return { ...useStatusLabels(), unanswered: t('guestProgress.filter.unanswered') };
}

/**
 * The guest list's filter: "All" and each status, as chips (radios) big enough for a thumb, each
 * with how many invitations it shows (from the summary; without it, just the names).
 */
export function GuestStatusFilter({
  weddingId,
  value,
  onChange,
}: {
  weddingId: number;
  value: StatusFilterValue;
  onChange: (status: StatusFilterValue) => void;
}) {
  const { t } = useTranslation('dashboard');
  const labels = useFilterLabels();
  const { data: summary } = useGuestSummary(weddingId);
  const name = useId();
  const options: { value: StatusFilterValue; label: string; count: number | null }[] = [
    { value: null, label: t('guestProgress.filter.all'), count: summary?.totalInvitations ?? null },
    ...GUEST_FILTERS.map((filter) => ({
      value: filter,
      label: labels[filter],
      count: summary ? filterCount(summary.statuses, filter) : null,
    })),
  ];
  return (
    <fieldset className="status-filter">
      {/* The chips say what they filter: the legend is for screen readers (the line stays short). */}
      <legend className="cv-visually-hidden">{t('guestProgress.filter.label')}</legend>
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
            <span>
              {option.label}
              {option.count !== null && ' '}
              {option.count !== null && (
                <span className="status-filter__count">{option.count}</span>
              )}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
