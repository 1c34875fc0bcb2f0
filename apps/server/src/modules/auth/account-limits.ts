// Limits on the account calls that send email or create accounts, counted in PostgreSQL per target
// and per client address (security/rate-limit.ts). Generous for a person (a couple who asks for a
// link again, a family registering on one Wi-Fi), tight for a script: 30 reset requests in 3 s sent
// 30 emails to one address before, and 30 accounts took half a second.
import { serverTexts } from '@convite/i18n/server-texts';
import { tryAgainIn, type RateLimit } from '../../security/rate-limit.ts';

const HOUR_MS = 3600 * 1000;

const tooManyEmails = tryAgainIn(serverTexts.rateLimit.tooManyEmails);
const tooManyFromAddress = tryAgainIn(serverTexts.rateLimit.tooManyRequestsFromAddress);

export const ACCOUNT_LIMITS = {
  resetLinkPerEmail: {
    bucket: 'reset-link-email',
    max: 5,
    windowMs: HOUR_MS,
    message: tooManyEmails,
  },
  resetLinkPerAddress: {
    bucket: 'reset-link-address',
    max: 20,
    windowMs: HOUR_MS,
    message: tooManyFromAddress,
  },
  verificationPerAccount: {
    bucket: 'verification-account',
    max: 5,
    windowMs: HOUR_MS,
    message: tooManyEmails,
  },
  verificationPerAddress: {
    bucket: 'verification-address',
    max: 20,
    windowMs: HOUR_MS,
    message: tooManyFromAddress,
  },
  registerPerAddress: {
    bucket: 'register-address',
    max: 20,
    windowMs: HOUR_MS,
    message: tryAgainIn(serverTexts.rateLimit.tooManyAccountsFromAddress),
  },
} as const satisfies Record<string, RateLimit>;
