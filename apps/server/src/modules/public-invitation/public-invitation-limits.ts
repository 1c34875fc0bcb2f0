// The rate limits of the public invitation calls (tests pass smaller ones).
import type { RateLimit } from './rate-limit.ts';
import { publicInvitationMessages as messages } from './public-invitation.messages.ts';

const MINUTE = 60_000;

export type PublicInvitationLimits = Readonly<{
  /** GET per client address: a guest reloading, a family on one Wi-Fi. */
  readsPerAddress: RateLimit;
  /** Lookups (GET or POST) with a code of no guest, per address: stops guessing codes. */
  wrongCodesPerAddress: RateLimit;
  /** POST per guest code. */
  answersPerCode: RateLimit;
  /** POST per client address. */
  answersPerAddress: RateLimit;
}>;

export const DEFAULT_PUBLIC_INVITATION_LIMITS: PublicInvitationLimits = {
  readsPerAddress: {
    bucket: 'invitation-read-address',
    max: 120,
    windowMs: MINUTE,
    message: messages.tooManyReads,
  },
  wrongCodesPerAddress: {
    bucket: 'invitation-wrong-code-address',
    max: 20,
    windowMs: 15 * MINUTE,
    message: messages.tooManyWrongCodes,
  },
  answersPerCode: {
    bucket: 'invitation-answer-code',
    max: 10,
    windowMs: MINUTE,
    message: messages.tooManyAnswers,
  },
  answersPerAddress: {
    bucket: 'invitation-answer-address',
    max: 30,
    windowMs: MINUTE,
    message: messages.tooManyAnswers,
  },
};
