// The one public notices call is limited per client address (security/rate-limit.ts): a couple
// clicks it once; a script guessing tokens gets nowhere (each is a 256-bit HMAC anyway).
import { serverTexts } from '@convite/i18n/server-texts';
import { tryAgainIn, type RateLimit } from '../../security/rate-limit.ts';

export const NOTICE_LIMITS = {
  unsubscribePerAddress: {
    bucket: 'unsubscribe-address',
    max: 30,
    windowMs: 3600 * 1000,
    message: tryAgainIn(serverTexts.rateLimit.tooManyRequestsFromAddress),
  },
} satisfies Record<string, RateLimit>;
