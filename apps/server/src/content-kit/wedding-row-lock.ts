import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { weddings } from '../db/schema/weddings.ts';

/**
 * Locks the wedding's row until the transaction ends (`SELECT … FOR UPDATE`). Writes that count or
 * replace a wedding's things (images, the song, themes) take it first, so two requests for one
 * wedding run one after the other and a limit cannot be passed by racing.
 */
export async function lockWeddingRow(tx: Db, weddingId: number): Promise<void> {
  await tx
    .select({ id: weddings.id })
    .from(weddings)
    .where(eq(weddings.id, weddingId))
    .for('update');
}
