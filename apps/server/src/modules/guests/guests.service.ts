import {
  fill,
  localize,
  serverTexts,
  type Language,
  type LocalizedText,
} from '@convite/i18n/server-texts';
import type { Writable } from 'node:stream';
import type { MessageKind } from '@convite/rules/message-template';
import type { GuestFilter } from '@convite/rules/guest-status';
import { PLAN_FEATURES, TEST_MODE_GUESTS } from '@convite/rules/plans';
import { ConflictError, InvalidFieldsError, NotFoundError } from '../../domain/errors.ts';
import { guestInvitationLink } from '../../content-kit/invitation-links.ts';
import {
  assertEditable,
  assertFeature,
  isTestMode,
  type WeddingAccess,
  type WeddingWithPlan,
} from '../../content-kit/wedding-access.ts';
import { parseGuestFile, type ImportErrorRow } from './guest-csv.ts';
import { toGuestDto, type GuestDto } from './guest-dto.ts';
import { writeGuestsWorkbook } from './guest-export.ts';
import { writeQrSheet } from './guest-qr-sheet.ts';
import { checkGuestFields, lastNameError, nameError, type GuestFields } from './guest-values.ts';
import type { GuestsRepository, GuestSummaryCounts } from './guests.repository.ts';

export const GUESTS_PAGE_SIZE = 20;
export const SEARCH_LIMIT = 50;
const EXPORT_BATCH = 8000;

export type GuestsServiceDeps = {
  access: WeddingAccess;
  guests: GuestsRepository;
  invitationUrl: string;
};

export type GuestInput = {
  name: string;
  lastName?: string | null;
  phone: string;
  maxGuestsAllowed: number;
  specialMessage?: string | null;
};

export type ImportResult = {
  message: LocalizedText;
  totalRows: number;
  successfulRows: number;
  errorRows: ImportErrorRow[];
};

type Patch = Partial<Pick<GuestFields, 'name' | 'lastName' | 'maxGuestsAllowed'>> & {
  sent?: boolean;
};

function validFields(input: GuestInput): GuestFields {
  const checked = checkGuestFields(input);
  if (checked.fields === null) throw new InvalidFieldsError(checked.errors);
  return checked.fields;
}

