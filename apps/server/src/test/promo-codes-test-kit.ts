// Promoters and promo codes inserted straight into the database (staff create them through the
// console in another issue), for the promo code and checkout tests.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { promoters } from '../db/schema/accounts.ts';
import { promoCodes } from '../db/schema/payments.ts';

export async function insertPromoter(db: Db): Promise<number> {
  const [row] = await db
    .insert(promoters)
    .values({
      name: 'Paola Promotora',
      email: `promoter-${randomBytes(5).toString('hex')}@example.com`,
      passwordHash: 'not-a-real-hash',
    })
    .returning({ id: promoters.id });
  if (row === undefined) throw new Error('could not insert a promoter');
  return row.id;
}

export type TestPromoCode = {
  promoterId?: number;
  code?: string;
  type?: 'percentage' | 'amount';
  value?: number;
  commission?: number | null;
  isActive?: boolean;
  usageLimit?: number | null;
  usedCount?: number;
  expiresAt?: Date | null;
};

/** A promo code (10 % off, no limit, no commission unless told); returns its id and code. */
export async function insertPromoCode(
  db: Db,
  options: TestPromoCode = {},
): Promise<{ id: number; code: string }> {
  const code = options.code ?? `PROMO${randomBytes(4).toString('hex').toUpperCase()}`;
  const [row] = await db
    .insert(promoCodes)
    .values({
      promoterId: options.promoterId ?? (await insertPromoter(db)),
      code,
      type: options.type ?? 'percentage',
      value: options.value ?? 10,
      commission: options.commission ?? null,
      isActive: options.isActive ?? true,
      usageLimit: options.usageLimit ?? null,
      usedCount: options.usedCount ?? 0,
      expiresAt: options.expiresAt ?? null,
    })
    .returning({ id: promoCodes.id });
  if (row === undefined) throw new Error('could not insert a promo code');
  return { id: row.id, code };
}
