import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { guests } from '../../db/schema/guests.ts';
import { newGuestRow, withFreshCodes } from './guest-codes.ts';
import { claimRoom } from './guest-room.ts';
import type { NamedMember } from './guest-members.ts';
import { nameNewSeats } from './guest-seats.ts';
import type { GuestFields } from './guest-values.ts';

/** A guest an import saves: its fields, and its household's named people (none: open seats). */
export type NewGuest = { fields: GuestFields; members?: readonly NamedMember[] };

/** Rows a single INSERT carries in an import (PostgreSQL allows 65,535 parameters a statement). */
const INSERT_BATCH = 1000;

export function createGuestImportRepository(db: Db) {
  return {
    /** Each guest's folded full name and phone: what an import compares to find duplicates. */
    async namesAndPhones(
      weddingId: number,
    ): Promise<{ searchName: string; phone: string | null }[]> {
      return db
        .select({ searchName: guests.searchName, phone: guests.phone })
        .from(guests)
        .where(eq(guests.weddingId, weddingId));
    },

    /**
     * All the rows in one transaction, in batched multi-row INSERTs (the trigger seats each batch's
     * guests in the same statement), then each batch's named people in one UPDATE.
     */
    async insertMany(
      weddingId: number,
      rows: readonly (NewGuest | GuestFields)[],
      limit: number | null = null,
    ): Promise<void> {
      if (rows.length === 0) return;
      const guestsToSave = rows.map((row) => ('fields' in row ? row : { fields: row }));
      await withFreshCodes(() =>
        db.transaction(async (tx) => {
          await claimRoom(tx, weddingId, guestsToSave.length, limit);
          for (let start = 0; start < guestsToSave.length; start += INSERT_BATCH) {
            const batch = guestsToSave.slice(start, start + INSERT_BATCH);
            const values = batch.map((guest) => newGuestRow(weddingId, guest.fields));
            const named = batch.some((guest) => (guest.members?.length ?? 0) > 0);
            if (!named) {
              await tx.insert(guests).values(values);
              continue;
            }
            // Told apart by their fresh codes (unique), not by the order RETURNING gives.
            const inserted = await tx
              .insert(guests)
              .values(values)
              .returning({ id: guests.id, code: guests.code });
            const idOf = new Map(inserted.map((row) => [row.code, row.id]));
            await nameNewSeats(
              tx,
              batch.flatMap((guest, at) => {
                const guestId = idOf.get(values[at]?.code ?? '');
                const members = guest.members ?? [];
                return guestId === undefined || members.length === 0 ? [] : [{ guestId, members }];
              }),
            );
          }
        }),
      );
    },
  };
}

export type GuestImportRepository = ReturnType<typeof createGuestImportRepository>;
