// What every write to a wedding's guests checks first, whichever unit makes it (the list's form, an
// import, a walkthrough's reminder mark): the caller's wedding, active, with guest administration
// in its plan (or in test mode, up to its few guests), and room under the plan's guest limit.
import { fill, serverTexts } from '@convite/i18n/server-texts';
import { PLAN_FEATURES, TEST_MODE_GUESTS } from '@convite/rules/plans';
import {
  assertEditable,
  assertFeature,
  isTestMode,
  type WeddingAccess,
  type WeddingWithPlan,
} from '../../content-kit/wedding-access.ts';
import { ConflictError, NotFoundError } from '../../domain/errors.ts';
import type { GuestsRepository } from './guests.repository.ts';
import { GuestLimitReachedError } from './guest-room.ts';

/** A wedding whose guests the caller may change, and its guest limit (null: none). */
export type AdministeredWedding = { wedding: WeddingWithPlan; limit: number | null };

export type GuestAdministrationDeps = {
  access: WeddingAccess;
  guests: Pick<GuestsRepository, 'weddingIdOf' | 'countForWedding'>;
};

function limitRefusal({ wedding: owned, limit }: AdministeredWedding): ConflictError {
  return new ConflictError(
    isTestMode(owned)
      ? serverTexts.guests.testModeLimit
      : fill(serverTexts.guests.planLimit, { limit: limit ?? 0 }),
    { code: 'plan_limit_reached' },
  );
}

export function createGuestAdministration(deps: GuestAdministrationDeps) {
  async function wedding(clientId: number, weddingId: number): Promise<AdministeredWedding> {
    const owned = await deps.access.ownedWedding(clientId, weddingId);
    assertEditable(owned, deps.access.now());
    const allowance = assertFeature(owned, PLAN_FEATURES.rsvpAdmin, {
      isAvailable: true,
      max: TEST_MODE_GUESTS,
    });
    return { wedding: owned, limit: allowance.max };
  }

  return {
    /** The caller's wedding, administrable (404 for another client's, 409 inactive or no plan). */
    wedding,

    /** The administrable wedding of the caller's guest (404 for another client's guest, or none). */
    async weddingOfGuest(clientId: number, guestId: number): Promise<AdministeredWedding> {
      const weddingId = await deps.guests.weddingIdOf(guestId);
      if (weddingId === null) throw new NotFoundError();
      return wedding(clientId, weddingId);
    },

    /**
     * Refuses (409, nothing saved) when `adding` more guests would pass the wedding's limit: early,
     * before a file is read further; the insert checks again under the wedding's lock.
     */
    async assertRoomFor(administered: AdministeredWedding, adding: number): Promise<void> {
      const { wedding: owned, limit } = administered;
      if (limit === null) return;
      if ((await deps.guests.countForWedding(owned.id)) + adding <= limit) return;
      throw limitRefusal(administered);
    },

    /** Runs an insert given the wedding's limit; the limit reached under its lock is the same 409. */
    async withinLimit<T>(administered: AdministeredWedding, insert: () => Promise<T>): Promise<T> {
      try {
        return await insert();
      } catch (error) {
        if (error instanceof GuestLimitReachedError) throw limitRefusal(administered);
        throw error;
      }
    },
  };
}

export type GuestAdministration = ReturnType<typeof createGuestAdministration>;
