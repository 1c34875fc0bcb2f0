import { serverTexts, type LocalizedText } from '@convite/i18n/server-texts';
import { totalPages } from '../../domain/paging.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { deleteUnreferenced, type FileStorage } from '../../storage/file-storage.ts';
import { toClientDto, type ClientDto } from './client-dto.ts';
import type { ClientsRepository } from './clients.repository.ts';

export type ClientsAdminServiceDeps = {
  clients: ClientsRepository;
  storage: FileStorage;
  /** Where a file that could not be deleted is reported (it is unreachable, so nothing fails). */
  reportOrphan?: (error: unknown, key: string) => void;
};

/** Staff's look at client accounts (the caller is an admin: the contract's x-access). */
export function createClientsAdminService(deps: ClientsAdminServiceDeps) {
  const reportOrphan = deps.reportOrphan ?? (() => {});

  return {
    async list(page: number, search?: string) {
      const { rows, total } = await deps.clients.page(page, search);
      return { clients: rows.map(toClientDto), page, totalPages: totalPages(total) };
    },

    async get(id: number): Promise<ClientDto> {
      const client = await deps.clients.findById(id);
      if (client === null) throw new NotFoundError(serverTexts.clients.clientNotFound);
      return toClientDto(client);
    },

    /** The files go only after the rows are gone for good: a rolled-back delete keeps them all. */
    async remove(id: number): Promise<{ message: LocalizedText }> {
      const keys = await deps.clients.deleteWithFiles(id);
      if (keys === null) throw new NotFoundError(serverTexts.clients.clientNotFound);
      await Promise.all(keys.map((key) => deleteUnreferenced(deps.storage, key, reportOrphan)));
      return { message: serverTexts.clients.clientDeleted };
    },
  };
}
