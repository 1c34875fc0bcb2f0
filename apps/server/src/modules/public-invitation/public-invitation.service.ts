import { localize, fill, serverTexts, type Language } from '@convite/i18n/server-texts';
import { createHash } from 'node:crypto';
import { isbot } from 'isbot';
import {
  impliedGuestCount,
  isGuestCountWithin,
  keepsFoodRestrictions,
  keepsMessage,
} from '@convite/rules/guest-answers';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  InvalidFieldsError,
  NotFoundError,
} from '../../domain/errors.ts';
import { isWeddingActive } from '../../content-kit/wedding-access.ts';
import { isRsvpDeadlineAhead } from '@convite/rules/rsvp-deadline';
import type { Question, QuestionAnswers } from '@convite/rules/households';
import type { SeatAnswerValues } from '../households/households.service.ts';
import {
  membersAfterAnswer,
  questionAnswers,
  seatsFromHouseholdAnswer,
  seatsFromMembers,
  totalsOfSeats,
  type InvitationEvent,
  type MemberAnswerInput,
} from './household-answer.ts';
import {
  eventsOfInvitation,
  invitationBody,
  prepareInvitationBody,
  toInvitationGuestDto,
  type InvitationGuestDto,
  type PreparedInvitationBody,
} from './public-invitation-dto.ts';
import {
  createInvitationContentCache,
  type SharedInvitationContent,
} from './invitation-content-cache.ts';
import type { PublicInvitationLimits } from './public-invitation-limits.ts';
import type {
  AnswerValues,
  InvitationGuestRow,
  InvitationHeadRow,
  PublicInvitationRepository,
  SaveAnswerResult,
  StampTexts,
  StoredResponse,
  WeddingVersion,
} from './public-invitation.repository.ts';
import { createWeddingsRead, guestOfContext, type AnswerContextSeal } from './answer-context.ts';
import { answerStampOf, savedAnswerOf } from './public-invitation.repository.ts';
import { NO_COUNTERS, type GuessCounters, type GuessLimiter } from './guess-limit.ts';
import { fixedWindow, type RateLimiter } from '../../security/rate-limit.ts';
import type { PreviewTokens } from '../../security/preview-tokens.ts';
import type { PassTokens } from '../../security/pass-tokens.ts';
import { createPassIssuer } from '../passes/pass-dto.ts';
import { signals } from '../../observability/signals.ts';

type WeddingRow = InvitationHeadRow['wedding'];

export type PublicInvitationServiceDeps = {
  invitations: PublicInvitationRepository;
  /** Counts answers per guest (limits.answersPerGuest). */
  limiter: RateLimiter;
  /** Counts and limits wrong codes (it holds limits.guesses). */
  guesses: GuessLimiter;
  limits: PublicInvitationLimits;
  publicUrl(key: string): string;
  /** Tells the couple's notices of a saved answer, on the wedding's couple (never throws). */
  answered(wedding: { clientId: number }): Promise<void>;
  /** Checks the couple's read-only preview tokens (createGuestPreview issues them). */
  previews: PreviewTokens;
  /** Signs the households' passes (never the guest's code). */
  passes: PassTokens;
  /** Seals what a guest's page carries for their answer (security/answer-contexts.ts). */
  answerContexts: AnswerContextSeal;
  /** The invitation app's origin (INVITATION_URL): a pass's link is a page of it. */
  invitationUrl: string;
  /** Erases a guest's data at their request (modules/retention); when they left. */
  removeGuest(guestId: number, slug: string, at: Date): Promise<Date>;
  now?: () => Date;
};

export type ConfirmationInput = {
  code: string;
  /** A couple's preview token: such an answer is never saved. */
  preview?: string;
  confirmation: boolean;
  confirmedGuests?: number | null;
  foodRestrictions?: string | null;
  message?: string | null;
  /** Who of the household goes to which event, eating what (household-answer.ts). */
  members?: MemberAnswerInput[];
  /** The answers to the per-household questions. */
  answers?: QuestionAnswers;
  /** The invitation's sealed context (InvitationGuest.answerContext), as the page got it. */
  answerContext?: string;
};

/** One answer's request, as each of its steps needs it. */
type AnswerRequest = {
  input: ConfirmationInput;
  /** The idempotency key, its scope and the request's hash. */
  key: string;
  scope: string;
  hash: string;
  at: Date;
  language: Language;
};

type CheckedAnswer = { values: AnswerValues; seats: SeatAnswerValues[] };

