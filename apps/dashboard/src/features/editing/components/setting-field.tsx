import { currentLanguage, type Language } from '@convite/i18n/create-i18n';
import {
  formatCalendarDay,
  LONG_DAY_FORMAT,
  formatDateTime,
  mexicoLocalToUtcIso,
  utcIsoToMexicoLocal,
} from '@convite/i18n/dates';
import { EditableField } from '@convite/ui/editable-field';
import type { SelectOption } from '@convite/ui/select';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Outcome } from '../api/content-calls.ts';
import { useFieldLabels } from '../hooks/use-field-labels.ts';
import { useInlineSave } from './saved-note.tsx';

type CommonProps = {
  label: string;
  disabled: boolean;
};

export type TextSettingProps = CommonProps & {
  value: string | null;
  multiline?: boolean;
  maxLength?: number;
  /** The PATCH that stores the text (null when left blank). */
  save: (next: string | null) => Promise<Outcome>;
};

/** A text of the invitation behind pencil, check and cross; confirm sends its PATCH. */
export function TextSetting({
  label,
  value,
  disabled,
  multiline = false,
  maxLength,
  save,
}: TextSettingProps) {
  const { t } = useTranslation('dashboard');
  const labels = useFieldLabels(label);
  const { mutation, savedNote } = useInlineSave(save);
  return (
    <div className="setting">
      <EditableField
        label={label}
        value={value}
        kind={multiline ? 'textarea' : 'text'}
        disabled={disabled}
        maxLength={maxLength}
        labels={labels}
        placeholder={t('editing.empty')}
        onSave={async (next) => {
          await mutation.mutateAsync(next === null ? null : next.trim());
        }}
      />
      {savedNote}
    </div>
  );
}

export type DateSettingProps = CommonProps & {
  /** ISO UTC for a date-time, YYYY-MM-DD for a day; null when not set. */
  value: string | null;
  /** A calendar day (a deadline) rather than a moment: picked as a day, and it can be cleared. */
  isDay?: boolean;
  /** The latest day the picker offers (the server refuses later ones too). */
  max?: string;
  save: (next: string | null) => Promise<Outcome>;
};

/** How each kind of date goes into its input, back to the API, and into words. */
const DATE_KINDS = {
  dateTime: {
    input: 'datetime-local',
    toInput: utcIsoToMexicoLocal,
    toApi: mexicoLocalToUtcIso,
    show: (iso: string, language: Language) => formatDateTime(iso, language),
  },
  day: {
    input: 'date',
    toInput: (day: string) => day,
    toApi: (day: string) => day,
    // The day in full with its weekday, as each language writes it ("sábado 29 de mayo de 2027").
    show: (day: string, language: Language) =>
      formatCalendarDay(day, language, LONG_DAY_FORMAT[language]),
  },
} as const;

/**
 * A date-time shown and edited in Mexico City time and sent as UTC, or a calendar day sent as it is
 * (with a button that clears it); a refusal restores it.
 */
export function DateSetting({
  label,
  value,
  isDay = false,
  max,
  disabled,
  save,
}: DateSettingProps) {
  const { t, i18n } = useTranslation('dashboard');
  const labels = useFieldLabels(label);
  const { mutation, savedNote } = useInlineSave(save);
  const language = currentLanguage(i18n);
  const kind = DATE_KINDS[isDay ? 'day' : 'dateTime'];
  const empty = <span className="cv-editable__placeholder">{t('editing.empty')}</span>;
  return (
    <div className="setting">
      <EditableField
        label={label}
        value={value ? kind.toInput(value) : null}
        kind={kind.input}
        max={max}
        allowClear={isDay ? { label: t('editing.clearDate') } : undefined}
        disabled={disabled}
        labels={labels}
        display={(input) => {
          const sent = input ? kind.toApi(input) : null;
          return sent ? kind.show(sent, language) : empty;
        }}
        onSave={async (next) => {
          await mutation.mutateAsync(next ? kind.toApi(next) : null);
        }}
      />
      {savedNote}
    </div>
  );
}

export type SelectSettingProps = CommonProps & {
  /** The chosen option's id, null for none. */
  value: number | null;
  options: SelectOption<number>[];
  /** The "none" choice ("Sin ícono"). */
  noneLabel: string;
  /** How the chosen value looks when not editing (an icon preview). */
  display?: (value: number | null) => ReactNode;
  save: (next: number | null) => Promise<Outcome>;
};

/** A choice behind pencil, check and cross; a refusal restores the previous choice. */
export function SelectSetting({
  label,
  value,
  options,
  noneLabel,
  display,
  disabled,
  save,
}: SelectSettingProps) {
  const labels = useFieldLabels(label);
  const { mutation, savedNote } = useInlineSave(save);
  return (
    <div className="setting">
      <EditableField
        label={label}
        value={value === null ? null : String(value)}
        kind="select"
        options={options}
        allowNone={{ label: noneLabel }}
        disabled={disabled}
        labels={labels}
        display={display && ((shown) => display(shown === null ? null : Number(shown)))}
        onSave={async (next) => {
          await mutation.mutateAsync(next === null ? null : Number(next));
        }}
      />
      {savedNote}
    </div>
  );
}
