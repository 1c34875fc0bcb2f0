// The guest list's spreadsheet as other modules reach it: a couple's data download (clients'
// exportClientData) puts the very file of the guests tab's export in its zip.
import { createWeddingAccess } from '../../content-kit/wedding-access.ts';
import { createGuestFilesRepository } from './guest-files.repository.ts';
import { createGuestFilesService, type FileWriter } from './guest-files.service.ts';

export type { FileWriter };

export type GuestWorkbooks = {
  /** Ownership (404 otherwise), then a writer of the wedding's guests .xlsx, as downloadGuests. */
  exportWorkbook(clientId: number, weddingId: number): Promise<FileWriter>;
};

/** Over the database handle of the caller's routes plugin (services do not import src/db). */
export function createGuestWorkbooks(
  db: Parameters<typeof createGuestFilesRepository>[0],
  invitationUrl: string,
): GuestWorkbooks {
  const service = createGuestFilesService({
    access: createWeddingAccess(db),
    guests: createGuestFilesRepository(db),
    invitationUrl,
  });
  return { exportWorkbook: (clientId, weddingId) => service.exportWorkbook(clientId, weddingId) };
}
