// A pass is read in one prepared statement: the household with its seats, their answers and tables,
// and the few fields of its wedding that the pass shows or that decide whether it is available.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { guests } from '../../db/schema/guests.ts';
import { weddings } from '../../db/schema/weddings.ts';
import { membersJsonSql, type HouseholdMemberJson } from '../households/households.service.ts';
import type { PassHousehold } from './pass-dto.ts';
import { seatTablesJsonSql } from './pass-sql.ts';

export type PassRow = {
  household: PassHousehold;
  wedding: {
    name: string;
    slug: string;
    date: Date;
    invitationPlanId: number | null;
    deactivatedAt: Date | null;
    trialEndsAt: Date | null;
  };
};

export function createPassesRepository(db: Db) {
  const passQuery = db
    .select({
      id: guests.id,
      name: guests.name,
      lastName: guests.lastName,
      confirmation: guests.confirmation,
      members: sql<HouseholdMemberJson[]>`${sql.raw(membersJsonSql('guests.id'))}`,
      seatTables: sql<Record<string, string>>`${sql.raw(seatTablesJsonSql('guests.id'))}`,
      wedding: {
        name: weddings.name,
        slug: weddings.slug,
        date: weddings.date,
        invitationPlanId: weddings.invitationPlanId,
        deactivatedAt: weddings.deactivatedAt,
        trialEndsAt: weddings.trialEndsAt,
      },
    })
    .from(guests)
    .innerJoin(weddings, eq(weddings.id, guests.weddingId))
    .where(eq(guests.id, sql.placeholder('guestId')))
    .limit(1)
    .prepare('household_pass');

  return {
    /** The household of a guest id with its wedding; null when there is no such guest. */
    async findPass(guestId: number): Promise<PassRow | null> {
      const [row] = await passQuery.execute({ guestId });
      if (row === undefined) return null;
      const { wedding, ...household } = row;
      return { household, wedding };
    },
  };
}

export type PassesRepository = ReturnType<typeof createPassesRepository>;
