import type { Language } from '@convite/i18n/create-i18n';
import type {
  ConfirmationAnswer,
  ConfirmationStatus,
  InvitationGuestModel,
} from '@convite/invitation-renderer/model';
import { postConfirmation, readConfirmationReply } from '../api/post-confirmation.ts';
import { clearPendingAnswer, readPendingAnswer, writePendingAnswer } from './pending-answer.ts';

export type ConfirmationState = {
  status: ConfirmationStatus;
  errorMessage?: string;
  fieldErrors?: Record<string, string[]>;
};

type OnlineTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export type ConfirmationSenderOptions = {
  slug: string;
  code: string;
  language: () => Language;
  onState: (state: ConfirmationState) => void;
  onSaved: (guest: InvitationGuestModel) => void;
  /** Shown for a refusal whose answer carries no message. */
  fallbackMessage: () => string;
  fetch?: typeof fetch;
  storage?: Storage | null;
  randomUUID?: () => string;
  /**
   * Where `online` and `offline` fire (window): a retry waiting for its timer goes at once when the
   * browser is back online, and going offline while sending shows the retry notice at once.
   */
  onlineTarget?: OnlineTarget | null;
  requestTimeoutMs?: number;
  /** How long a request may go unanswered before the guest is told it is being kept and retried. */
  slowNoticeMs?: number;
};

/**
 * A connection lost without a word (a phone between cells) leaves a request unanswered until its
 * timeout: the guest hears that the answer is kept on the phone well before that, within 8 s.
 */
export const SLOW_NOTICE_MS = 6_000;
const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 30_000;

/** 2 s, 4 s, 8 s… capped at 30 s, after the given number of failed attempts (1 = the first failure). */
export function retryDelayMs(failures: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1), MAX_RETRY_MS);
}

/** Retry-After in milliseconds (seconds or an HTTP date); 0 when absent or unreadable. */
function retryAfterMs(header: string | null, now: number): number {
  if (!header) return 0;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? 0 : Math.max(0, date - now);
}

/**
 * Worth repeating with the same key: the answer may not have arrived, or the server may be back soon.
 * The status decides, not the code: a proxy's or a portal's page in between has none.
 */
function isTransient(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/**
 * Sends the guest's answer and never loses it: each answer gets a new Idempotency-Key, is kept in
 * storage until the server accepts or definitively refuses it, and a network failure, a 5xx or a
 * 429 retries with the SAME key (so the server records it once) after 2 s, 4 s, 8 s… (≤ 30 s), or as
 * soon as the browser says it is online again.
 */
export function createConfirmationSender(options: ConfirmationSenderOptions) {
  const {
    slug,
    code,
    onState,
    onSaved,
    storage = null,
    onlineTarget = null,
    requestTimeoutMs = 15_000,
    slowNoticeMs = SLOW_NOTICE_MS,
  } = options;
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const randomUUID = options.randomUUID ?? (() => crypto.randomUUID());

  let generation = 0;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: { key: string; answer: ConfirmationAnswer } | null = null;

  function cancelTimer() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  function settle() {
    pending = null;
    failures = 0;
    clearPendingAnswer(storage, slug, code);
  }

  function scheduleRetry(current: number, waitAtLeastMs: number) {
    failures += 1;
    onState({ status: 'retrying' });
    cancelTimer();
    timer = setTimeout(
      () => {
        timer = undefined;
        void attempt(current);
      },
      Math.min(Math.max(retryDelayMs(failures), waitAtLeastMs), MAX_RETRY_MS),
    );
  }

  async function attempt(current: number) {
    if (!pending || current !== generation) return;
    const { key, answer } = pending;
    let response: Response;
    // The request goes on; the notice says the answer is kept meanwhile.
    const slow = setTimeout(() => {
      if (current === generation && pending) onState({ status: 'retrying' });
    }, slowNoticeMs);
    try {
      response = await postConfirmation({
        slug,
        code,
        answer,
        idempotencyKey: key,
        language: options.language(),
        timeoutMs: requestTimeoutMs,
        fetchImpl,
      });
    } catch {
      if (current === generation) scheduleRetry(current, 0);
      return;
    } finally {
      clearTimeout(slow);
    }
    if (current !== generation) return;
    if (isTransient(response.status)) {
      scheduleRetry(current, retryAfterMs(response.headers.get('Retry-After'), Date.now()));
      return;
    }
    const reply = await readConfirmationReply(response);
    if (current !== generation) return;
    if (response.ok) {
      const guest = reply.guest as InvitationGuestModel | null;
      if (!guest) {
        // Not the API's answer (a captive portal, a broken proxy): the same key makes retrying safe.
        scheduleRetry(current, 0);
        return;
      }
      settle();
      onState({ status: 'saved' });
      onSaved(guest);
      return;
    }
    settle();
    const errorMessage = reply.message ?? options.fallbackMessage();
    onState(
      reply.fieldErrors
        ? { status: 'error', errorMessage, fieldErrors: reply.fieldErrors }
        : { status: 'error', errorMessage },
    );
  }

  function onOnline() {
    if (timer === undefined || !pending) return;
    cancelTimer();
    void attempt(generation);
  }
  function onOffline() {
    if (pending) onState({ status: 'retrying' });
  }
  onlineTarget?.addEventListener('online', onOnline);
  onlineTarget?.addEventListener('offline', onOffline);

  return {
    /** Sends a new answer (a new key), replacing any answer still waiting to be sent. */
    submit(answer: ConfirmationAnswer) {
      cancelTimer();
      generation += 1;
      failures = 0;
      pending = { key: randomUUID(), answer };
      writePendingAnswer(storage, slug, code, pending);
      onState({ status: 'sending' });
      void attempt(generation);
    },
    /** Picks up an answer a previous visit kept on this phone, with its original key. */
    resume() {
      const stored = readPendingAnswer(storage, slug, code);
      if (!stored) return false;
      cancelTimer();
      generation += 1;
      pending = stored;
      onState({ status: 'retrying' });
      void attempt(generation);
      return true;
    },
    dispose() {
      cancelTimer();
      generation += 1;
      onlineTarget?.removeEventListener('online', onOnline);
      onlineTarget?.removeEventListener('offline', onOffline);
    },
  };
}

export type ConfirmationSender = ReturnType<typeof createConfirmationSender>;
