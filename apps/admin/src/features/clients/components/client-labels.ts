import type { TFunction } from 'i18next';
import type { Client } from '../api/clients.ts';

/** The external provider capitalized ("Google"), or "Correo" for an email and password account. */
export function authLabel(client: Pick<Client, 'externalAuth'>, t: TFunction<'admin'>): string {
  const provider = client.externalAuth;
  return provider ? provider.charAt(0).toUpperCase() + provider.slice(1) : t('clients.emailAuth');
}

export function yesNo(value: boolean, t: TFunction<'admin'>): string {
  return value ? t('common.yes') : t('common.no');
}
