import { fill, serverTexts, type Language, type LocalizedText } from '@convite/i18n/server-texts';
import { memberFullName } from '@convite/rules/households';
import type { components } from '@convite/api/schema';
import type { Writable } from 'node:stream';
import { ConflictError, InvalidFieldsError } from '../../domain/errors.ts';
import { editableWedding, type WeddingAccess } from '../../content-kit/wedding-access.ts';
import {
  NotOfWeddingError,
  type PersonRow,
  type SeatingRepository,
  type SeatToSave,
  type TableToSave,
} from './seating.repository.ts';
import { writeSeatingChart } from './seating-chart.ts';
import { writePlaceCards } from './seating-place-cards.ts';
import type { SeatingPrint } from './seating-print.ts';

type SeatingDto = components['schemas']['SeatingResponse'];
type SeatedPersonDto = components['schemas']['SeatedPerson'];

export type SeatingServiceDeps = { access: WeddingAccess; seating: SeatingRepository };

const texts = serverTexts.seating;

/** A file the service writes into the reply as it goes, in the request's language. */
export type PrintWriter = (output: Writable, language: Language) => Promise<void>;

function toPerson(person: PersonRow): SeatedPersonDto {
  const household = [person.guestName, person.guestLastName ?? ''].join(' ').trim();
  const name = person.standsForInvitation ? household : memberFullName(person);
  return {
    memberId: person.memberId,
    guestId: person.guestId,
    household,
    name: name === '' ? null : name,
    isChild: person.isChild,
    attending: person.attending,
  };
}

/**
 * The list as stored: names trimmed and required (422 under tables, naming the table by its place),
 * an id at most once.
 */
export function normalizeTables(tables: readonly TableToSave[]): TableToSave[] {
  const problems: LocalizedText[] = [];
  const normalized = tables.map((table) => ({ ...table, name: table.name.trim() }));
  normalized.forEach((table, index) => {
    if (table.name === '') problems.push(fill(texts.tableNameRequired, { number: index + 1 }));
  });
  const ids = normalized.flatMap((table) => (table.id === undefined ? [] : [table.id]));
  if (new Set(ids).size !== ids.length) problems.push(texts.unknownTable);
  if (problems.length > 0) throw new InvalidFieldsError({ tables: problems });
  return normalized;
}

/**
 * The wedding's tables and who sits at them: read by the owner (while inactive too), written while
 * the wedding is active. Which people to seat is the couple's: the API keeps any household apart
 * or together as it is told.
 */
export function createSeatingService(deps: SeatingServiceDeps) {
  async function seatingOf(weddingId: number): Promise<SeatingDto> {
    const { tables, people } = await deps.seating.seating(weddingId);
    const byTable = new Map<number, SeatedPersonDto[]>(tables.map((table) => [table.id, []]));
    const unseated: SeatedPersonDto[] = [];
    for (const person of people) {
      const seatedAt = person.tableId === null ? undefined : byTable.get(person.tableId);
      if (seatedAt === undefined) unseated.push(toPerson(person));
      else seatedAt.push(toPerson(person));
    }
    return {
      tables: tables.map((table) => ({
        id: table.id,
        name: table.name,
        seats: table.seats,
        people: byTable.get(table.id) ?? [],
      })),
      unseated,
    };
  }

  /** Runs a write, telling an id that is not the wedding's as a 422 under `field`. */
  async function write(field: 'tables' | 'seats', save: () => Promise<void>) {
    try {
      await save();
    } catch (error) {
      if (!(error instanceof NotOfWeddingError)) throw error;
      throw InvalidFieldsError.field(
        field,
        error.what === 'table' ? texts.unknownTable : texts.unknownPerson,
      );
    }
  }

  /** The owner's wedding as printed; 409 while it has no tables (nothing to print). */
  async function printed(clientId: number, weddingId: number): Promise<SeatingPrint> {
    const wedding = await deps.access.ownedWedding(clientId, weddingId);
    const seating = await seatingOf(wedding.id);
    if (seating.tables.length === 0) throw new ConflictError(texts.noTables);
    return { couple: wedding.name, date: wedding.date, ...seating };
  }

  return {
    /** Ownership and a table, then a writer of the seating chart's PDF. */
    async seatingChart(clientId: number, weddingId: number): Promise<PrintWriter> {
      const chart = await printed(clientId, weddingId);
      return (output, language) => writeSeatingChart(output, chart, language);
    },

    /** Ownership and someone seated, then a writer of the place cards' PDF. */
    async placeCards(clientId: number, weddingId: number): Promise<PrintWriter> {
      const seating = await printed(clientId, weddingId);
      if (seating.tables.every((table) => table.people.length === 0)) {
        throw new ConflictError(texts.nobodySeated);
      }
      return (output, language) => writePlaceCards(output, seating, language);
    },

    async get(clientId: number, weddingId: number): Promise<SeatingDto> {
      const wedding = await deps.access.ownedWedding(clientId, weddingId);
      return seatingOf(wedding.id);
    },

    async updateTables(
      clientId: number,
      weddingId: number,
      tables: readonly TableToSave[],
    ): Promise<SeatingDto> {
      const wedding = await editableWedding(deps.access, clientId, weddingId);
      const list = normalizeTables(tables);
      await write('tables', () => deps.seating.replaceTables(wedding.id, list));
      return seatingOf(wedding.id);
    },

    async seat(
      clientId: number,
      weddingId: number,
      seats: readonly SeatToSave[],
    ): Promise<SeatingDto> {
      const wedding = await editableWedding(deps.access, clientId, weddingId);
      const memberIds = new Set(seats.map((seat) => seat.memberId));
      if (memberIds.size !== seats.length) {
        throw InvalidFieldsError.field('seats', texts.repeatedPerson);
      }
      await write('seats', () => deps.seating.seat(wedding.id, seats));
      return seatingOf(wedding.id);
    },
  };
}
