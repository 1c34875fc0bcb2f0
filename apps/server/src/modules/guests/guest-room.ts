// The plan's guest limit, held inside the insert's own transaction: the wedding's row is locked
// first, so simultaneous inserts for one wedding count one after the other and never pass the limit
// between them (counting before the transaction let 30 simultaneous adds store 12 to 16 of a trial's 10).
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { guests } from '../../db/schema/guests.ts';
import { lockWeddingRow } from '../../content-kit/wedding-row-lock.ts';

/** `adding` more guests would pass the wedding's limit: nothing was saved. */
export class GuestLimitReachedError extends Error {
  constructor() {
    super("the wedding's guest limit would be passed");
    this.name = 'GuestLimitReachedError';
  }
}

/** In the insert's transaction, before it writes; `limit` null: the plan has none. */
export async function claimRoom(
  tx: Db,
  weddingId: number,
  adding: number,
  limit: number | null,
): Promise<void> {
  if (limit === null) return;
  await lockWeddingRow(tx, weddingId);
  const [row] = await tx.select({ n: count() }).from(guests).where(eq(guests.weddingId, weddingId));
  if ((row?.n ?? 0) + adding > limit) throw new GuestLimitReachedError();
}
