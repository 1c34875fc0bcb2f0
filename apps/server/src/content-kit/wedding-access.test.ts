import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError } from '../domain/errors.ts';
import { givePlan } from '../test/plan-fixtures.ts';
import { createTestDatabase } from '../test/test-app.ts';
import { insertCouple, type Couple } from '../test/wedding-fixtures.ts';
import {
  assertEditable,
  assertFeature,
  findOwnedWedding,
  isWeddingActive,
  type WeddingWithPlan,
} from './wedding-access.ts';

const now = new Date('2030-01-01T12:00:00Z');
const hourFromNow = new Date('2030-01-01T13:00:00Z');
const hourAgo = new Date('2030-01-01T11:00:00Z');

const status = (fields: {
  invitationPlanId?: number | null;
  deactivatedAt?: Date | null;
  trialEndsAt?: Date | null;
}) => ({ invitationPlanId: null, deactivatedAt: null, trialEndsAt: null, ...fields });

const withFeatures = (...features: { slug: string; max?: number | null }[]) =>
  ({
    plan: { features: features.map((f) => ({ slug: f.slug, max: f.max ?? null })) },
  }) as unknown as Pick<WeddingWithPlan, 'plan'>;
const testMode = { plan: null };

describe('isWeddingActive / assertEditable', () => {
  it('a plan not deactivated by staff is active', () => {
    expect(isWeddingActive(status({ invitationPlanId: 1 }), now)).toBe(true);
    expect(isWeddingActive(status({ invitationPlanId: 1, deactivatedAt: hourAgo }), now)).toBe(
      false,
    );
  });

  it('staff deactivation wins over a running trial', () => {
    expect(isWeddingActive(status({ trialEndsAt: hourFromNow, deactivatedAt: hourAgo }), now)).toBe(
      false,
    );
  });

  it('a running trial is active until its end', () => {
    expect(isWeddingActive(status({ trialEndsAt: hourFromNow }), now)).toBe(true);
    expect(isWeddingActive(status({ trialEndsAt: hourAgo }), now)).toBe(false);
    expect(isWeddingActive(status({ trialEndsAt: now }), now)).toBe(false);
    expect(isWeddingActive(status({}), now)).toBe(false);
  });

  it('refuses editing an inactive wedding with a 409 in both languages', () => {
    expect(() => assertEditable(status({ trialEndsAt: hourFromNow }), now)).not.toThrow();
    const error = (() => {
      try {
        assertEditable(status({ trialEndsAt: hourAgo }), now);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as ConflictError).localized.en).toMatch(/not active/);
    expect((error as ConflictError).localized.es).toMatch(/no está activa/);
  });
});

describe('assertFeature', () => {
  it("answers the plan's feature whose slug contains the name, case-insensitively, with its max", () => {
    const wedding = withFeatures({ slug: 'rsvpAdmin' }, { slug: 'EventImagesMax', max: 3 });
    expect(assertFeature(wedding, 'eventImages')).toEqual({
      isAvailable: true,
      max: 3,
      isTestMode: false,
    });
    expect(assertFeature(wedding, 'RSVPADMIN').max).toBeNull();
  });

  it('test mode allows everything with max 1 unless the caller gives its own allowance', () => {
    expect(assertFeature(testMode, 'anything')).toEqual({
      isAvailable: true,
      max: 1,
      isTestMode: true,
    });
    expect(assertFeature(testMode, 'rsvpAdmin', { isAvailable: true, max: 10 }).max).toBe(10);
  });

  it('refuses a missing feature with the plan or the test-mode message', () => {
    expect(() => assertFeature(withFeatures({ slug: 'Song' }), 'exclusiveEvents')).toThrow(
      'Not included in your plan',
    );
    expect(() => assertFeature(testMode, 'csvImport', { isAvailable: false, max: null })).toThrow(
      'Not included in test mode',
    );
  });
});

describe('findOwnedWedding', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let owner: Couple;
  let other: Couple;

  beforeAll(async () => {
    database = await createTestDatabase();
    owner = await insertCouple(database.database.db);
    other = await insertCouple(database.database.db);
    await givePlan(database.database.db, owner.weddingId, [{ slug: 'GalleryImages', max: 8 }]);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("answers the owner's wedding with its plan features", async () => {
    const wedding = await findOwnedWedding(database.database.db, owner.clientId, owner.weddingId);
    expect(wedding.id).toBe(owner.weddingId);
    expect(assertFeature(wedding, 'galleryimages').max).toBe(8);
  });

  it("is NotFound for another client's wedding and for a missing one", async () => {
    const db = database.database.db;
    await expect(findOwnedWedding(db, other.clientId, owner.weddingId)).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(findOwnedWedding(db, owner.clientId, 987654)).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });
});
