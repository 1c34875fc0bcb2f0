import { randomBytes } from 'node:crypto';
import { DateTime } from 'luxon';
import { serverTexts } from '@convite/i18n/server-texts';
import { memberFullName, standsForInvitation } from '@convite/rules/households';
import { WEDDING_TIME_ZONE } from '@convite/rules/time-zone';
import type { components } from '@convite/api/schema';
import {
  ConflictError,
  ForbiddenError,
  InvalidFieldsError,
  NotFoundError,
  UnauthenticatedError,
} from '../../domain/errors.ts';
import { editableWedding, type WeddingAccess } from '../../content-kit/wedding-access.ts';
import { doorHelperLink } from '../../content-kit/invitation-links.ts';
import {
  addressSubject,
  type RateLimit,
  type RateLimiter,
  tryAgainIn,
} from '../../security/rate-limit.ts';
import type { PassTokens } from '../../security/pass-tokens.ts';
import type { Tokens } from '../../security/tokens.ts';
import {
  NotOfWeddingError,
  type ArrivalRow,
  type ArrivalToSave,
  type DoorPersonRow,
  type DoorHelperRow,
  type DoorRepository,
  type HelperWedding,
} from './door.repository.ts';

type Schemas = components['schemas'];

const texts = serverTexts.door;
export const MAX_DOOR_HELPERS = 20;
const MAX_HELPER_NAME = 60;

/** Opening helpers' links: generous for a family sharing one, and a wall for guessing keys. */
export const DOOR_SESSION_LIMIT: RateLimit = {
  bucket: 'door-session-address',
  max: 30,
  windowMs: 10 * 60_000,
  message: tryAgainIn(texts.sessionAttempts),
};

/** When a helper's link stops working: the end of the day after the wedding, in Mexico City. */
export function doorClosesAt(weddingDate: Date): Date {
  return DateTime.fromJSDate(weddingDate, { zone: WEDDING_TIME_ZONE })
    .plus({ days: 1 })
    .endOf('day')
    .toJSDate();
}

export type DoorServiceDeps = {
  access: WeddingAccess;
  door: DoorRepository;
  passes: PassTokens;
  tokens: Tokens;
  limiter: RateLimiter;
  appUrl: string;
};

const toArrival = (row: ArrivalRow): Schemas['Arrival'] => ({
  memberId: row.memberId,
  arrivedAt: row.arrivedAt.toISOString(),
});

/** The rows of the door's query as households, each member named as the guest list names them. */
function toHouseholds(
  rows: readonly DoorPersonRow[],
  passes: PassTokens,
): Schemas['DoorHousehold'][] {
  const byGuest = new Map<number, DoorPersonRow[]>();
  for (const row of rows) byGuest.set(row.guestId, [...(byGuest.get(row.guestId) ?? []), row]);
  return [...byGuest.values()].map((members) => {
    const first = members[0] as DoorPersonRow;
    const household = [first.guestName, first.guestLastName ?? ''].join(' ').trim();
    return {
      guestId: first.guestId,
      name: household,
      pass: passes.issue(first.guestId),
      seats: first.maxGuestsAllowed,
      members: members.map((member, index) => {
        const name = standsForInvitation(members, index) ? household : memberFullName(member);
        return {
          memberId: member.memberId,
          name: name === '' ? null : name,
          isChild: member.isChild,
          attending: member.attending,
          table: member.tableName,
        };
      }),
    };
  });
}

/**
 * The wedding day's door: the couple's helpers and their links, a helper's session (one wedding,
 * check-in only, until the end of the day after it), the list the door page keeps offline, arrivals
 * that count once however often they are sent, and the couple's counts.
 */
