import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { guests } from '../../db/schema/guests.ts';
import { newGuestRow, withFreshCodes } from './guest-codes.ts';
import type { GuestFields } from './guest-values.ts';

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

    /** All the rows in one transaction, in batched multi-row INSERTs. */
    async insertMany(weddingId: number, rows: readonly GuestFields[]): Promise<void> {
      if (rows.length === 0) return;
      await withFreshCodes(() =>
        db.transaction(async (tx) => {
          for (let start = 0; start < rows.length; start += INSERT_BATCH) {
            const batch = rows.slice(start, start + INSERT_BATCH);
            await tx.insert(guests).values(batch.map((fields) => newGuestRow(weddingId, fields)));
          }
        }),
      );
    },
  };
}

export type GuestImportRepository = ReturnType<typeof createGuestImportRepository>;
