import { createApiClient } from '@convite/api/client';
import { currentLanguage } from '@convite/i18n/create-i18n';
import { API_BASE_URL } from '../config.ts';
import { i18n } from './i18n.ts';

/** The app's one API client: client token first, Accept-Language from the interface language. */
export const api = createApiClient({
  baseUrl: API_BASE_URL,
  getLanguage: () => currentLanguage(i18n),
});
export const { $api, client: apiClient, tokens } = api;
