import { localize, serverTexts, type Language } from '@convite/i18n/server-texts';
import type { Writable } from 'node:stream';
import { ConflictError } from '../../domain/errors.ts';
import { guestInvitationLink } from '../../content-kit/invitation-links.ts';
import type { WeddingAccess } from '../../content-kit/wedding-access.ts';
import { writeGuestsWorkbook } from './guest-export.ts';
import type { GuestFilesRepository } from './guest-files.repository.ts';
import { writeGuestListExample, type GuestListExampleFormat } from './guest-list-example.ts';
import { writeQrSheet } from './guest-qr-sheet.ts';

const EXPORT_BATCH = 8000;

export type GuestFilesServiceDeps = {
  access: WeddingAccess;
  guests: GuestFilesRepository;
  invitationUrl: string;
};

/** A file the service writes into the reply as it goes, in the request's language. */
export type FileWriter = (output: Writable, language: Language) => Promise<void>;

/**
 * The files made of the guest list: the .xlsx export, the printable QR sheet and the example list.
 * Each call checks what it must before anything is sent, then hands back the writer of the file.
 */
export function createGuestFilesService(deps: GuestFilesServiceDeps) {
  const linkOf = (slug: string) => (code: string) =>
    guestInvitationLink(deps.invitationUrl, slug, code);

  return {
    /**
     * Ownership and a guest to print, then a writer of the PDF of QR cards, one per guest: every
     * guest, or only those of guestIds (the list's selection) that belong to the wedding.
     */
    async qrSheet(
      clientId: number,
      weddingId: number,
      guestIds?: readonly number[],
    ): Promise<FileWriter> {
      const wedding = await deps.access.ownedWedding(clientId, weddingId);
      const guests = await deps.guests.qrCards(wedding.id, guestIds);
      if (guests.length === 0) throw new ConflictError(serverTexts.guests.qrSheetEmpty);
      const link = linkOf(wedding.slug);
      const cards = guests.map((guest) => ({
        guestName: [guest.name, guest.lastName].filter(Boolean).join(' '),
        link: link(guest.code),
      }));
      return (output, language) =>
        writeQrSheet(output, {
          couple: wedding.name,
          caption: localize(serverTexts.guests.qrCardCaption, language),
          cards,
        });
    },

    /**
     * Ownership, then a writer of the .xlsx of every guest and household, the caterer's summary
     * and a sheet per event of the people attending it.
     */
    async exportWorkbook(clientId: number, weddingId: number): Promise<FileWriter> {
      const wedding = await deps.access.ownedWedding(clientId, weddingId);
      const eventNames = await deps.guests.exclusiveEventNames(wedding.id);
      const questions = await deps.guests.questions(wedding.id);
      const events = await deps.guests.events(wedding.id);
      return (output, language) =>
        writeGuestsWorkbook(output, () => deps.guests.exportBatches(wedding.id, EXPORT_BATCH), {
          linkOf: linkOf(wedding.slug),
          eventNames,
          language,
          questions,
          events,
          attendingAt: (eventId) => deps.guests.attendingAt(eventId),
          headCounts: () => deps.guests.headCounts(wedding.id),
        });
    },

    /** The example guest list: the same for every couple, so nothing of theirs is read. */
    exampleList(format: GuestListExampleFormat): FileWriter {
      return (output, language) => writeGuestListExample(output, format, language);
    },
  };
}

export type GuestFilesService = ReturnType<typeof createGuestFilesService>;
