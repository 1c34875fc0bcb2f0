import { featureAllowance, PLAN_FEATURES } from '../../../lib/plan-features.ts';
import type { Wedding } from '../../../lib/wedding.ts';

/** Test mode allows guest administration with at most 10 guests (the server's rule). */
export const TEST_MODE_GUESTS = 10;

/** What the wedding may do with its guests: administer them (rsvpAdmin) and import files (not in test mode). */
export function guestAccess(wedding: Pick<Wedding, 'invitationPlan' | 'active'>) {
  const allowance = featureAllowance(wedding, PLAN_FEATURES.rsvpAdmin, {
    isAvailable: true,
    max: TEST_MODE_GUESTS,
  });
  return {
    canAdminister: allowance.isAvailable,
    canImport: allowance.isAvailable && !allowance.isTestMode,
    isTestMode: allowance.isTestMode,
    canWrite: allowance.isAvailable && wedding.active,
  };
}

/** The guest's full name as the table and the messages show it. */
export function fullName(guest: { name: string; lastName: string | null }): string {
  return [guest.name, guest.lastName].filter(Boolean).join(' ');
}
