// The couple's scheduled reminders: the schedule they choose (GET/PUT reminder-schedule) and the
// sweep a job runs (jobs/job-definitions.ts) that, on each reminder day from 10:00 Mexico City and
// never at night, reminds the guests who have not answered: through the WhatsApp Cloud API where
// it is configured (one template message a guest and day), else with one email to the couple
// listing them, with the walkthrough that sends each reminder from their own phone.
//
// Once across replicas: a wedding's day is claimed by one sweep (reminder_runs, with a lease a
// crashed sweep's claim runs out of), each guest's reminder is a row unique per guest and day
// recorded with its message, and a message is delivered by whoever claims it first. So sweeps run
// twice, at once or after a crash, send nothing twice (the email at most once more after a crash
// between sending it and recording it, with the same Message-ID).
import { fill, serverTexts } from '@convite/i18n/server-texts';
import {
  DEFAULT_REMINDER_DAYS_BEFORE,
  isReminderHour,
  MAX_REMINDER_DAYS,
  REMINDER_DAYS_BEFORE_MAX,
  REMINDER_DAYS_BEFORE_MIN,
  reminderDaysProblem,
} from '@convite/rules/reminder-schedule';
import { PLAN_FEATURES, TEST_MODE_GUESTS } from '@convite/rules/plans';
import { weddingZoneDay } from '@convite/rules/rsvp-deadline';
import { InvalidFieldsError } from '../../domain/errors.ts';
import {
  assertFeature,
  editableWedding,
  isWeddingActive,
  type WeddingAccess,
} from '../../content-kit/wedding-access.ts';
import { joinUrl } from '../../email/email-layout.ts';
import type { Mailer } from '../../email/mailer.ts';
import { reminderDayEmail } from '../../email/notice-emails.ts';
import type { JobQueue } from '../../jobs/job-definitions.ts';
import type { UnsubscribeTokens } from '../../security/unsubscribe-tokens.ts';
import type { WhatsAppSender } from '../../whatsapp/whatsapp-sender.ts';
import {
  DELIVERY_BACKSTOP_SECONDS,
  WhatsAppDeliveryDeferredError,
  type DeliveryLog,
  type DeliveryOutcome,
} from '../whatsapp-messages/whatsapp-messages.service.ts';
import type {
  ReminderDue,
  ReminderScheduleRow,
  RemindersRepository,
} from './reminders.repository.ts';

/** A sweep holding a wedding's day longer than this is taken for a crashed one. */
export const REMINDER_DAY_LEASE_MS = 15 * 60 * 1000;

export type ReminderScheduleDto = { enabled: boolean; daysBefore: number[] };

const OFF: ReminderScheduleDto = { enabled: false, daysBefore: [...DEFAULT_REMINDER_DAYS_BEFORE] };

/** Longest first, as the couple reads them ("14 and 3 days before"). */
const ordered = (days: readonly number[]) => [...days].sort((a, b) => b - a);

export function createReminderScheduleService(deps: {
  access: WeddingAccess;
  reminders: RemindersRepository;
}) {
  return {
    async get(clientId: number, weddingId: number): Promise<ReminderScheduleDto> {
      const wedding = await deps.access.ownedWedding(clientId, weddingId);
      const row = await deps.reminders.schedule(wedding.id);
      return row === null ? OFF : { enabled: row.enabled, daysBefore: ordered(row.daysBefore) };
    },

    async update(clientId: number, weddingId: number, schedule: ReminderScheduleRow) {
      const wedding = await editableWedding(deps.access, clientId, weddingId);
      assertFeature(wedding, PLAN_FEATURES.rsvpAdmin, { isAvailable: true, max: TEST_MODE_GUESTS });
      const problem = reminderDaysProblem(schedule.daysBefore);
      if (problem === 'tooMany') {
        throw InvalidFieldsError.field(
          'daysBefore',
          fill(serverTexts.reminderSchedule.tooMany, { max: MAX_REMINDER_DAYS }),
        );
      }
      if (problem === 'outOfRange') {
        throw InvalidFieldsError.field(
          'daysBefore',
          fill(serverTexts.reminderSchedule.outOfRange, {
            min: REMINDER_DAYS_BEFORE_MIN,
            max: REMINDER_DAYS_BEFORE_MAX,
          }),
        );
      }
      if (schedule.enabled && schedule.daysBefore.length === 0) {
        throw InvalidFieldsError.field('daysBefore', serverTexts.reminderSchedule.noDays);
      }
      const saved = { enabled: schedule.enabled, daysBefore: ordered(schedule.daysBefore) };
      await deps.reminders.saveSchedule(wedding.id, saved);
      return { message: serverTexts.reminderSchedule.saved, schedule: saved };
    },
  };
}

