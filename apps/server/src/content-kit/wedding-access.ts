// Shared rules for every call that touches a wedding's content: ownership, whether the wedding is
// active (and so editable), and what its plan (or test mode) allows.
import { serverTexts } from '@convite/i18n/server-texts';
import {
  featureAllowance,
  TEST_MODE_ALLOWANCE,
  type FeatureAllowance,
  type TestModeAllowance,
} from '@convite/rules/plans';
import type { Db } from '../db/database.ts';
import { ConflictError, NotFoundError } from '../domain/errors.ts';
import { findWeddingWithPlan, type WeddingWithPlan } from './wedding-access.repository.ts';

export type { WeddingWithPlan } from './wedding-access.repository.ts';

/** The caller's wedding with its plan; another client's wedding is as absent as a missing one (404). */
export async function findOwnedWedding(
  db: Db,
  clientId: number,
  weddingId: number,
): Promise<WeddingWithPlan> {
  const wedding = await findWeddingWithPlan(db, weddingId);
  if (!wedding || wedding.clientId !== clientId) throw new NotFoundError();
  return wedding;
}

type ActivityFields = Pick<WeddingWithPlan, 'invitationPlanId' | 'deactivatedAt' | 'trialEndsAt'>;

/**
 * Active with a plan or while the test mode runs, unless staff deactivated it: "Inactivar Boda" in
 * the console must take effect whatever the wedding's state (ARCHITECTURE.md reads as if a running
 * trial overrode it, which no one pressing that button would expect).
 */
export function isWeddingActive(wedding: ActivityFields, now: Date): boolean {
  if (wedding.deactivatedAt !== null) return false;
  const isTrialRunning = wedding.trialEndsAt !== null && wedding.trialEndsAt > now;
  return wedding.invitationPlanId !== null || isTrialRunning;
}

/** Editing needs an active wedding: 409 otherwise. */
export function assertEditable(wedding: ActivityFields, now: Date): void {
  if (!isWeddingActive(wedding, now)) {
    throw new ConflictError(serverTexts.access.inactive, { code: 'wedding_inactive' });
  }
}

/** What services need of the rules above, with the database and the clock bound. */
export type WeddingAccess = {
  ownedWedding(clientId: number, weddingId: number): Promise<WeddingWithPlan>;
  now(): Date;
};

export function createWeddingAccess(db: Db, now: () => Date = () => new Date()): WeddingAccess {
  return { ownedWedding: (clientId, weddingId) => findOwnedWedding(db, clientId, weddingId), now };
}

/**
 * The caller's wedding, editable now: 404 when there is none (null: the content's owner is missing)
 * or it is another client's, 409 when it is inactive.
 */
export async function editableWedding(
  access: WeddingAccess,
  clientId: number,
  weddingId: number | null,
): Promise<WeddingWithPlan> {
  if (weddingId === null) throw new NotFoundError();
  const wedding = await access.ownedWedding(clientId, weddingId);
  assertEditable(wedding, access.now());
  return wedding;
}

/** A wedding without a plan is in test mode. */
export function isTestMode(wedding: Pick<WeddingWithPlan, 'plan'>): boolean {
  return wedding.plan === null;
}

/**
 * The allowance of an available feature (@convite/rules/plans: a plan feature whose slug contains
 * the name, or `testMode` without a plan); 409 "not included in your plan / in test mode" otherwise.
 */
export function assertFeature(
  wedding: Pick<WeddingWithPlan, 'plan'>,
  featureName: string,
  testMode: TestModeAllowance = TEST_MODE_ALLOWANCE,
): FeatureAllowance {
  const allowance = featureAllowance(wedding.plan?.features ?? null, featureName, testMode);
  if (allowance.isAvailable) return allowance;
  throw new ConflictError(
    allowance.isTestMode ? serverTexts.access.notInTestMode : serverTexts.access.notInPlan,
    { code: 'plan_feature_missing' },
  );
}
