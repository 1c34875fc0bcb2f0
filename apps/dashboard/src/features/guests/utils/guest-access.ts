import { featureAllowance, PLAN_FEATURES, TEST_MODE_GUESTS } from '@convite/rules/plans';
import type { Wedding } from '../../../lib/wedding.ts';

/** What the wedding may do with its guests: administer them (rsvpAdmin) and import files (not in test mode). */
export function guestAccess(wedding: Pick<Wedding, 'invitationPlan' | 'active'>) {
  // Test mode administers guests too, up to TEST_MODE_GUESTS.
  const allowance = featureAllowance(
    wedding.invitationPlan?.invitationPlanFeatures ?? null,
    PLAN_FEATURES.rsvpAdmin,
    {
      isAvailable: true,
      max: TEST_MODE_GUESTS,
    },
  );
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
