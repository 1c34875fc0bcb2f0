// The couples' invoice (CFDI) requests: one per paid payment, read beside the payment and its owner.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { clients } from '../../db/schema/accounts.ts';
import { invoiceRequests, payments, type InvoiceRequestRow } from '../../db/schema/payments.ts';
import { weddings } from '../../db/schema/weddings.ts';

export type NewInvoiceRequest = typeof invoiceRequests.$inferInsert;
export type { InvoiceRequestRow };

export function createInvoiceRequestsRepository(db: Db) {
  return {
    /**
     * A payment with its wedding's owner (id and email) and its invoice request, if any; null when the
     * payment does not exist or has no wedding any more (its client was deleted).
     */
    async findPayment(paymentId: number) {
      const [row] = await db
        .select({
          payment: {
            id: payments.id,
            status: payments.status,
            amount: payments.amount,
            createdAt: payments.createdAt,
          },
          clientId: clients.id,
          email: clients.email,
          invoiceRequest: invoiceRequests,
        })
        .from(payments)
        .innerJoin(weddings, eq(weddings.id, payments.weddingId))
        .innerJoin(clients, eq(clients.id, weddings.clientId))
        .leftJoin(invoiceRequests, eq(invoiceRequests.paymentId, payments.id))
        .where(eq(payments.id, paymentId))
        .limit(1);
      return row ?? null;
    },

    /** Records the request; null when the payment already has one (a racing second request). */
    async insert(values: NewInvoiceRequest): Promise<InvoiceRequestRow | null> {
      const [row] = await db
        .insert(invoiceRequests)
        .values(values)
        .onConflictDoNothing({ target: invoiceRequests.paymentId })
        .returning();
      return row ?? null;
    },

    /** The invoice requests of a wedding's payments, newest first. */
    async listForWedding(weddingId: number): Promise<InvoiceRequestRow[]> {
      return db
        .select({ request: invoiceRequests })
        .from(invoiceRequests)
        .innerJoin(payments, eq(payments.id, invoiceRequests.paymentId))
        .where(eq(payments.weddingId, weddingId))
        .orderBy(desc(invoiceRequests.createdAt), desc(invoiceRequests.id))
        .then((rows) => rows.map((row) => row.request));
    },
  };
}

export type InvoiceRequestsRepository = ReturnType<typeof createInvoiceRequestsRepository>;
