import type { components } from '@convite/api/schema';
import { fill, serverTexts, type LocalizedText } from '@convite/i18n/server-texts';
import { GUEST_INPUT_COLUMNS } from '@convite/rules/guest-columns';
import { ConflictError, InvalidFieldsError } from '../../domain/errors.ts';
import { isTestMode } from '../../content-kit/wedding-access.ts';
import type { AdministeredWedding, GuestAdministration } from './guest-administration.ts';
import { checkGuestRow, parseGuestFile } from './guest-import-file.ts';
import type { GuestImportRepository, NewGuest } from './guest-import.repository.ts';
import { guestSearchName, type GuestFields } from './guest-values.ts';

export type GuestImportServiceDeps = {
  administration: GuestAdministration;
  guests: GuestImportRepository;
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
export type ReviewedRow = components['schemas']['ImportGuestRowsRequest']['rows'][number];

/** A guest list from a file: read in one step, or previewed and then saved as the couple reviewed it. */
export function createGuestImportService(deps: GuestImportServiceDeps) {
  /** An administrable wedding whose plan imports files (not test mode). */
  async function importable(clientId: number, weddingId: number) {
    const administered = await deps.administration.wedding(clientId, weddingId);
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
  async function insertWithin(administered: AdministeredWedding, fresh: readonly NewGuest[]) {
    await deps.administration.assertRoomFor(administered, fresh.length);
    await deps.administration.withinLimit(administered, () =>
      deps.guests.insertMany(administered.wedding.id, fresh, administered.limit),
    );
  }

  return {
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
      const administered = await importable(clientId, weddingId);
      const parsed = await guestFile(bytes, fileField);
      const duplicates = markDuplicates(
        parsed.rows.map((row) => ({ fields: row.fields, keep: false })),
        await savedKeys(administered.wedding.id),
      );
      // Each guest with its household's people (the integrantes column).
      const fresh = parsed.rows.flatMap((row, at) =>
        row.fields !== null && duplicates[at] === null
          ? [{ fields: row.fields, members: row.members }]
          : [],
      );
      await insertWithin(administered, fresh);
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
        // The file's columns, the integrantes one too: each row's cells carry its people as typed.
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
     * under `rows.<n>.<field>`, the integrantes cell checked as a file's). Duplicates are skipped
     * unless the row says to keep it. Each guest is saved with its household's named people.
     */
    async importRows(clientId: number, weddingId: number, rows: readonly ReviewedRow[]) {
      const administered = await importable(clientId, weddingId);
      const errors: Record<string, LocalizedText> = {};
      const checked = rows.map((row, at) => {
        const result = checkGuestRow(row);
        for (const [field, message] of Object.entries(result.errors)) {
          errors[`rows.${at}.${field}`] = message;
        }
        return {
          fields: result.fields,
          members: result.members,
          keep: row.keepDuplicate === true,
        };
      });
      if (Object.keys(errors).length > 0) {
        throw new InvalidFieldsError(errors, serverTexts.guests.importRowsInvalid);
      }
      const duplicates = markDuplicates(checked, await savedKeys(administered.wedding.id));
      const fresh = checked.flatMap((row, at) =>
        row.fields !== null && duplicates[at] === null
          ? [{ fields: row.fields, members: row.members }]
          : [],
      );
      await insertWithin(administered, fresh);
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
      throw fileError(fill(serverTexts.guests.fileNotCsv, { columns: HEADERS_EXPECTED }));
    case 'brokenWorkbook':
      throw fileError(serverTexts.guests.fileBrokenWorkbook);
    case 'tooBigUnzipped':
      throw fileError(serverTexts.guests.fileTooBigUnzipped);
    case 'tooManyRows':
      throw fileError(serverTexts.guests.fileTooManyRows);
  }
}

/** The headers a guest list names, as the refusal of a file without them lists them. */
const HEADERS_EXPECTED = {
  es: GUEST_INPUT_COLUMNS.map((column) => column.header.es.toLowerCase()).join(', '),
  en: GUEST_INPUT_COLUMNS.map((column) => column.key).join(', '),
};

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

export type GuestImportService = ReturnType<typeof createGuestImportService>;
