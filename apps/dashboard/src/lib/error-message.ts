import { hasErrorCode, isApiError } from '@convite/api/api-error';
import { SESSIONLESS_PATHS } from '@convite/api/client';
import { showSnack } from '@convite/ui/snack-store';
import { i18n } from './i18n.ts';

/** The text to show for a failed call: the server's message, or ours when there was no answer. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.isNetworkError) return i18n.t('common:errors.network');
    if (error.message) return error.message;
  }
  return i18n.t('common:errors.unexpected');
}

/** The red snack for a failed call, except an ended session: the re-authentication modal shows. */
export function reportError(error: unknown) {
  if (hasErrorCode(error, 'unauthenticated') && !SESSIONLESS_PATHS.includes(error.path)) return;
  showSnack('error', errorMessage(error));
}
