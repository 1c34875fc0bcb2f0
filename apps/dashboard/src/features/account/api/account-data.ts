import { apiClient } from '../../../lib/api.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

/** The password typed again (null for an account that signs in only with Google). */
export type AccountConfirmation = { password: string | null };

/** POST /clients/me/data-export: everything of the account, saved as convite-mis-datos.zip. */
export async function downloadAccountData(confirmation: AccountConfirmation) {
  const { data } = await apiClient.POST('/clients/me/data-export', {
    body: confirmation,
    parseAs: 'blob',
  });
  if (data) saveBlob(data, 'convite-mis-datos.zip');
}

/** POST /clients/me/account-deletion: closes the account; answers the server's message. */
export async function closeAccount(confirmation: AccountConfirmation) {
  const { data } = await apiClient.POST('/clients/me/account-deletion', { body: confirmation });
  return { message: data?.message ?? '' };
}