/** What an invitation was read at, for its guest's answer to find unchanged (answer-context.ts). */
type ReadAt = { weddingVersion: WeddingVersion; stampTexts: StampTexts };

/** An invitation found for a request, with what it was read at. */
type Available = { head: InvitationHeadRow; readAt: ReadAt | null };

type ConfirmationAnswer = { message: string; guest: InvitationGuestDto };

/** What the route sends: the status and the body (already in the request's language). */
export type ConfirmationReply = {
  status: number;
  body: ConfirmationAnswer;
};

/** Idempotency records are kept this long (a phone retrying after a day starts over). */
export const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;

const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * Reloads of the page count as one opening: an opening is counted only this long after the last
 * counted one (a guest reading, reloading, coming back from WhatsApp within half an hour opened
 * their invitation once). lastOpenedAt is the last counted opening.
 */
export const OPENING_WINDOW_MS = 30 * 60_000;

/**
 * Whether a request comes from a link-preview bot or a crawler (WhatsApp, Facebook, Telegram,
 * Slack, Twitter, iMessage…), or sends no User-Agent at all, as no guest's browser does.
 */
export function isBotRequest(userAgent: string | undefined): boolean {
  return userAgent === undefined || userAgent.trim() === '' || isbot(userAgent);
}

/** Guests type their code: surrounding spaces and lower case still find it. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Trimmed, and null when blank. */
function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

type WeddingSettings = Pick<
  InvitationHeadRow['wedding'],
  'foodRestrictionsEnabled' | 'messageEnabled'
>;

/** Past the deadline's day (in Mexico City) a couple that takes no late answers takes none. */
export function isClosedByDeadline(
  wedding: Pick<InvitationHeadRow['wedding'], 'rsvpDeadline' | 'lateAnswers' | 'date'>,
  at: Date,
): boolean {
  return (
    wedding.lateAnswers === 'closed' &&
    wedding.rsvpDeadline !== null &&
    !isRsvpDeadlineAhead(wedding.rsvpDeadline, wedding.date, at)
  );
}

/**
 * The answer as stored (section 4): declining clears the count and the food restrictions;
 * attending needs a count of 1..maxGuestsAllowed (1 is implied when the maximum is 1); food
 * restrictions and the message count only when the wedding asks for them.
 */
export function answerValues(
  input: ConfirmationInput,
  guest: Pick<InvitationGuestRow, 'maxGuestsAllowed'>,
  wedding: WeddingSettings,
  questions: readonly Question[] = [],
): AnswerValues {
  const message = keepsMessage(input.confirmation, wedding) ? optionalText(input.message) : null;
  const answers = questionAnswers(input.answers, questions, false, 'answers');
  if (!input.confirmation) {
    return { confirmation: false, confirmedGuests: null, foodRestrictions: null, message, answers };
  }
  const max = guest.maxGuestsAllowed;
  // The database keeps every maximum at 1 or more, so only a maximum of 1 implies the count.
  const count = input.confirmedGuests ?? impliedGuestCount(max);
  if (count === null) {
    throw InvalidFieldsError.field(
      'confirmedGuests',
      serverTexts.publicInvitation.confirmedGuestsRequired,
    );
  }
  if (!isGuestCountWithin(count, max)) {
    throw InvalidFieldsError.field(
      'confirmedGuests',
      fill(serverTexts.publicInvitation.confirmedGuestsRange, { max }),
    );
  }
  return {
    confirmation: true,
    confirmedGuests: count,
    foodRestrictions: keepsFoodRestrictions(true, wedding)
      ? optionalText(input.foodRestrictions)
      : null,
    message,
    answers,
  };
}

/**
 * The answer with its seats: from `members` (their totals must agree with `confirmation`), or a
 * household answer's count spread over the seats.
 */
export function householdAnswer(
  input: ConfirmationInput,
  guest: Pick<InvitationGuestRow, 'maxGuestsAllowed' | 'members'>,
  wedding: WeddingSettings,
  content: { events: readonly InvitationEvent[]; questions: readonly Question[] },
): { values: AnswerValues; seats: SeatAnswerValues[] } {
  const household = {
    seats: guest.members,
    events: content.events,
    questions: content.questions,
    asksDiet: wedding.foodRestrictionsEnabled,
  };
  if (input.members === undefined) {
    const values = answerValues(input, guest, wedding, content.questions);
    const seats = seatsFromHouseholdAnswer(
      values.confirmation,
      values.confirmedGuests ?? 0,
      household,
    );
    return { values, seats };
  }
  const seats = seatsFromMembers(input.members, household);
  const totals = totalsOfSeats(seats, household);
  if (totals.confirmation !== input.confirmation) {
    throw InvalidFieldsError.field('confirmation', serverTexts.publicInvitation.answerMismatch);
  }
  const values = answerValues(
    { ...input, confirmedGuests: totals.confirmation ? totals.confirmedGuests : null },
    guest,
    wedding,
    content.questions,
  );
  return { values, seats };
}

