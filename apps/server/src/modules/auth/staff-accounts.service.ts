// Staff accounts as other modules reach them: staff's view of a promoter is the one the promoter
// gets at sign-in, codes and commissions included (staff-dto.ts shows it).
import {
  createStaffAccountsRepository,
  type StaffAccountsRepository,
} from './staff-accounts.repository.ts';

export type PromoterDetails = Pick<StaffAccountsRepository, 'promoterWithCodes'>;

/** Over the database handle of the caller's routes plugin (services do not import src/db). */
export function createPromoterDetails(
  db: Parameters<typeof createStaffAccountsRepository>[0],
): PromoterDetails {
  return createStaffAccountsRepository(db);
}
