import { currentLanguage } from '@convite/i18n/create-i18n';
import {
  formatCalendarDay,
  formatDateTime,
  mexicoLocalToUtcIso,
  utcIsoToMexicoLocal,
} from '@convite/i18n/dates';
import { EditableField } from '@convite/ui/editable-field';
import type { SelectOption } from '@convite/ui/select';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Outcome } from '../api/content-calls.ts';
import { useWeddingMutation } from '../api/use-wedding-mutation.ts';
import { useFieldLabels } from '../hooks/use-field-labels.ts';

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
  const mutation = useWeddingMutation(save);
  return (
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
  );
}

export type DateSettingProps = CommonProps & {
  /** ISO UTC, or null when not set. */
  value: string | null;
  save: (next: string | null) => Promise<Outcome>;
};

/** A date-time shown and edited in Mexico City time, sent as UTC; a refusal restores it. */
export function DateSetting({ label, value, disabled, save }: DateSettingProps) {
  const { t, i18n } = useTranslation('dashboard');
  const labels = useFieldLabels(label);
  const mutation = useWeddingMutation(save);
  const language = currentLanguage(i18n);
  const empty = <span className="cv-editable__placeholder">{t('editing.empty')}</span>;
  return (
    <EditableField
      label={label}
      value={value ? utcIsoToMexicoLocal(value) : null}
      kind="datetime-local"
      disabled={disabled}
      labels={labels}
      display={(local) => {
        const iso = local ? mexicoLocalToUtcIso(local) : null;
        return iso ? formatDateTime(iso, language) : empty;
      }}
      onSave={async (next) => {
        await mutation.mutateAsync(next ? mexicoLocalToUtcIso(next) : null);
      }}
    />
  );
}

export type DaySettingProps = CommonProps & {
  /** A calendar day (YYYY-MM-DD), or null when not set. */
  value: string | null;
  /** The latest day the picker offers (the server refuses later ones too). */
  max?: string;
  save: (next: string | null) => Promise<Outcome>;
};

/** An optional calendar day with a button that clears it; a refusal restores it. */
export function DaySetting({ label, value, max, disabled, save }: DaySettingProps) {
  const { t, i18n } = useTranslation('dashboard');
  const labels = useFieldLabels(label);
  const mutation = useWeddingMutation(save);
  const language = currentLanguage(i18n);
  const empty = <span className="cv-editable__placeholder">{t('editing.empty')}</span>;
  return (
    <EditableField
      label={label}
      value={value}
      kind="date"
      max={max}
      allowClear={{ label: t('editing.clearDate') }}
      disabled={disabled}
      labels={labels}
      // DDDD: the day in full with its weekday, as each language writes it.
      display={(day) => (day ? formatCalendarDay(day, language, 'DDDD') || day : empty)}
      onSave={async (next) => {
        await mutation.mutateAsync(next);
      }}
    />
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
  const mutation = useWeddingMutation(save);
  return (
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
  );
}
