import type { components } from '@convite/api/schema';
import { fill, serverTexts, type LocalizedText } from '@convite/i18n/server-texts';
import { GUEST_INPUT_COLUMNS } from '@convite/rules/guest-columns';
import type { GuestFilter } from '@convite/rules/guest-status';
import { ConflictError, InvalidFieldsError, NotFoundError } from '../../domain/errors.ts';
import type { WeddingAccess } from '../../content-kit/wedding-access.ts';
import type { GuestAdministration } from './guest-administration.ts';
import { toGuestDto, type GuestDto } from './guest-dto.ts';
import { checkMembers, type NamedMember } from './guest-members.ts';
import { checkGuestFields, checkGuestValue, type GuestFields } from './guest-values.ts';
import type { GuestSort, GuestsRepository, GuestSummaryCounts } from './guests.repository.ts';

export const GUESTS_PAGE_SIZE = 20;
export const SEARCH_LIMIT = 50;

export type GuestsServiceDeps = {
  access: WeddingAccess;
  administration: GuestAdministration;
  guests: GuestsRepository;
  invitationUrl: string;
};

/** The form's fields (create and PUT). */
export type GuestInput = components['schemas']['UpdateGuestRequest'];

type Patch = Partial<GuestFields> & { sent?: boolean };

function validFields(input: GuestInput): GuestFields {
  const checked = checkGuestFields(input);
  if (checked.fields === null) throw new InvalidFieldsError(checked.errors);
  return checked.fields;
}

/** The form's named people, checked against its maximum (undefined: the seats stay as they are). */
function validMembers(input: GuestInput, max: number): NamedMember[] | undefined {
  if (input.members === undefined) return undefined;
  const checked = checkMembers(input.members, max);
  if (checked.error !== null) throw InvalidFieldsError.field('members', checked.error);
  return checked.members;
}

/** The guest list itself: its pages, search and summary, and the form's writes to one guest. */
export function createGuestsService(deps: GuestsServiceDeps) {
  const dto = (view: Parameters<typeof toGuestDto>[0]) => toGuestDto(view, deps.invitationUrl);

  /** The caller's guest, in an administrable wedding (404 for another client's guest). */
  async function administrableGuest(clientId: number, id: number) {
    await deps.administration.weddingOfGuest(clientId, id);
    const guest = await deps.guests.find(id);
    if (guest === null) throw new NotFoundError();
    return guest;
  }

  async function changed(
    clientId: number,
    id: number,
    patch: Patch,
    members?: NamedMember[],
  ): Promise<{ message: LocalizedText; guest: GuestDto }> {
    const guest = await administrableGuest(clientId, id);
    // Their data was erased at their request (modules/retention): nothing may be written back.
    if (guest.leftAt !== null) throw new ConflictError(serverTexts.guests.guestLeft);
    const max = patch.maxGuestsAllowed;
    if (max !== undefined && guest.confirmedGuests !== null && max < guest.confirmedGuests) {
      throw InvalidFieldsError.field(
        'maxGuestsAllowed',
        serverTexts.guests.maxGuestsBelowConfirmed,
      );
    }
    const written = await deps.guests.update(id, patch, members);
    if (written.kind === 'unknownMember') {
      throw InvalidFieldsError.field('members', serverTexts.guests.memberNotOfGuest);
    }
    if (written.kind === 'belowNamed') {
      throw InvalidFieldsError.field(
        'maxGuestsAllowed',
        fill(serverTexts.guests.maxGuestsBelowMembers, {
          count: written.named,
          max: max ?? guest.maxGuestsAllowed,
        }),
      );
    }
    const updated = await deps.guests.find(id);
    if (updated === null) throw new NotFoundError();
    return { message: serverTexts.guests.updated, guest: dto(updated) };
  }

  return {
    /** Reads need only ownership (an inactive wedding's list stays readable). */
    async list(
      clientId: number,
      weddingId: number,
      page: number,
      status?: GuestFilter,
      sort?: GuestSort,
    ) {
      const wedding = await deps.access.ownedWedding(clientId, weddingId);
      const total = await deps.guests.countForWedding(wedding.id, status);
      const totalPages = Math.max(1, Math.ceil(total / GUESTS_PAGE_SIZE));
      const guests = await deps.guests.page(wedding.id, page, GUESTS_PAGE_SIZE, status, sort);
      return { guests: guests.map(dto), page, totalPages };
    },

    /** One guest of the caller's wedding (404 for another client's guest); readable like the list. */
    async get(clientId: number, id: number): Promise<GuestDto> {
      const weddingId = await deps.guests.weddingIdOf(id);
      if (weddingId === null) throw new NotFoundError();
      await deps.access.ownedWedding(clientId, weddingId);
      const guest = await deps.guests.find(id);
      if (guest === null) throw new NotFoundError();
      return dto(guest);
    },

    async search(clientId: number, weddingId: number, text: string): Promise<GuestDto[]> {
      const wedding = await deps.access.ownedWedding(clientId, weddingId);
      return (await deps.guests.search(wedding.id, text, SEARCH_LIMIT)).map(dto);
    },

    async summary(clientId: number, weddingId: number): Promise<GuestSummaryCounts> {
      const wedding = await deps.access.ownedWedding(clientId, weddingId);
      return deps.guests.summary(wedding.id);
    },

    async create(
      clientId: number,
      weddingId: number,
      input: GuestInput,
    ): Promise<{ message: LocalizedText; guest: GuestDto }> {
      const administered = await deps.administration.wedding(clientId, weddingId);
      const fields = validFields(input);
      const members = validMembers(input, fields.maxGuestsAllowed);
      await deps.administration.assertRoomFor(administered, 1);
      const guest = await deps.administration.withinLimit(administered, () =>
        deps.guests.insert(administered.wedding.id, fields, members, administered.limit),
      );
      return { message: serverTexts.guests.created, guest: dto(guest) };
    },

    /** The form's fields; with `members`, the household's named people too. */
    async replace(clientId: number, id: number, input: GuestInput) {
      const fields = validFields(input);
      return changed(clientId, id, fields, validMembers(input, fields.maxGuestsAllowed));
    },

    /** One field at a time (a PATCH operation each), checked by its column's rules. */
    async patch(clientId: number, id: number, patch: Patch) {
      const checked = GUEST_INPUT_COLUMNS.flatMap((column) => {
        const raw = patch[column.key];
        if (raw === undefined) return [];
        const result = checkGuestValue(column, raw);
        if ('error' in result) throw InvalidFieldsError.field(column.key, result.error);
        return [[column.key, result.value]];
      });
      return changed(clientId, id, { ...patch, ...Object.fromEntries(checked) });
    },

    async remove(clientId: number, id: number): Promise<{ message: LocalizedText }> {
      await administrableGuest(clientId, id);
      await deps.guests.delete(id);
      return { message: serverTexts.guests.deleted };
    },
  };
}

export type GuestsService = ReturnType<typeof createGuestsService>;
