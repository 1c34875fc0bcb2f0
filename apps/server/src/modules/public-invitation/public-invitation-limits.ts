// The limits of the public invitation calls (tests pass smaller ones). Why these numbers, and what
// they leave a guesser: docs/decisions.md, "Guests behind proxies and shared addresses".
import { serverTexts } from '@convite/i18n/server-texts';
import type { GuessLimits } from './guess-limit.ts';
import type { RateLimit } from '../../security/rate-limit.ts';

const MINUTE = 60_000;

export type PublicInvitationLimits = Readonly<{
  /** Answers (POST) per guest, whatever the address: a phone retrying, a guest changing their mind. */
  answersPerGuest: RateLimit;
  /** Wrong guest codes (GET or POST), per address and per wedding. Right codes never count. */
  guesses: GuessLimits;
}>;

export const DEFAULT_PUBLIC_INVITATION_LIMITS: PublicInvitationLimits = {
  answersPerGuest: {
    bucket: 'invitation-answer-guest',
    max: 10,
    windowMs: MINUTE,
    message: serverTexts.publicInvitation.tooManyAnswers,
  },
  guesses: {
    windowMs: 15 * MINUTE,
    perAddress: 20,
    holdAddressAfter: 100,
    perWedding: 100,
    holdAtWeddingAfter: 10,
    message: serverTexts.publicInvitation.tooManyWrongCodes,
  },
};
