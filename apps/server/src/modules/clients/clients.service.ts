import { serverTexts, type LocalizedText } from '@convite/i18n/server-texts';
import { InvalidFieldsError, NotFoundError, UnauthenticatedError } from '../../domain/errors.ts';
import { accountFormErrors } from '../../security/account-form.ts';
import { toClientDto, type ClientDto } from './client-dto.ts';
import type { ClientsRepository } from './clients.repository.ts';

export function createClientsService(deps: { clients: ClientsRepository }) {
  return {
    /** The signed-in client; a token whose client no longer exists is no session at all. */
    async me(clientId: number): Promise<ClientDto> {
      const client = await deps.clients.findById(clientId);
      if (!client) throw new UnauthenticatedError();
      return toClientDto(client);
    },

    /** Only the signed-in client's own record; any other id answers 404, as if it did not exist. */
    async updateNameLastName(
      clientId: number,
      targetId: number,
      input: { name: string; lastName: string },
    ): Promise<{ message: LocalizedText; client: ClientDto }> {
      if (targetId !== clientId) throw new NotFoundError();
      const name = input.name.trim();
      const lastName = input.lastName.trim();
      const errors = accountFormErrors(input);
      if (Object.keys(errors).length > 0) throw new InvalidFieldsError(errors);
      const client = await deps.clients.updateNameLastName(clientId, name, lastName);
      if (!client) throw new NotFoundError();
      return { message: serverTexts.clients.nameLastNameUpdated, client: toClientDto(client) };
    },
  };
}

export type ClientsService = ReturnType<typeof createClientsService>;
