import { createApiClient } from '@convite/api/client';
import { ADMIN_TOKEN_KEY, PROMOTER_TOKEN_KEY } from '@convite/api/tokens';
import { currentLanguage } from '@convite/i18n/create-i18n';
import { API_BASE_URL } from '../config.ts';
import { i18n } from './i18n.ts';

/** The admin app's client: only staff tokens, never a client's left in the same browser. */
export const api = createApiClient({
  baseUrl: API_BASE_URL,
  getLanguage: () => currentLanguage(i18n),
  tokenOrder: [ADMIN_TOKEN_KEY, PROMOTER_TOKEN_KEY],
});
export const { $api, tokens, client: apiClient } = api;