export type ReminderSweepDeps = {
  reminders: RemindersRepository;
  /** Null while the Cloud API is not configured: the couple is emailed instead. */
  sender: WhatsAppSender | null;
  deliver: (messageId: number) => Promise<DeliveryOutcome>;
  jobs: JobQueue;
  mailer: Mailer;
  unsubscribe: UnsubscribeTokens;
  appUrl: string;
  log: DeliveryLog;
  now: () => Date;
};

export type SweepOutcome = { weddingId: number; channel: 'whatsapp' | 'email'; sent: number };

export function createReminderSweep(deps: ReminderSweepDeps) {
  const { reminders } = deps;

  async function remindOnWhatsApp(wedding: ReminderDue, day: string): Promise<number> {
    for (const guestId of await reminders.toRemind(wedding.weddingId)) {
      await reminders.recordReminder(wedding.weddingId, guestId, day);
    }
    let sent = 0;
    // The day's messages still queued, a crashed sweep's too; each is delivered by its first claim.
    for (const messageId of await reminders.queuedOfDay(wedding.weddingId, day)) {
      // Durable first: the job tries again if this attempt does not deliver it.
      await deps.jobs.send(
        'whatsapp-message',
        { messageId },
        { startAfterSeconds: DELIVERY_BACKSTOP_SECONDS },
      );
      try {
        if ((await deps.deliver(messageId)) === 'sent') sent += 1;
      } catch (error) {
        if (!(error instanceof WhatsAppDeliveryDeferredError)) throw error;
      }
    }
    return sent;
  }

  async function emailCouple(wedding: ReminderDue, day: string): Promise<number> {
    const missing = await reminders.unanswered(wedding.weddingId);
    if (missing.length === 0) return 0;
    const token = deps.unsubscribe.issue(wedding.clientId);
    const email = reminderDayEmail({
      locale: wedding.language,
      name: wedding.name,
      weddingName: wedding.weddingName,
      day: wedding.targetDay,
      isDeadline: wedding.isDeadline,
      missing,
      links: {
        appUrl: deps.appUrl,
        weddingId: wedding.weddingId,
        unsubscribeUrl: `${joinUrl(deps.appUrl, 'avisos', 'baja')}?token=${token}`,
      },
    });
    await deps.mailer.send({
      to: wedding.email,
      ...email,
      // The same on every try of this wedding's day: a repeated email reads as one.
      messageKey: `reminder-day-${wedding.weddingId}-${day}`,
    });
    return 1;
  }

  return {
    /** Works every wedding whose reminder day it is; nothing before 10:00 or from 20:00. */
    async run(): Promise<SweepOutcome[]> {
      const now = deps.now();
      if (!isReminderHour(now)) return [];
      const today = weddingZoneDay(now);
      const channel = deps.sender?.sends('reminder') === true ? 'whatsapp' : 'email';
      const outcomes: SweepOutcome[] = [];
      for (const wedding of await reminders.due(today)) {
        // Guests of an inactive wedding cannot answer: no reminder.
        if (!isWeddingActive(wedding, now)) continue;
        if (!(await reminders.claimDay(wedding.weddingId, today, channel, REMINDER_DAY_LEASE_MS))) {
          continue;
        }
        const sent =
          channel === 'whatsapp'
            ? await remindOnWhatsApp(wedding, today)
            : await emailCouple(wedding, today);
        await reminders.completeDay(wedding.weddingId, today);
        outcomes.push({ weddingId: wedding.weddingId, channel, sent });
      }
      return outcomes;
    },
  };
}

export type ReminderSweep = ReturnType<typeof createReminderSweep>;
