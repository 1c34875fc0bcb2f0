import type { TFunction } from 'i18next';

/** Whole minutes to wait for a Retry-After of this many seconds (at least one). */
export function minutesToWait(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}

/** "Too many tries, wait N minutes", in the language of `t` (the invitation namespace). */
export function tooManyTriesText(
  t: TFunction<'invitation'>,
  retryAfterSeconds: number | null,
): string {
  if (retryAfterSeconds === null) return t('tooManyTries.later');
  const minutes = minutesToWait(retryAfterSeconds);
  return minutes === 1 ? t('tooManyTries.minute') : t('tooManyTries.minutes', { count: minutes });
}
