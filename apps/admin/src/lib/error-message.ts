import { isApiError } from '@convite/api/api-error';
import { showSnack } from '@convite/ui/snack-store';
import { i18n } from './i18n.ts';

export function errorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.isNetworkError) return i18n.t('common:errors.network');
    if (error.message) return error.message;
  }
  return i18n.t('common:errors.unexpected');
}

/** The red snack for a failed call. */
export function reportError(error: unknown) {
  showSnack('error', errorMessage(error));
}