export function createDoorService(deps: DoorServiceDeps) {
  const helperDto = (helper: DoorHelperRow, weddingDate: Date): Schemas['DoorHelper'] => ({
    id: helper.id,
    name: helper.name,
    link: doorHelperLink(deps.appUrl, helper.key),
    createdAt: helper.createdAt.toISOString(),
    expiresAt: doorClosesAt(weddingDate).toISOString(),
  });

  /** The helper's wedding while its door is open: 403 door_closed after it. */
  async function openDoor(helperId: number): Promise<HelperWedding> {
    const helper = await deps.door.helperById(helperId);
    // The session check found the helper a moment ago; taken back since: as if signed out.
    if (helper === undefined) throw new UnauthenticatedError();
    if (deps.access.now() > doorClosesAt(helper.date)) {
      throw new ForbiddenError(texts.closed, { code: 'door_closed' });
    }
    return helper;
  }

  return {
    async listHelpers(
      clientId: number,
      weddingId: number,
    ): Promise<Schemas['DoorHelpersResponse']> {
      const wedding = await deps.access.ownedWedding(clientId, weddingId);
      const helpers = await deps.door.helpersOf(wedding.id);
      return { helpers: helpers.map((helper) => helperDto(helper, wedding.date)) };
    },

    async addHelper(
      clientId: number,
      weddingId: number,
      rawName: string,
    ): Promise<Schemas['DoorHelper']> {
      const wedding = await editableWedding(deps.access, clientId, weddingId);
      const name = rawName.trim().replace(/\s+/g, ' ');
      if (name === '') throw InvalidFieldsError.field('name', texts.helperNameRequired);
      if (name.length > MAX_HELPER_NAME) {
        throw InvalidFieldsError.field('name', texts.helperNameTooLong);
      }
      if ((await deps.door.countHelpers(wedding.id)) >= MAX_DOOR_HELPERS) {
        throw new ConflictError(texts.tooManyHelpers);
      }
      const helper = await deps.door.addHelper(
        wedding.id,
        name,
        randomBytes(18).toString('base64url'),
      );
      return helperDto(helper, wedding.date);
    },

    /** Taking a link back works on an inactive wedding too: it only ever removes access. */
    async removeHelper(clientId: number, weddingId: number, helperId: number): Promise<void> {
      const wedding = await deps.access.ownedWedding(clientId, weddingId);
      if (!(await deps.door.removeHelper(wedding.id, helperId))) throw new NotFoundError();
    },

    async startSession(key: string, address: string): Promise<Schemas['DoorSessionResponse']> {
      await deps.limiter.hit(DOOR_SESSION_LIMIT, addressSubject(address));
      const helper = await deps.door.helperByKey(key);
      if (helper === undefined) throw new NotFoundError();
      const closesAt = doorClosesAt(helper.date);
      const now = deps.access.now();
      if (now > closesAt) throw new ForbiddenError(texts.closed, { code: 'door_closed' });
      const token = await deps.tokens.signAccessToken(
        { role: 'helper', id: helper.helperId, version: 0 },
        { now, expiresInSeconds: Math.ceil((closesAt.getTime() - now.getTime()) / 1000) },
      );
      return { token, expiresAt: closesAt.toISOString(), helperName: helper.helperName };
    },

    async list(helperId: number): Promise<Schemas['DoorList']> {
      const helper = await openDoor(helperId);
      const [people, arrivals] = await Promise.all([
        deps.door.people(helper.weddingId),
        deps.door.arrivals(helper.weddingId),
      ]);
      return {
        wedding: { name: helper.weddingName, date: helper.date.toISOString() },
        households: toHouseholds(people, deps.passes),
        arrivals: arrivals.map(toArrival),
        serverTime: deps.access.now().toISOString(),
      };
    },

    async record(
      helperId: number,
      events: readonly ArrivalToSave[],
    ): Promise<Schemas['ArrivalsResponse']> {
      const helper = await openDoor(helperId);
      try {
        const arrivals = await deps.door.record(helper.weddingId, helper.helperId, events);
        return { arrivals: arrivals.map(toArrival) };
      } catch (error) {
        if (!(error instanceof NotOfWeddingError)) throw error;
        throw InvalidFieldsError.field('arrivals', texts.unknownPerson);
      }
    },

    async counts(clientId: number, weddingId: number): Promise<Schemas['WeddingArrivals']> {
      const wedding = await deps.access.ownedWedding(clientId, weddingId);
      const [rows, arrivals] = await Promise.all([
        deps.door.countsByTable(wedding.id),
        deps.door.arrivals(wedding.id),
      ]);
      const tables = rows
        .filter((row) => row.tableId !== null || row.expected > 0 || row.arrived > 0)
        .map(({ tableId, name, expected, arrived }) => ({ tableId, name, expected, arrived }));
      const last = arrivals.at(-1);
      return {
        expected: tables.reduce((sum, table) => sum + table.expected, 0),
        arrived: arrivals.length,
        tables,
        lastArrivalAt: last === undefined ? null : last.arrivedAt.toISOString(),
      };
    },
  };
}
