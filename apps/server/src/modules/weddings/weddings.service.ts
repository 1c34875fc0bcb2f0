import { serverTexts, type LocalizedText } from '@convite/i18n/server-texts';
import { TRIAL_HOURS } from '@convite/rules/plans';
import { isRsvpDeadlineAllowed } from '@convite/rules/rsvp-deadline';
import {
  ConflictError,
  InvalidFieldsError,
  NotFoundError,
  UnauthenticatedError,
} from '../../domain/errors.ts';
import type { AccessTokenSubject } from '../../security/tokens.ts';
import type { ClientAccounts } from '../clients/client-accounts.service.ts';
import type { IconCatalog } from '../icons/icons.service.ts';
import { normalizeFields, type FieldSpec } from '../../content-kit/field-values.ts';
import { createContentEditor, type FieldValues } from '../../content-kit/owned-content.ts';
import type { WeddingAccess } from '../../content-kit/wedding-access.ts';
import { toWeddingDto, type WeddingDto } from './wedding-dto.ts';
import {
  ClientHasWeddingError,
  SlugTakenError,
  type WeddingsRepository,
} from './weddings.repository.ts';

const nameField: FieldSpec = { key: 'name', kind: 'text', operationId: 'updateWeddingName' };

/** What couples edit, each field by its operation. */
export const weddingFields: readonly FieldSpec[] = [
  nameField,
  { key: 'dressCodeEnabled', kind: 'boolean', operationId: 'updateWeddingDressCodeEnabled' },
  { key: 'dressCode', kind: 'optionalText', operationId: 'updateWeddingDressCode' },
  { key: 'dressCodeDetails', kind: 'optionalText', operationId: 'updateWeddingDressCodeDetails' },
  { key: 'showDressCodeIcons', kind: 'boolean', operationId: 'updateWeddingShowDressCodeIcons' },
  { key: 'dressIconId', kind: 'optionalId', operationId: 'updateWeddingDressIcon' },
  { key: 'suitIconId', kind: 'optionalId', operationId: 'updateWeddingSuitIcon' },
  {
    key: 'giftRegistryMessage',
    kind: 'optionalText',
    operationId: 'updateWeddingGiftRegistryMessage',
  },
  { key: 'acceptsEnvelope', kind: 'boolean', operationId: 'updateWeddingAcceptsEnvelope' },
  { key: 'confirmationEnabled', kind: 'boolean', operationId: 'updateWeddingConfirmationEnabled' },
  {
    key: 'foodRestrictionsEnabled',
    kind: 'boolean',
    operationId: 'updateWeddingFoodRestrictionsEnabled',
  },
  { key: 'messageEnabled', kind: 'boolean', operationId: 'updateWeddingMessageEnabled' },
  { key: 'rsvpDeadline', kind: 'optionalDate', operationId: 'updateWeddingRsvpDeadline' },
  { key: 'contactPhone', kind: 'optionalPhone', operationId: 'updateWeddingContactPhone' },
  // 'accepted' | 'closed': the contract refuses any other value (422) before this runs.
  { key: 'lateAnswers', kind: 'text', operationId: 'updateWeddingLateAnswers' },
  {
    key: 'invitationSectionEnabled',
    kind: 'boolean',
    operationId: 'updateWeddingInvitationSectionEnabled',
  },
  {
    key: 'showEventsSectionTitle',
    kind: 'boolean',
    operationId: 'updateWeddingShowEventsSectionTitle',
  },
  {
    key: 'showDressCodeSectionTitle',
    kind: 'boolean',
    operationId: 'updateWeddingShowDressCodeSectionTitle',
  },
  {
    key: 'showItinerarySectionTitle',
    kind: 'boolean',
    operationId: 'updateWeddingShowItinerarySectionTitle',
  },
  {
    key: 'showGiftRegistrySectionTitle',
    kind: 'boolean',
    operationId: 'updateWeddingShowGiftRegistrySectionTitle',
  },
  {
    key: 'showConfirmationSectionTitle',
    kind: 'boolean',
    operationId: 'updateWeddingShowConfirmationSectionTitle',
  },
  {
    key: 'showAccommodationsSectionTitle',
    kind: 'boolean',
    operationId: 'updateWeddingShowAccommodationsSectionTitle',
  },
  {
    key: 'showGallerySectionTitle',
    kind: 'boolean',
    operationId: 'updateWeddingShowGallerySectionTitle',
  },
];

/** What only staff change after creation (the couple is told to contact support). */
export const staffWeddingFields: readonly FieldSpec[] = [
  { key: 'slug', kind: 'text', operationId: 'updateWeddingSlug' },
  { key: 'date', kind: 'timestamp', operationId: 'updateWeddingDate' },
];

export type WeddingsServiceDeps = {
  access: WeddingAccess;
  weddings: WeddingsRepository;
  clients: ClientAccounts;
  icons: IconCatalog;
  invitationUrl: string;
  publicUrl(key: string): string;
};

type WeddingResult = { message: LocalizedText; wedding: WeddingDto };

/** A client has one wedding: found before creating, or by the unique index in a race. */
const weddingExists = () =>
  new ConflictError(serverTexts.weddings.alreadyHasWedding, { code: 'wedding_exists' });

