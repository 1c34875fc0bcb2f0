import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { admins, promoters, type AdminRow, type PromoterRow } from '../../db/schema/accounts.ts';
import {
  commissions,
  promoCodes,
  type CommissionRow,
  type PromoCodeRow,
} from '../../db/schema/payments.ts';

// Admin and promoter accounts as the sign-in calls and the account set-up (configuration, CLI,
// demo data) need them.

export type { AdminRow };
export type PromoterWithCodes = PromoterRow & {
  promoCodes: (PromoCodeRow & { commissions: CommissionRow[] })[];
};

export function createStaffAccountsRepository(db: Db) {
  return {
    async findAdminByEmail(email: string): Promise<AdminRow | null> {
      const [row] = await db
        .select()
        .from(admins)
        .where(eq(sql`lower(${admins.email})`, email.toLowerCase()))
        .limit(1);
      return row ?? null;
    },

    /** Creates the admin, or sets the name and password of the one with that email. */
    async upsertAdmin(input: {
      email: string;
      name: string;
      passwordHash: string;
    }): Promise<{ admin: AdminRow; created: boolean }> {
      const email = input.email.toLowerCase();
      const existing = await this.findAdminByEmail(email);
      if (existing) {
        const [admin = existing] = await db
          .update(admins)
          .set({ name: input.name, passwordHash: input.passwordHash })
          .where(eq(admins.id, existing.id))
          .returning();
        return { admin, created: false };
      }
      const [admin] = await db
        .insert(admins)
        .values({ email, name: input.name, passwordHash: input.passwordHash })
        .onConflictDoNothing()
        .returning();
      if (admin) return { admin, created: true };
      // Another instance created it at the same moment: read theirs.
      const theirs = await this.findAdminByEmail(email);
      if (!theirs) throw new Error(`admin ${email} could be neither created nor found`);
      return { admin: theirs, created: false };
    },

    async findPromoterByEmail(email: string): Promise<PromoterRow | null> {
      const [row] = await db
        .select()
        .from(promoters)
        .where(
          and(eq(sql`lower(${promoters.email})`, email.toLowerCase()), isNull(promoters.deletedAt)),
        )
        .limit(1);
      return row ?? null;
    },

    async createPromoter(input: {
      email: string;
      name: string;
      passwordHash: string;
    }): Promise<PromoterRow | null> {
      const [row] = await db
        .insert(promoters)
        .values({ ...input, email: input.email.toLowerCase() })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    /** The promoter with their promo codes (oldest first) and each code's commissions. */
    async promoterWithCodes(promoter: PromoterRow): Promise<PromoterWithCodes> {
      const codes = await db
        .select()
        .from(promoCodes)
        .where(eq(promoCodes.promoterId, promoter.id))
        .orderBy(asc(promoCodes.id));
      const earned =
        codes.length === 0
          ? []
          : await db
              .select()
              .from(commissions)
              .where(
                inArray(
                  commissions.promoCodeId,
                  codes.map((code) => code.id),
                ),
              )
              .orderBy(asc(commissions.id));
      return {
        ...promoter,
        promoCodes: codes.map((code) => ({
          ...code,
          commissions: earned.filter((commission) => commission.promoCodeId === code.id),
        })),
      };
    },
  };
}

export type StaffAccountsRepository = ReturnType<typeof createStaffAccountsRepository>;
