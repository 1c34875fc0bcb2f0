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
import { parseGuestFile } from './guest-csv.ts';
import { toGuestDto, type GuestDto } from './guest-dto.ts';
import { writeGuestsWorkbook } from './guest-export.ts';
import { writeQrSheet } from './guest-qr-sheet.ts';
import {
  checkGuestFields,
  guestSearchName,
  lastNameError,
  nameError,
  type GuestFields,
} from './guest-values.ts';
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
  errorRows: {
    index: number;
    row: Record<string, string>;
    errors: Record<string, LocalizedText[]>;
  }[];
};

/** A row as the couple reviewed it in the preview (the cells as typed, maybe corrected). */
export type ReviewedRow = {
  name: string;
  lastName?: string | null;
  phone: string;
  maxGuestsAllowed: number | string;
  specialMessage?: string | null;
  keepDuplicate?: boolean;
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

  /** An administrable wedding whose plan imports files (not test mode). */
  async function importable(clientId: number, weddingId: number) {
    const administered = await administrable(clientId, weddingId);
    if (isTestMode(administered.wedding)) {
      throw new ConflictError(serverTexts.guests.testModeImport, { code: 'plan_feature_missing' });
    }
    return administered;
  }

  /** The folded name and phone of every saved guest of the wedding. */
  async function savedKeys(weddingId: number): Promise<Set<string>> {
    const saved = await deps.guests.namesAndPhones(weddingId);
    return new Set(saved.map((guest) => keyOf(guest.searchName, guest.phone)));
  }

  /** Saves the guests when the plan's limit leaves room for all of them (else 409, none saved). */
  async function insertWithin(
    wedding: WeddingWithPlan,
    limit: number | null,
    fresh: readonly GuestFields[],
  ) {
    if (limit !== null && (await deps.guests.countForWedding(wedding.id)) + fresh.length > limit) {
      throw limitError(wedding, limit);
    }
    await deps.guests.insertMany(wedding.id, fresh);
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
      { code: 'plan_limit_reached' },
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
     * The older one-step import: the file is refused whole when it is not a guest list, empty, or
     * over 10,000 rows; otherwise every valid row that is not a duplicate (of a saved guest or of an
     * earlier row) is saved in one transaction, and the rows with problems are reported.
     */
    async importFile(
      clientId: number,
      weddingId: number,
      bytes: Buffer,
      fileField: string,
    ): Promise<ImportResult> {
      const { wedding, limit } = await importable(clientId, weddingId);
      const parsed = await guestFile(bytes, fileField);
      const duplicates = markDuplicates(
        parsed.rows.map((row) => ({ fields: row.fields, keep: false })),
        await savedKeys(wedding.id),
      );
      const fresh = parsed.rows.flatMap((row, at) =>
        row.fields !== null && duplicates[at] === null ? [row.fields] : [],
      );
      await insertWithin(wedding, limit, fresh);
      return {
        message: fill(serverTexts.guests.importResult, {
          successful: fresh.length,
          total: parsed.rows.length,
        }),
        totalRows: parsed.rows.length,
        successfulRows: fresh.length,
        errorRows: parsed.rows.flatMap((row) =>
          row.fields !== null
            ? []
            : [
                {
                  index: row.index,
                  row: Object.fromEntries(
                    parsed.columns.map((column) => [column, row.values[column]]),
                  ),
                  errors: Object.fromEntries(
                    Object.entries(row.errors).map(([field, message]) => [field, [message]]),
                  ),
                },
              ],
        ),
      };
    },

    /**
     * The file (read once the caller may import) checked, nothing saved: each row with its
     * problems and whether it repeats a saved guest or an earlier row, for the couple to review
     * before `importRows`.
     */
    async previewFile(
      clientId: number,
      weddingId: number,
      upload: { field: string; read: () => Promise<Buffer> },
    ) {
      // Ownership and plan first: another couple's upload is refused before it is read.
      const { wedding } = await importable(clientId, weddingId);
      const parsed = await guestFile(await upload.read(), upload.field);
      const duplicates = markDuplicates(
        parsed.rows.map((row) => ({ fields: row.fields, keep: false })),
        await savedKeys(wedding.id),
      );
      const rows = parsed.rows.map((row, at) => ({ ...row, duplicateOf: duplicates[at] ?? null }));
      return {
        columns: parsed.columns,
        rows,
        counts: {
          fresh: rows.filter((row) => row.fields !== null && row.duplicateOf === null).length,
          duplicates: rows.filter((row) => row.duplicateOf !== null).length,
          problems: rows.filter((row) => row.fields === null).length,
        },
      };
    },

    /**
     * The reviewed rows saved together, or none: any row still with a problem is refused whole (422
     * under `rows.<n>.<field>`). Duplicates are skipped unless the row says to keep it.
     */
    async importRows(clientId: number, weddingId: number, rows: readonly ReviewedRow[]) {
      const { wedding, limit } = await importable(clientId, weddingId);
      const errors: Record<string, LocalizedText> = {};
      const checked = rows.map((row, at) => {
        const result = checkGuestFields(row);
        for (const [field, message] of Object.entries(result.errors ?? {})) {
          errors[`rows.${at}.${field}`] = message;
        }
        return { fields: result.fields, keep: row.keepDuplicate === true };
      });
      if (Object.keys(errors).length > 0) {
        throw new InvalidFieldsError(errors, serverTexts.guests.importRowsInvalid);
      }
      const duplicates = markDuplicates(checked, await savedKeys(wedding.id));
      const fresh = checked.flatMap((row, at) =>
        row.fields !== null && duplicates[at] === null ? [row.fields] : [],
      );
      await insertWithin(wedding, limit, fresh);
      const skipped = rows.length - fresh.length;
      return {
        message: fill(
          skipped > 0 ? serverTexts.guests.importedSkipping : serverTexts.guests.imported,
          { imported: fresh.length, skipped },
        ),
        importedRows: fresh.length,
        skippedDuplicates: skipped,
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

/** The file's rows, or a 422 under the file's field naming why the whole file is refused. */
async function guestFile(bytes: Buffer, field: string) {
  const fileError = (message: LocalizedText) =>
    new InvalidFieldsError({ [field]: message }, message);
  const parsed = await parseGuestFile(bytes);
  switch (parsed.kind) {
    case 'rows':
      return parsed;
    case 'empty':
      throw fileError(serverTexts.guests.fileEmpty);
    case 'notGuestList':
      throw fileError(serverTexts.guests.fileNotCsv);
    case 'brokenWorkbook':
      throw fileError(serverTexts.guests.fileBrokenWorkbook);
    case 'tooBigUnzipped':
      throw fileError(serverTexts.guests.fileTooBigUnzipped);
    case 'tooManyRows':
      throw fileError(serverTexts.guests.fileTooManyRows);
  }
}

/** Two rows are the same guest when their full names (case and accents ignored) and phones match. */
const keyOf = (searchName: string, phone: string | null) => `${searchName}\n${phone ?? ''}`;

export type DuplicateOf = 'saved' | 'file';

/**
 * For each row, whether it repeats a saved guest or an earlier row of the same list (null: it does
 * not, or it has a problem, or the couple keeps it anyway).
 */
function markDuplicates(
  rows: readonly { fields: GuestFields | null; keep: boolean }[],
  saved: ReadonlySet<string>,
): (DuplicateOf | null)[] {
  const seen = new Set<string>();
  return rows.map(({ fields, keep }) => {
    if (fields === null) return null;
    const key = keyOf(guestSearchName(fields.name, fields.lastName), fields.phone);
    const duplicateOf = saved.has(key) ? 'saved' : seen.has(key) ? 'file' : null;
    seen.add(key);
    return keep ? null : duplicateOf;
  });
}

function planLimitMessage(limit: number): LocalizedText {
  return fill(serverTexts.guests.planLimit, { limit });
}

export type GuestsService = ReturnType<typeof createGuestsService>;