export function createWeddingsService(deps: WeddingsServiceDeps) {
  /** A chosen dress or suit icon must exist and be of that type (422 under the field). */
  async function checkIcons(_wedding: unknown, values: FieldValues): Promise<void> {
    const slots = [
      { key: 'dressIconId', type: 'dress', message: serverTexts.weddings.notDressIcon },
      { key: 'suitIconId', type: 'suit', message: serverTexts.weddings.notSuitIcon },
    ] as const;
    for (const slot of slots) {
      const iconId = values[slot.key];
      if (typeof iconId !== 'number') continue;
      const icon = await deps.icons.findDressCode(iconId);
      if (icon?.type !== slot.type) throw InvalidFieldsError.field(slot.key, slot.message);
    }
  }

  /** A deadline to answer may not fall after the wedding's day (422 under the field). */
  function checkRsvpDeadline(wedding: { date: Date }, values: FieldValues): void {
    const deadline = values['rsvpDeadline'];
    if (typeof deadline !== 'string' || isRsvpDeadlineAllowed(deadline, wedding.date)) return;
    throw InvalidFieldsError.field('rsvpDeadline', serverTexts.weddings.rsvpDeadlineAfterWedding);
  }

  async function assertSlugFree(slug: string, exceptId?: number): Promise<void> {
    if (await deps.weddings.isSlugTaken(slug, exceptId)) {
      throw InvalidFieldsError.field('slug', serverTexts.weddings.slugTaken);
    }
  }

  /** Repository races (a slug or a wedding taken between the check and the write) as API errors. */
  async function translateRaces<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (error instanceof SlugTakenError) {
        throw InvalidFieldsError.field('slug', serverTexts.weddings.slugTaken);
      }
      if (error instanceof ClientHasWeddingError) throw weddingExists();
      throw error;
    }
  }

  const editor = createContentEditor({
    access: deps.access,
    store: {
      weddingIdOf: async (id) => ((await deps.weddings.exists(id)) ? id : null),
      find: async (id) => deps.weddings.findAggregate(id),
      update: (id, values) => translateRaces(() => deps.weddings.update(id, values)),
    },
    fields: weddingFields,
    toDto: (wedding) =>
      toWeddingDto(wedding, {
        invitationUrl: deps.invitationUrl,
        publicUrl: deps.publicUrl,
        now: deps.access.now(),
      }),
    messages: { updated: serverTexts.weddings.updated },
    check: async (wedding, values) => {
      checkRsvpDeadline(wedding, values);
      await checkIcons(wedding, values);
    },
  });
  const { present } = editor;

  return {
    /** Whether no wedding has this address yet (the create form asks as the couple types). */
    async slugAvailability(slug: string): Promise<{ slug: string; available: boolean }> {
      return { slug, available: !(await deps.weddings.isSlugTaken(slug)) };
    },

    /** A verified client's one wedding, with its empty invitation; it starts inactive. */
    async create(
      clientId: number,
      input: { name: string; slug: string; date: string },
    ): Promise<WeddingResult> {
      const client = await deps.clients.findById(clientId);
      if (client === null) throw new UnauthenticatedError();
      if (!client.verified) {
        throw new ConflictError(serverTexts.weddings.unverifiedClient, {
          code: 'client_unverified',
        });
      }
      if (await deps.weddings.clientHasWedding(clientId)) throw weddingExists();
      const values = normalizeFields([nameField, ...staffWeddingFields], input);
      const slug = String(values['slug']);
      await assertSlugFree(slug);
      const id = await translateRaces(() =>
        deps.weddings.create({
          clientId,
          name: String(values['name']),
          slug,
          date: values['date'] as Date,
        }),
      );
      return { message: serverTexts.weddings.created, wedding: await present(id) };
    },

    /** A client reads only their own wedding; staff read any. */
    async get(reader: AccessTokenSubject, id: number): Promise<WeddingDto> {
      if (reader.role === 'client') await deps.access.ownedWedding(reader.id, id);
      else if (reader.role !== 'admin') throw new NotFoundError();
      return present(id);
    },

    /** Starts the 72-hour test mode, once, for a wedding without a plan. */
    async startTrial(
      clientId: number,
      id: number,
    ): Promise<WeddingResult & { trialEndsAt: string }> {
      const wedding = await deps.access.ownedWedding(clientId, id);
      if (wedding.invitationPlanId !== null) {
        throw new ConflictError(serverTexts.weddings.trialWithPlan, { code: 'trial_unavailable' });
      }
      const endsAt = new Date(deps.access.now().getTime() + TRIAL_HOURS * 3_600_000);
      if (!(await deps.weddings.startTrial(id, endsAt))) {
        throw new ConflictError(serverTexts.weddings.trialUsed, { code: 'trial_unavailable' });
      }
      return {
        message: serverTexts.weddings.trialStarted,
        trialEndsAt: endsAt.toISOString(),
        wedding: await present(id),
      };
    },

    /** A couple's change to one of `weddingFields` (needs an active wedding). */
    update: editor.update,

    /** Staff's change to the slug or date of any wedding, active or not. */
    async updateAsStaff(
      id: number,
      body: Readonly<Record<string, unknown>>,
    ): Promise<{ message: LocalizedText; item: WeddingDto }> {
      if (!(await deps.weddings.exists(id))) throw new NotFoundError();
      const values = normalizeFields(staffWeddingFields, body);
      if (typeof values['slug'] === 'string') await assertSlugFree(values['slug'], id);
      await translateRaces(() => deps.weddings.update(id, values));
      return { message: serverTexts.weddings.updated, item: await present(id) };
    },
  };
}

export type WeddingsService = ReturnType<typeof createWeddingsService>;