export function createGuestsService(deps: GuestsServiceDeps) {
  const dto = (view: Parameters<typeof toGuestDto>[0]) => toGuestDto(view, deps.invitationUrl);

  /** The caller's wedding, active, with guest administration: its guest limit (null: none). */
  async function administrable(
    clientId: number,
    weddingId: number,
  ): Promise<{ wedding: WeddingWithPlan; limit: number | null }> {
    const wedding = await deps.access.ownedWedding(clientId, weddingId);
    assertEditable(wedding, deps.access.now());
    const allowance = assertFeature(wedding, PLAN_FEATURES.rsvpAdmin, {
      isAvailable: true,
      max: TEST_MODE_GUESTS,
    });
    return { wedding, limit: allowance.max };
  }

  /** The caller's guest, in an administrable wedding (404 for another client's guest). */
  async function administrableGuest(clientId: number, id: number) {
    const weddingId = await deps.guests.weddingIdOf(id);
    if (weddingId === null) throw new NotFoundError();
    await administrable(clientId, weddingId);
    const guest = await deps.guests.find(id);
    if (guest === null) throw new NotFoundError();
    return guest;
  }

  function limitError(wedding: WeddingWithPlan, limit: number): ConflictError {
    return new ConflictError(
      isTestMode(wedding) ? serverTexts.guests.testModeLimit : planLimitMessage(limit),
    );
  }

  async function changed(
    clientId: number,
    id: number,
    patch: Patch,
  ): Promise<{ message: LocalizedText; guest: GuestDto }> {
    const guest = await administrableGuest(clientId, id);
    const max = patch.maxGuestsAllowed;
    if (max !== undefined && guest.confirmedGuests !== null && max < guest.confirmedGuests) {
      throw InvalidFieldsError.field(
        'maxGuestsAllowed',
        serverTexts.guests.maxGuestsBelowConfirmed,
      );
    }
    await deps.guests.update(id, patch);
    const updated = await deps.guests.find(id);
    if (updated === null) throw new NotFoundError();
    return { message: serverTexts.guests.updated, guest: dto(updated) };
  }

  return {
    /** Reads need only ownership (an inactive wedding's list stays readable). */
    async list(clientId: number, weddingId: number, page: number, status?: GuestFilter) {
      const wedding = await deps.access.ownedWedding(clientId, weddingId);
      const total = await deps.guests.countForWedding(wedding.id, status);
      const totalPages = Math.max(1, Math.ceil(total / GUESTS_PAGE_SIZE));
      const guests = await deps.guests.page(wedding.id, page, GUESTS_PAGE_SIZE, status);
      return { guests: guests.map(dto), page, totalPages };
    },

    /** One guest of the caller's wedding (404 for another client's guest); readable like the list. */
    async get(clientId: number, id: number): Promise<GuestDto> {
      const weddingId = await deps.guests.weddingIdOf(id);
      if (weddingId === null) throw new NotFoundError();
      await deps.access.ownedWedding(clientId, weddingId);
      const guest = await deps.guests.find(id);
      if (guest === null) throw new NotFoundError();
      return dto(guest);
    },

    async search(clientId: number, weddingId: number, text: string): Promise<GuestDto[]> {
      const wedding = await deps.access.ownedWedding(clientId, weddingId);
      return (await deps.guests.search(wedding.id, text, SEARCH_LIMIT)).map(dto);
    },

    async summary(clientId: number, weddingId: number): Promise<GuestSummaryCounts> {
      const wedding = await deps.access.ownedWedding(clientId, weddingId);
      return deps.guests.summary(wedding.id);
    },

    async create(
      clientId: number,
      weddingId: number,
      input: GuestInput,
    ): Promise<{ message: LocalizedText; guest: GuestDto }> {
      const { wedding, limit } = await administrable(clientId, weddingId);
      const fields = validFields(input);
      if (limit !== null && (await deps.guests.countForWedding(wedding.id)) >= limit) {
        throw limitError(wedding, limit);
      }
      const guest = await deps.guests.insert(wedding.id, fields);
      return { message: serverTexts.guests.created, guest: dto(guest) };
    },

    async replace(clientId: number, id: number, input: GuestInput) {
      const fields = validFields(input);
      return changed(clientId, id, fields);
    },

    async patch(clientId: number, id: number, patch: Patch) {
      const checked: Patch = { ...patch };
      if (patch.name !== undefined) {
        const error = nameError(patch.name);
        if (error !== null) throw InvalidFieldsError.field('name', error);
        checked.name = patch.name.trim();
      }
      if (patch.lastName !== undefined) {
        const error = lastNameError(patch.lastName);
        if (error !== null) throw InvalidFieldsError.field('lastName', error);
        checked.lastName = patch.lastName?.trim() || null;
      }
      return changed(clientId, id, checked);
    },

    async remove(clientId: number, id: number): Promise<{ message: LocalizedText }> {
      await administrableGuest(clientId, id);
      await deps.guests.delete(id);
      return { message: serverTexts.guests.deleted };
    },

    /**
     * Imports a CSV: the file is refused whole when it is not a guest CSV, empty, or over 10,000
     * rows; otherwise every valid row is saved in one transaction and the others are reported.
     */
    async importFile(
      clientId: number,
      weddingId: number,
      bytes: Uint8Array,
    ): Promise<ImportResult> {
      const { wedding, limit } = await administrable(clientId, weddingId);
      if (isTestMode(wedding)) throw new ConflictError(serverTexts.guests.testModeImport);
      const parsed = parseGuestFile(bytes);
      if (parsed.kind === 'empty') throw fileError(serverTexts.guests.fileEmpty);
      if (parsed.kind === 'notCsv') throw fileError(serverTexts.guests.fileNotCsv);
      if (parsed.kind === 'tooManyRows') throw fileError(serverTexts.guests.fileTooManyRows);
      if (
        limit !== null &&
        (await deps.guests.countForWedding(wedding.id)) + parsed.valid.length > limit
      ) {
        throw limitError(wedding, limit);
      }
      await deps.guests.insertMany(wedding.id, parsed.valid);
      return {
        message: fill(serverTexts.guests.importResult, {
          successful: parsed.valid.length,
          total: parsed.totalRows,
        }),
        totalRows: parsed.totalRows,
        successfulRows: parsed.valid.length,
        errorRows: parsed.errorRows,
      };
    },

    /** Every guest a walkthrough still has to send to (readable while the wedding is inactive). */
    async sendQueue(clientId: number, weddingId: number, kind: MessageKind) {
      const wedding = await deps.access.ownedWedding(clientId, weddingId);
      const rows = await deps.guests.sendQueue(wedding.id, kind);
      return {
        kind,
        guests: rows.map((row) => ({
          id: row.id,
          name: row.name,
          lastName: row.lastName,
          phone: row.phone,
          link: guestInvitationLink(deps.invitationUrl, wedding.slug, row.code),
          remindedAt: row.remindedAt?.toISOString() ?? null,
        })),
      };
    },

    /** The couple opened a reminder to the guest now (an active wedding only, like "sent"). */
    async markReminded(clientId: number, id: number) {
      await administrableGuest(clientId, id);
      const at = deps.access.now();
      await deps.guests.markReminded(id, at);
      return { message: serverTexts.guests.reminded, remindedAt: at.toISOString() };
    },

    /**
     * Checks ownership and that there is a guest to print (before anything is sent), then a writer
     * of the PDF of QR cards, one per guest, into `output`.
     */
    async qrSheet(
      clientId: number,
      weddingId: number,
    ): Promise<(output: Writable, language: Language) => Promise<void>> {
      const wedding = await deps.access.ownedWedding(clientId, weddingId);
      const guests = await deps.guests.qrCards(wedding.id);
      if (guests.length === 0) throw new ConflictError(serverTexts.guests.qrSheetEmpty);
      const cards = guests.map((guest) => ({
        guestName: [guest.name, guest.lastName].filter(Boolean).join(' '),
        link: guestInvitationLink(deps.invitationUrl, wedding.slug, guest.code),
      }));
      return (output, language) =>
        writeQrSheet(output, {
          couple: wedding.name,
          caption: localize(serverTexts.guests.qrCardCaption, language),
          cards,
        });
    },

    /** Checks ownership (before anything is sent), then a writer of the .xlsx into `output`. */
    async exportWorkbook(
      clientId: number,
      weddingId: number,
    ): Promise<(output: Writable, language: Language) => Promise<void>> {
      const wedding = await deps.access.ownedWedding(clientId, weddingId);
      const eventNames = await deps.guests.exclusiveEventNames(wedding.id);
      return (output, language) =>
        writeGuestsWorkbook(output, () => deps.guests.exportBatches(wedding.id, EXPORT_BATCH), {
          linkOf: (code) => guestInvitationLink(deps.invitationUrl, wedding.slug, code),
          eventNames,
          language,
        });
    },
  };
}

function fileError(message: LocalizedText): InvalidFieldsError {
  return new InvalidFieldsError({ csvFile: message }, message);
}

function planLimitMessage(limit: number): LocalizedText {
  return fill(serverTexts.guests.planLimit, { limit });
}

export type GuestsService = ReturnType<typeof createGuestsService>;