/** JSON with every object's keys in order: the same value whatever order its keys came in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The same body hashes the same whatever its key order or omitted nulls. */
function requestHash(input: ConfirmationInput): string {
  const canonical = canonicalJson([
    input.code,
    input.confirmation,
    input.confirmedGuests ?? null,
    input.foodRestrictions ?? null,
    input.message ?? null,
    input.members ?? null,
    input.answers ?? null,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** A guest who asked for their data to be removed: their link says it was done, and nothing else. */
function guestLeft(): NotFoundError {
  return new NotFoundError(serverTexts.publicInvitation.guestLeft, { code: 'guest_left' });
}

/** Ends an answer's lookup when its idempotency key has a stored response: that is replayed. */
class StoredReply extends Error {
  constructor(
    readonly stored: StoredResponse,
    readonly wedding: WeddingRow,
  ) {
    super('stored reply');
  }
}

/**
 * An invitation as read, with the ETag of its answer; its body (the JSON bytes of the contract's
 * PublicInvitation) is made only when it is sent.
 */
export type VersionedInvitation = { etag: string; body: () => Buffer };

/**
 * The ETag of an invitation's answer, from what the answer is made of: the rows read for the request
 * (the wedding, the guest with their seats and events) and the version of the content every guest
 * shares. A guest's page asking again whether it changed is answered without making the answer (the
 * body and its hash were a seventh of the API's time a request). Any change to what the answer shows
 * changes a row read or raises the content version (migration 0006). A release or a setting that
 * shapes the answer otherwise (where files are served from) keeps the tag; the invitation server
 * keeps a page a minute at most (apps/invitation/src/server/page-cache.ts), so its pages follow.
 */
export function invitationEtag(head: InvitationHeadRow, contentVersion: number): string {
  const made = `${contentVersion}\n${JSON.stringify(head)}`;
  return `"${createHash('sha1').update(made).digest('base64url')}"`;
}

export function createPublicInvitationService(deps: PublicInvitationServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const { limiter, guesses, limits } = deps;
  // What every guest of a wedding shares is read once per change, not once per guest.
  const contents = createInvitationContentCache((weddingId) =>
    deps.invitations.findInvitationContent(weddingId),
  );
  // The bytes of the body every guest shares, made once per content version (an entry of the
  // cache is that version's: a newer version is a new entry, and the old one's bytes go with it).
  const preparedBodies = new WeakMap<SharedInvitationContent, PreparedInvitationBody>();
  function preparedBody(weddingId: number, shared: SharedInvitationContent) {
    let prepared = preparedBodies.get(shared);
    if (prepared === undefined) {
      prepared = prepareInvitationBody(weddingId, shared, deps.publicUrl);
      preparedBodies.set(shared, prepared);
    }
    return prepared;
  }

  // The weddings' rows as read, for answers checked against what their guests' pages carry.
  const weddingsRead = createWeddingsRead();

  /** The wedding (with the guest of the code) if it exists and is active, with the counts read. */
  async function findAvailable(
    slug: string,
    code: string | null,
    counters: GuessCounters,
  ): Promise<{ found: Available | null; counts: readonly number[] }> {
    const { head, counts, readAt } = await deps.invitations.findInvitationHead(
      slug,
      code,
      counters,
    );
    if (head !== null && readAt !== null) {
      weddingsRead.remember(head.wedding, readAt.weddingVersion);
    }
    const isAvailable = head !== null && isWeddingActive(head.wedding, now());
    return { found: isAvailable ? { head, readAt } : null, counts };
  }

  /**
   * The wedding with the guest of a code, under the guess limits (a wrong code is a guess);
   * 404 "not available" for an unknown or inactive wedding, whatever the code.
   */
  async function availableInvitation(
    slug: string,
    code: string | null,
    address: string,
  ): Promise<Available> {
    const found =
      code === null
        ? (await findAvailable(slug, null, NO_COUNTERS)).found
        : await guesses.lookUp(
            address,
            slug,
            (counters) => findAvailable(slug, code, counters),
            (available) => available !== null && available.head.guest === null,
          );
    return { head: availableHead(found?.head ?? null), readAt: found?.readAt ?? null };
  }

  /** 404 "not available" for no (active) wedding; `guest_left` for a guest who left. */
  function availableHead<Head extends { guest: { leftAt: Date | null } | null }>(
    head: Head | null,
  ): Head {
    if (head === null) throw new NotFoundError(serverTexts.publicInvitation.notAvailable);
    if (head.guest?.leftAt) throw guestLeft();
    return head;
  }

  /**
   * The code of the guest a couple's preview token names, on this wedding: 403 in plain words for
   * an expired token, and for a forged one or one of another wedding's guest.
   */
  async function previewedCode(slug: string, token: string): Promise<string> {
    const check = deps.previews.verify(token, now());
    if (check.kind === 'expired') {
      throw new ForbiddenError(serverTexts.publicInvitation.previewExpired, {
        code: 'preview_expired',
      });
    }
    const code =
      check.kind === 'valid' ? await deps.invitations.findGuestCode(slug, check.guestId) : null;
    if (code === null) {
      throw new ForbiddenError(serverTexts.publicInvitation.previewInvalid, {
        code: 'preview_invalid',
      });
    }
    return code;
  }

  /** What a saved answer answers: the guest as saved, with their pass. */
  function confirmationAnswer(
    saved: InvitationGuestRow,
    wedding: WeddingRow,
    language: Language,
  ): ConfirmationAnswer {
    return {
      message: localize(serverTexts.publicInvitation.saved, language),
      guest: toInvitationGuestDto(saved, {
        rsvpDeadline: wedding.rsvpDeadline,
        issuePass: createPassIssuer(deps.passes, deps.invitationUrl, wedding.slug),
      }),
    };
  }

  /** The answer of an idempotency key's first request, again. */
  function replay(stored: StoredResponse, hash: string, wedding: WeddingRow): ConfirmationReply {
    if (stored.requestHash !== hash) {
      throw InvalidFieldsError.field(
        IDEMPOTENCY_HEADER,
        serverTexts.publicInvitation.idempotencyKeyReused,
      );
    }
    const saved = savedAnswerOf(stored);
    if (saved === null) return { status: stored.status, body: stored.body as ConfirmationAnswer };
    return {
      status: stored.status,
      body: confirmationAnswer(saved.guest, wedding, saved.language),
    };
  }

  /**
   * The answer checked against the wedding's settings and the invitation's events and questions (409
   * when answers are closed, 422 for a wrong one), with the seats it gives.
   */
  async function checkedAnswer(
    input: ConfirmationInput,
    guest: InvitationGuestRow,
    wedding: WeddingRow,
  ): Promise<CheckedAnswer> {
    if (!wedding.confirmationEnabled) {
      throw new ConflictError(serverTexts.publicInvitation.confirmationsClosed, {
        code: 'confirmations_closed',
      });
    }
    if (isClosedByDeadline(wedding, now())) {
      throw new ConflictError(serverTexts.publicInvitation.answersPastDeadline, {
        code: 'answers_past_deadline',
      });
    }
    const shared = await contents.get(wedding.id, wedding.contentVersion);
    if (shared === null) throw new NotFoundError(serverTexts.publicInvitation.notAvailable);
    return householdAnswer(input, guest, wedding, {
      events: eventsOfInvitation(shared.content.events, guest),
      questions: shared.content.questions,
    });
  }

  /** The answer's one write (saveAnswer, `stamp` as there), with the guest as it leaves them. */
  async function writeAnswer(
    request: AnswerRequest,
    guest: InvitationGuestRow,
    { values, seats }: CheckedAnswer,
    stamp: string | null,
  ): Promise<{ result: SaveAnswerResult; savedGuest: InvitationGuestRow }> {
    const limit = limits.answersPerGuest;
    const savedGuest: InvitationGuestRow = {
      ...guest,
      ...values,
      confirmedAt: request.at,
      members: membersAfterAnswer(guest.members, seats),
    };
    const result = await deps.invitations.saveAnswer({
      scope: request.scope,
      key: request.key,
      requestHash: request.hash,
      guestId: guest.id,
      values,
      seats,
      at: request.at,
      savedGuest,
      language: request.language,
      hit: {
        bucket: limit.bucket,
        windowStart: fixedWindow(request.at.getTime(), limit.windowMs).start,
        max: limit.max,
      },
      purgeBefore: new Date(request.at.getTime() - IDEMPOTENCY_TTL_MS),
      stamp,
    });
    return { result, savedGuest };
  }

  /** What a write that found its household current answers. */
  async function settle(
    request: AnswerRequest,
    wedding: WeddingRow,
    result: Exclude<SaveAnswerResult, { kind: 'stale' }>,
    savedGuest: InvitationGuestRow,
  ): Promise<ConfirmationReply> {
    if (result.kind === 'replay') return replay(result.stored, request.hash, wedding);
    // 429 past the limit (the write counted the hit and wrote nothing else).
    await limiter.counted(limits.answersPerGuest, result.hits, request.at);
    if (result.kind === 'left') throw guestLeft();
    if (result.kind !== 'saved') {
      throw InvalidFieldsError.field(
        'confirmedGuests',
        serverTexts.publicInvitation.confirmedGuestsOverMaximum,
      );
    }
    await deps.answered(wedding);
    signals.guestAnswered(savedGuest.confirmation === true ? 'attending' : 'declining');
    return { status: 200, body: confirmationAnswer(savedGuest, wedding, request.language) };
  }

  /** The sealed context of a guest's invitation for their answer; none without a guest. */
  function answerContextOf(
    slug: string,
    code: string,
    { wedding, guest }: InvitationHeadRow,
    readAt: ReadAt | null,
  ): string | undefined {
    if (guest === null || readAt === null) return undefined;
    const sealed = deps.answerContexts.seal({
      slug,
      code,
      weddingId: wedding.id,
      weddingVersion: readAt.weddingVersion,
      stamp: answerStampOf(readAt.stampTexts),
      guest,
    });
    return sealed ?? undefined;
  }

  /**
   * The answer in one statement, checked against the household the guest's page carries: null when
   * that cannot be (a context not ours or not this guest's, a wedding this process has not read at
   * that version, an answer it refuses, the household changed since), and the answer then takes the
   * full way, which judges it against the invitation as it is now. Its guess limits are not asked: a
   * sealed context of this guest's code came from a GET that found it under them.
   */
  async function answerAsPageRead(
    slug: string,
    code: string,
    sealed: string,
    request: AnswerRequest,
  ): Promise<ConfirmationReply | null> {
    const context = deps.answerContexts.open(sealed);
    if (context === null || context.slug !== slug || context.code !== code) return null;
    const wedding = weddingsRead.get(context.weddingId, context.weddingVersion);
    if (wedding === null || !isWeddingActive(wedding, request.at)) return null;
    const guest = guestOfContext(context);
    if (guest.leftAt !== null) return null;
    // A refusal is judged again on the invitation as it is now; any other error is no refusal.
    const answer = await checkedAnswer(request.input, guest, wedding).catch((error: unknown) => {
      if (error instanceof DomainError) return null;
      throw error;
    });
    if (answer === null) return null;
    const { result, savedGuest } = await writeAnswer(request, guest, answer, context.stamp);
    if (result.kind === 'stale') return null;
    return settle(request, wedding, result, savedGuest);
  }

  return {
    /**
     * The invitation for a guest (only wrong codes are limited: guess-limit.ts), or, with a couple's
     * preview token, for the guest it names. Reading records nothing (openings are the beacon's).
     */
    async get(
      slug: string,
      rawCode: string | undefined,
      address: string,
      preview?: string,
    ): Promise<VersionedInvitation> {
      const code =
        preview !== undefined
          ? await previewedCode(slug, preview)
          : rawCode === undefined || rawCode.trim() === ''
            ? null
            : normalizeCode(rawCode);
      const { head, readAt } = await availableInvitation(slug, code, address);
      const shared = await contents.get(head.wedding.id, head.wedding.contentVersion);
      if (shared === null) throw new NotFoundError(serverTexts.publicInvitation.notAvailable);
      // A couple's preview answers nothing, so it carries no context for an answer.
      const sealFor = preview === undefined && code !== null ? code : null;
      return {
        etag: invitationEtag(head, shared.version),
        body: () =>
          invitationBody(
            head,
            preparedBody(head.wedding.id, shared),
            createPassIssuer(deps.passes, deps.invitationUrl, head.wedding.slug),
            sealFor === null ? undefined : answerContextOf(slug, sealFor, head, readAt),
          ),
      };
    },

    /**
     * Records that a guest opened their own link (the guest page's beacon, sent after load). A bot's
     * request records nothing and is answered as any other (it learns nothing); an unknown code is
     * a wrong guess (guess-limit.ts) and 404, as is an inactive wedding.
     */
    async recordOpening(
      slug: string,
      rawCode: string,
      address: string,
      userAgent: string | undefined,
    ): Promise<void> {
      if (isBotRequest(userAgent)) return;
      const { guest } = (await availableInvitation(slug, normalizeCode(rawCode), address)).head;
      if (guest === null) throw new NotFoundError(serverTexts.publicInvitation.unknownCode);
      const at = now();
      await deps.invitations.recordOpening(
        guest.id,
        at,
        new Date(at.getTime() - OPENING_WINDOW_MS),
      );
    },

    /**
     * The guest's own removal of their data (removeGuestData): at once, whatever the deadline or the
     * couple's settings; asked again, it answers as the first time. A couple's preview never removes.
     */
    async removeData(
      slug: string,
      input: { code: string; preview?: string },
      address: string,
      language: Language,
    ): Promise<{ message: string }> {
      if (input.preview !== undefined) {
        throw new ForbiddenError(serverTexts.publicInvitation.previewReadOnly, {
          code: 'preview_read_only',
        });
      }
      const done = { message: localize(serverTexts.publicInvitation.guestDataRemoved, language) };
      let head: InvitationHeadRow;
      try {
        ({ head } = await availableInvitation(slug, normalizeCode(input.code), address));
      } catch (error) {
        if (error instanceof NotFoundError && error.code === 'guest_left') return done;
        throw error;
      }
      const { wedding, guest } = head;
      if (guest === null) throw new NotFoundError(serverTexts.publicInvitation.unknownCode);
      await deps.removeGuest(guest.id, wedding.slug, now());
      return done;
    },

    /**
     * Saves a guest's answer once per idempotency key: a repeat with the same key and body answers
     * the first response again without writing; the same key with another body is 422.
     */
    async confirm(
      slug: string,
      idempotencyKey: string | undefined,
      input: ConfirmationInput,
      address: string,
      language: Language,
    ): Promise<ConfirmationReply> {
      // A preview is read-only, whatever else the answer carries.
      if (input.preview !== undefined) {
        throw new ForbiddenError(serverTexts.publicInvitation.previewReadOnly, {
          code: 'preview_read_only',
        });
      }
      const code = normalizeCode(input.code);
      if (idempotencyKey === undefined || !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
        throw InvalidFieldsError.field(
          IDEMPOTENCY_HEADER,
          serverTexts.publicInvitation.idempotencyKeyRequired,
        );
      }
      const request: AnswerRequest = {
        input,
        key: idempotencyKey,
        scope: `confirmation:${slug}`,
        hash: requestHash(input),
        at: now(),
        language,
      };
      if (input.answerContext !== undefined) {
        const reply = await answerAsPageRead(slug, code, input.answerContext, request);
        if (reply !== null) return reply;
      }
      // One statement reads the stored response, the invitation and the guess counters
      // (findAnswerHead). A stored response is answered before anything else: no limit, no check
      // of the wedding but that it is there.
      const head = await guesses
        .lookUp(
          address,
          slug,
          async (counters) => {
            const read = await deps.invitations.findAnswerHead({
              slug,
              code,
              counters,
              scope: request.scope,
              key: idempotencyKey,
            });
            if (read.head !== null && read.weddingVersion !== null) {
              weddingsRead.remember(read.head.wedding, read.weddingVersion);
            }
            if (read.stored !== null && read.head !== null) {
              throw new StoredReply(read.stored, read.head.wedding);
            }
            const isAvailable =
              read.head !== null && isWeddingActive(read.head.wedding, request.at);
            return { found: isAvailable ? read.head : null, counts: read.counts };
          },
          (found) => found !== null && found.guest === null,
        )
        .catch((error: unknown) => {
          if (error instanceof StoredReply) return error;
          throw error;
        });
      if (head instanceof StoredReply) return replay(head.stored, request.hash, head.wedding);
      const { wedding, guest } = availableHead(head);
      if (guest === null) throw new NotFoundError(serverTexts.publicInvitation.unknownCode);
      const answer = await checkedAnswer(request.input, guest, wedding);
      const { result, savedGuest } = await writeAnswer(request, guest, answer, null);
      if (result.kind === 'stale') throw new Error('an answer read for its write found it stale');
      return settle(request, wedding, result, savedGuest);
    },
  };
}

export type PublicInvitationService = ReturnType<typeof createPublicInvitationService>;
