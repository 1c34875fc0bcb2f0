import { isValidationError } from '@convite/api/api-error';
import { currentLanguage } from '@convite/i18n/create-i18n';
import { formatCalendarDay } from '@convite/i18n/dates';
import {
  MAX_REMINDER_DAYS,
  REMINDER_DAYS_CHOICES,
  reminderDays,
} from '@convite/rules/reminder-schedule';
import { weddingZoneDay } from '@convite/rules/rsvp-deadline';
import { Button } from '@convite/ui/button';
import { Checkbox } from '@convite/ui/checkbox';
import { useUnsavedChanges } from '@convite/ui/unsaved-changes';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../../../lib/error-message.ts';
import { useSiteSettings } from '../../../../lib/site-settings.ts';
import type { Wedding } from '../../../../lib/wedding.ts';
import {
  useReminderSchedule,
  useSaveReminderSchedule,
  type ReminderSchedule,
} from '../../api/reminder-schedule.ts';
import { guestAccess } from '../../utils/guest-access.ts';
import './reminder-schedule.css';

/**
 * "Recordatorios automáticos" in Mensajes: the couple switches the scheduled reminders on and picks
 * up to three days before the deadline (the wedding, without one). Where the WhatsApp Cloud API is
 * configured the guests get the reminder message; otherwise the couple gets an email that morning.
 */
export function ReminderSchedulePanel({ wedding }: { wedding: Wedding }) {
  const schedule = useReminderSchedule(wedding.id);
  if (!schedule.data) return null;
  return <Form key={JSON.stringify(schedule.data)} wedding={wedding} saved={schedule.data} />;
}

function Form({ wedding, saved }: { wedding: Wedding; saved: ReminderSchedule }) {
  const { t, i18n } = useTranslation('dashboard');
  const language = currentLanguage(i18n);
  const ids = { title: useId(), days: useId() };
  const isCloudApi = useSiteSettings().data?.whatsAppCloudApi === true;
  const save = useSaveReminderSchedule(wedding.id);
  const canWrite = guestAccess(wedding).canWrite;
  const [draft, setDraft] = useState<ReminderSchedule>(saved);
  const [serverError, setServerError] = useState<string | null>(null);

  const isDirty =
    draft.enabled !== saved.enabled || draft.daysBefore.join() !== saved.daysBefore.join();
  const needsDay = draft.enabled && draft.daysBefore.length === 0;
  const target = wedding.rsvpDeadline ?? weddingZoneDay(new Date(wedding.date));
  const today = weddingZoneDay(new Date());
  const upcoming = reminderDays(target, draft.daysBefore).filter((day) => day >= today);
  const toggle = (days: number) => {
    setServerError(null);
    const daysBefore = draft.daysBefore.includes(days)
      ? draft.daysBefore.filter((chosen) => chosen !== days)
      : [...draft.daysBefore, days].sort((a, b) => b - a);
    setDraft({ ...draft, daysBefore: daysBefore });
  };
  const submit = () =>
    save.mutate(draft, {
      onError: (error) => {
        if (isValidationError(error)) {
          setServerError(error.fieldError('daysBefore') ?? error.message);
        } else reportError(error);
      },
    });
  const errorText = serverError ?? (needsDay ? t('reminders.chooseDay') : null);
  // Days picked and not saved: leaving asks first; "Guardar y salir" saves them (unless no day).
  useUnsavedChanges(canWrite && isDirty, () =>
    needsDay
      ? Promise.resolve(false)
      : save.mutateAsync(draft).then(
          () => true,
          (error: unknown) => {
            setServerError(isValidationError(error) ? error.message : null);
            if (!isValidationError(error)) reportError(error);
            return false;
          },
        ),
  );

  return (
    <section className="reminder-schedule" aria-labelledby={ids.title}>
      <h2 id={ids.title}>{t('reminders.title')}</h2>
      <p className="muted">{t('reminders.lead')}</p>
      <p className="muted">{t(isCloudApi ? 'reminders.viaCloudApi' : 'reminders.viaEmail')}</p>
      <Checkbox
        label={t('reminders.enabled')}
        checked={draft.enabled}
        disabled={!canWrite}
        onChange={(event) => {
          setServerError(null);
          setDraft({ ...draft, enabled: event.target.checked });
        }}
      />
      <fieldset className="reminder-schedule__days" disabled={!canWrite || !draft.enabled}>
        <legend id={ids.days} className="reminder-schedule__legend">
          {t(
            wedding.rsvpDeadline === null ? 'reminders.daysLegendWedding' : 'reminders.daysLegend',
            {
              max: MAX_REMINDER_DAYS,
            },
          )}
        </legend>
        <div className="reminder-schedule__chips">
          {REMINDER_DAYS_CHOICES.map((days) => {
            const isChosen = draft.daysBefore.includes(days);
            return (
              <button
                key={days}
                type="button"
                className="reminder-schedule__chip"
                aria-pressed={isChosen}
                disabled={!isChosen && draft.daysBefore.length >= MAX_REMINDER_DAYS}
                onClick={() => toggle(days)}
              >
                {days === 1 ? t('reminders.oneDay') : t('reminders.days', { count: days })}
              </button>
            );
          })}
        </div>
        {errorText && (
          <p className="reminder-schedule__error" role="alert">
            {errorText}
          </p>
        )}
      </fieldset>
      {wedding.rsvpDeadline === null && <p className="muted">{t('reminders.noDeadline')}</p>}
      {draft.enabled && draft.daysBefore.length > 0 && (
        <p className="reminder-schedule__upcoming">
          {upcoming.length > 0
            ? t('reminders.upcoming', {
                days: new Intl.ListFormat(language, { type: 'conjunction' }).format(
                  upcoming.map((day) => formatCalendarDay(day, language, t('reminders.dayFormat'))),
                ),
              })
            : t('reminders.noneUpcoming')}
        </p>
      )}
      <div>
        <Button
          onClick={submit}
          loading={save.isPending}
          disabled={!canWrite || !isDirty || needsDay}
        >
          {t('reminders.save')}
        </Button>
      </div>
    </section>
  );
}
