// The demo wedding "Ana & Luis" of the demo client: created once, through the same services the
// API's routes call (so codes, links, field rules and image processing are the real ones), in one
// transaction (a failed seed leaves no half wedding behind). A client who already has a wedding
// keeps it untouched: the seed only reports its links.
import { randomBytes, randomUUID } from 'node:crypto';
import { weddingZoneDay } from '@convite/rules/rsvp-deadline';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { weddings } from '../db/schema/weddings.ts';
import { createAccommodationsRepository } from '../modules/accommodations/accommodations.repository.ts';
import { createAccommodationsService } from '../modules/accommodations/accommodations.service.ts';
import { createAdminsRepository } from '../modules/admins/admins.repository.ts';
import { createAdminsService } from '../modules/admins/admins.service.ts';
import { createClientsRepository } from '../modules/clients/clients.repository.ts';
import { createEventsRepository } from '../modules/events/events.repository.ts';
import { createEventsService } from '../modules/events/events.service.ts';
import { createGiftRegistriesRepository } from '../modules/gift-registries/gift-registries.repository.ts';
import { createGiftRegistriesService } from '../modules/gift-registries/gift-registries.service.ts';
import { createGuestAdministration } from '../modules/guests/guest-administration.ts';
import { createGuestsRepository } from '../modules/guests/guests.repository.ts';
import { createGuestsService } from '../modules/guests/guests.service.ts';
import { createIconsRepository } from '../modules/icons/icons.repository.ts';
import { createImagesRepository } from '../modules/images/images.repository.ts';
import { createImagesService } from '../modules/images/images.service.ts';
import { createMediaWeddings } from '../content-kit/media-weddings.ts';
import { createInvitationPlansRepository } from '../modules/invitation-plans/invitation-plans.repository.ts';
import { createInvitationsRepository } from '../modules/invitations/invitations.repository.ts';
import { createInvitationsService } from '../modules/invitations/invitations.service.ts';
import { createItineraryEventsRepository } from '../modules/itinerary-events/itinerary-events.repository.ts';
import { createItineraryEventsService } from '../modules/itinerary-events/itinerary-events.service.ts';
import { createParentsRepository } from '../modules/parents/parents.repository.ts';
import { createParentsService } from '../modules/parents/parents.service.ts';
import { DEFAULT_PUBLIC_INVITATION_LIMITS } from '../modules/public-invitation/public-invitation-limits.ts';
import { createPublicInvitationRepository } from '../modules/public-invitation/public-invitation.repository.ts';
import { createPublicInvitationService } from '../modules/public-invitation/public-invitation.service.ts';
import { UNLIMITED_GUESSES } from '../modules/public-invitation/guess-limit.ts';
import { UNLIMITED_RATE_LIMITER } from '../security/rate-limit.ts';
import { createPassTokens } from '../security/pass-tokens.ts';
import { createAnswerContexts } from '../security/answer-contexts.ts';
import { createPreviewTokens } from '../security/preview-tokens.ts';
import {
  doorHelperLink,
  guestInvitationLink,
  invitationLink,
} from '../content-kit/invitation-links.ts';
import { createDoorRepository } from '../modules/door/door.repository.ts';
import { createWeddingAccess, isWeddingActive } from '../content-kit/wedding-access.ts';
import { findWeddingWithPlan } from '../content-kit/wedding-access.repository.ts';
import { createSeatingRepository } from '../modules/seating/seating.repository.ts';
import { createSeatingService } from '../modules/seating/seating.service.ts';
import { createWeddingsRepository } from '../modules/weddings/weddings.repository.ts';
import { createWeddingsService } from '../modules/weddings/weddings.service.ts';
import { createWeddingQuestionsRepository } from '../modules/wedding-questions/wedding-questions.repository.ts';
import { createWeddingQuestionsService } from '../modules/wedding-questions/wedding-questions.service.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { demoPictures, renderDemoPicture } from './demo-images.ts';
import {
  accommodationAddressLink,
  atWeddingTime,
  DEMO_ACCOMMODATIONS,
  DEMO_CONTACT_PHONE,
  DEMO_DRESS_ICONS,
  DEMO_EVENTS,
  DEMO_GIFT_REGISTRIES,
  DEMO_GUESTS,
  DEMO_INVITATION,
  DEMO_ITINERARY,
  DEMO_LINK_GUEST,
  DEMO_PARENTS,
  DEMO_PLAN_FEATURES,
  DEMO_QUESTIONS,
  DEMO_TABLES,
  DEMO_WEDDING,
  DEMO_WEDDING_FIELDS,
  demoWeddingDate,
  type DemoGuest,
  eventAddressLink,
} from './demo-wedding-content.ts';

export type DemoWeddingDeps = {
  storage: FileStorage;
  /** The invitation app's origin (config.invitationUrl), for the links. */
  invitationUrl: string;
  /** The couples' app's origin (config.appUrl), for the door helper's link. */
  appUrl: string;
  now?: () => Date;
};

export type DemoWeddingSeed = {
  id: number;
  name: string;
  slug: string;
  /** ISO UTC. */
  date: string;
  isActive: boolean;
  planName: string | null;
  guestCount: number;
  /** Whether this run created it (false: it was there already and was left as it was). */
  isNew: boolean;
  /** The invitation without a code (asks for one). */
  link: string;
  /** One guest's personal link, with its name; null when the wedding has no guest. */
  guestLink: { name: string; link: string } | null;
  /** The door helper's link for the wedding day, with their name; null when it has none. */
  doorLink: { name: string; link: string } | null;
};

/** The demo's door helper, who checks guests in on the wedding day from her phone. */
export const DEMO_DOOR_HELPER = 'Tía Rosa';

function servicesOver(db: Db, deps: DemoWeddingDeps) {
  const now = deps.now ?? (() => new Date());
  const access = createWeddingAccess(db, now);
  const guests = createGuestsRepository(db);
  const publicUrl = (key: string) => deps.storage.publicUrl(key);
  return {
    weddings: createWeddingsService({
      access,
      weddings: createWeddingsRepository(db),
      clients: createClientsRepository(db),
      icons: createIconsRepository(db),
      invitationUrl: deps.invitationUrl,
      publicUrl,
    }),
    admins: createAdminsService({
      admins: createAdminsRepository(db),
      clients: createClientsRepository(db),
      invitationUrl: deps.invitationUrl,
      now,
    }),
    invitations: createInvitationsService({
      access,
      invitations: createInvitationsRepository(db),
    }),
    parents: createParentsService({ access, parents: createParentsRepository(db) }),
    questions: createWeddingQuestionsService({
      access,
      questions: createWeddingQuestionsRepository(db),
    }),
    seating: createSeatingService({ access, seating: createSeatingRepository(db) }),
    events: createEventsService({
      access,
      events: createEventsRepository(db),
      invitationUrl: deps.invitationUrl,
      publicUrl,
      deleteFile: (key) => deps.storage.delete(key),
    }),
    itinerary: createItineraryEventsService({
      access,
      itineraryEvents: createItineraryEventsRepository(db),
      icons: createIconsRepository(db),
    }),
    giftRegistries: createGiftRegistriesService({
      access,
      giftRegistries: createGiftRegistriesRepository(db),
    }),
    accommodations: createAccommodationsService({
      access,
      accommodations: createAccommodationsRepository(db),
    }),
    images: createImagesService({
      images: createImagesRepository(db),
      weddings: createMediaWeddings(db),
      storage: deps.storage,
      now,
    }),
    guests: createGuestsService({
      access,
      administration: createGuestAdministration({ access, guests }),
      guests,
      invitationUrl: deps.invitationUrl,
    }),
    publicInvitation: createPublicInvitationService({
      invitations: createPublicInvitationRepository(db),
      // The seed is no guest's phone: its answers count against no guest or address.
      limiter: UNLIMITED_RATE_LIMITER,
      guesses: UNLIMITED_GUESSES,
      limits: DEFAULT_PUBLIC_INVITATION_LIMITS,
      publicUrl,
      // The demo's own answers are no news to its couple.
      answered: async () => {},
      // The seed opens no preview: a key of its own, which no token was ever signed with.
      previews: createPreviewTokens(randomUUID()),
      // The passes in the seed's own answers are never shown: a key of its own too.
      passes: createPassTokens(randomUUID()),
      // The seed's answers carry no page's context: nothing is ever sealed with this key.
      answerContexts: createAnswerContexts(randomUUID()),
      invitationUrl: deps.invitationUrl,
      // The seed removes no guest's data.
      removeGuest: () => Promise.reject(new Error('the seed removes no guest')),
      now,
    }),
  };
}

/** The first plan on sale with every feature the demo uses (Premium, as seeded by migration). */
async function demoPlanId(db: Db): Promise<number> {
  const plans = await createInvitationPlansRepository(db).listWithFeatures();
  const plan = plans.find((candidate) =>
    DEMO_PLAN_FEATURES.every((wanted) =>
      candidate.features.some((feature) =>
        feature.slug.toLowerCase().includes(wanted.toLowerCase()),
      ),
    ),
  );
  if (!plan) throw new Error(`no plan includes ${DEMO_PLAN_FEATURES.join(', ')}`);
  return plan.id;
}

async function createDemoWedding(db: Db, clientId: number, deps: DemoWeddingDeps): Promise<void> {
  const now = deps.now ?? (() => new Date());
  const services = servicesOver(db, deps);
  const weddingDate = demoWeddingDate(now());

  const { wedding } = await services.weddings.create(clientId, {
    name: DEMO_WEDDING.name,
    slug: DEMO_WEDDING.slug,
    date: weddingDate.toISOString(),
  });
  // Staff's "change plan": the demo wedding is active with every feature it shows.
  await services.admins.updatePlan([wedding.id], await demoPlanId(db));

  const icons = createIconsRepository(db);
  const dressIcons = await icons.listDressCode();
  const itineraryIcons = await icons.listItinerary();
  const iconId = (rows: readonly { id: number; slug: string }[], slug: string) =>
    rows.find((row) => row.slug === slug)?.id ?? null;
  await services.weddings.update(clientId, wedding.id, {
    ...DEMO_WEDDING_FIELDS,
    // Answers are asked a month ahead; guests may write to the couple's WhatsApp.
    rsvpDeadline: weddingZoneDay(new Date(weddingDate.getTime() - 30 * 24 * 3600 * 1000)),
    contactPhone: DEMO_CONTACT_PHONE,
    dressIconId: iconId(dressIcons, DEMO_DRESS_ICONS.dress),
    suitIconId: iconId(dressIcons, DEMO_DRESS_ICONS.suit),
  });

  const aggregate = await createWeddingsRepository(db).findAggregate(wedding.id);
  if (!aggregate) throw new Error('the demo wedding vanished');
  const invitationId = aggregate.invitation.id;
  await services.invitations.update(clientId, invitationId, DEMO_INVITATION);
  for (const { showIfPastAway, ...parent } of DEMO_PARENTS) {
    const { item } = await services.parents.create(clientId, { invitationId, ...parent });
    // The parents repository's create keeps only the name and side, so the flag is a second call.
    if (showIfPastAway) await services.parents.update(clientId, item.id, { showIfPastAway });
  }

  const eventIds: number[] = [];
  /** Each event by name, with its menu by meal name: for the guests' answers below. */
  const seededEvents = new Map<string, { id: number; meals: Map<string, number> }>();
  for (const event of DEMO_EVENTS) {
    const body = {
      weddingId: wedding.id,
      name: event.name,
      place: event.place,
      address: event.address,
      addressLink: eventAddressLink(event),
      datetime: atWeddingTime(weddingDate, event.day, event.time),
      showAddToCalendar: true,
      onlyAdults: event.onlyAdults,
      isExclusive: event.isExclusive,
    };
    const { item } = await services.events.create(clientId, body);
    if (event.isExclusive) eventIds.push(item.id);
    const menu = event.mealOptions ?? [];
    const withMenu =
      menu.length === 0
        ? item
        : (
            await services.events.updateMealOptions(
              clientId,
              item.id,
              menu.map((name) => ({ name })),
            )
          ).event;
    seededEvents.set(event.name, {
      id: item.id,
      meals: new Map(withMenu.mealOptions.map((meal) => [meal.name, meal.id])),
    });
  }
  const { questions } = await services.questions.update(
    clientId,
    wedding.id,
    DEMO_QUESTIONS.map((question) => ({ ...question, options: [...question.options] })),
  );
  const [busQuestion, songQuestion] = questions;

  // The bodies as the routes receive them (the services' input types name only the parent).
  for (const item of DEMO_ITINERARY) {
    const body = {
      weddingId: wedding.id,
      name: item.name,
      datetime: atWeddingTime(weddingDate, item.day, item.time),
      iconId: iconId(itineraryIcons, item.icon),
    };
    await services.itinerary.create(clientId, body);
  }
  for (const registry of DEMO_GIFT_REGISTRIES) {
    const body = { weddingId: wedding.id, ...registry };
    await services.giftRegistries.create(clientId, body);
  }
  for (const accommodation of DEMO_ACCOMMODATIONS) {
    const body = {
      weddingId: wedding.id,
      ...accommodation,
      addressLink: accommodationAddressLink(accommodation),
    };
    await services.accommodations.create(clientId, body);
  }

  const pictures = demoPictures();
  const uploads = [
    { type: 'coverImage' as const, picture: pictures.cover },
    ...pictures.gallery.map((picture) => ({ type: 'galleryImage' as const, picture })),
  ];
  for (const [index, upload] of uploads.entries()) {
    const bytes = await renderDemoPicture(upload.picture, index + 1);
    await services.images.upload(
      clientId,
      { type: upload.type, weddingId: wedding.id },
      { fileName: upload.picture.fileName, mimeType: 'image/jpeg', bytes },
    );
  }

  for (const guest of DEMO_GUESTS) {
    const { guest: created } = await services.guests.create(clientId, wedding.id, {
      name: guest.name,
      lastName: guest.lastName,
      phone: guest.phone,
      maxGuestsAllowed: guest.maxGuestsAllowed,
      specialMessage: guest.specialMessage ?? null,
      ...(guest.members === undefined
        ? {}
        : { members: guest.members.map((member) => ({ isChild: false, ...member })) }),
    });
    if (guest.isAtCivil) {
      for (const eventId of eventIds) await services.events.addGuest(clientId, eventId, created.id);
    }
    if (guest.isSent) await services.guests.patch(clientId, created.id, { sent: true });
    if (guest.answer) {
      const { people, bus, ...answer } = guest.answer;
      // As the guest's own link answers: the confirmation rules of the public invitation apply.
      await services.publicInvitation.confirm(
        wedding.slug,
        randomUUID(),
        {
          code: created.code,
          ...answer,
          ...(bus === undefined || busQuestion === undefined
            ? {}
            : { answers: { [busQuestion.id]: bus } }),
          ...(people === undefined
            ? {}
            : {
                members: peopleAnswers(
                  created.members,
                  people,
                  seededEvents,
                  songQuestion?.id ?? null,
                ),
              }),
        },
        'demo-seed',
        'es',
      );
    }
  }
  await seatDemoHouseholds(services.seating, clientId, wedding.id);
  await createDoorRepository(db).addHelper(
    wedding.id,
    DEMO_DOOR_HELPER,
    randomBytes(18).toString('base64url'),
  );
}

/**
 * The demo's tables, with the households that come seated at them in the list's order, a household
 * never split and a table never over-full; the last household is left to seat, so the couple sees
 * one waiting.
 */
async function seatDemoHouseholds(
  seating: ReturnType<typeof createSeatingService>,
  clientId: number,
  weddingId: number,
): Promise<void> {
  const { tables, unseated } = await seating.updateTables(clientId, weddingId, DEMO_TABLES);
  const byGuest = new Map<number, typeof unseated>();
  for (const person of unseated)
    byGuest.set(person.guestId, [...(byGuest.get(person.guestId) ?? []), person]);
  const households = [...byGuest.values()];
  households.pop();
  const seats: { memberId: number; tableId: number }[] = [];
  let tableIndex = 0;
  let taken = 0;
  for (const people of households) {
    while (tableIndex < tables.length && taken + people.length > (tables[tableIndex]?.seats ?? 0)) {
      tableIndex += 1;
      taken = 0;
    }
    const table = tables[tableIndex];
    if (table === undefined) break;
    seats.push(...people.map((person) => ({ memberId: person.memberId, tableId: table.id })));
    taken += people.length;
  }
  if (seats.length > 0) await seating.seat(clientId, weddingId, seats);
}

type Seat = { id: number; firstName: string | null };
type DemoPerson = NonNullable<NonNullable<DemoGuest['answer']>['people']>[number];

/**
 * The seats' answers of a demo household: each person by first name (or the next open seat, which
 * they name), to the events the demo says with the meal it says; every other seat to nothing.
 */
function peopleAnswers(
  seats: readonly Seat[],
  people: readonly DemoPerson[],
  seededEvents: ReadonlyMap<string, { id: number; meals: ReadonlyMap<string, number> }>,
  songQuestionId: number | null,
) {
  const open = seats.filter((seat) => seat.firstName === null);
  const seatOf = new Map<number, DemoPerson>();
  for (const person of people) {
    const seat =
      seats.find((candidate) => candidate.firstName === person.firstName) ?? open.shift();
    if (seat === undefined) throw new Error(`no seat for ${person.firstName}`);
    seatOf.set(seat.id, person);
  }
  return seats.map((seat) => {
    const person = seatOf.get(seat.id);
    if (person === undefined) return { id: seat.id, events: [] };
    return {
      id: seat.id,
      ...(seat.firstName === null
        ? {
            firstName: person.firstName,
            lastName: person.lastName ?? null,
            isChild: person.isChild ?? false,
          }
        : {}),
      diet: person.diet ?? null,
      ...(person.song === undefined || songQuestionId === null
        ? {}
        : { answers: { [songQuestionId]: person.song } }),
      events: Object.entries(person.events).map(([name, meal]) => {
        const event = seededEvents.get(name);
        if (event === undefined) throw new Error(`no demo event ${name}`);
        return {
          eventId: event.id,
          attending: true,
          mealOptionId: meal === true ? null : (event.meals.get(meal) ?? null),
        };
      }),
    };
  });
}

/** What the client's wedding is now: its links, one guest's link, whether it is active. */
async function describeWedding(
  db: Db,
  weddingId: number,
  isNew: boolean,
  deps: DemoWeddingDeps,
): Promise<DemoWeddingSeed> {
  const now = deps.now ?? (() => new Date());
  const wedding = await findWeddingWithPlan(db, weddingId);
  if (!wedding) throw new Error('the demo wedding vanished');
  const guests = createGuestsRepository(db);
  const guestCount = await guests.countForWedding(weddingId);
  const firstGuests = await guests.page(weddingId, 1, 50);
  const linkGuest =
    firstGuests.find((guest) => guest.name === DEMO_LINK_GUEST && guest.confirmation === null) ??
    firstGuests[0];
  const [helper] = await createDoorRepository(db).helpersOf(weddingId);
  return {
    id: wedding.id,
    name: wedding.name,
    slug: wedding.slug,
    date: wedding.date.toISOString(),
    isActive: isWeddingActive(wedding, now()),
    planName: wedding.plan?.name ?? null,
    guestCount,
    isNew,
    link: invitationLink(deps.invitationUrl, wedding.slug),
    guestLink: linkGuest
      ? {
          name: [linkGuest.name, linkGuest.lastName].filter(Boolean).join(' '),
          link: guestInvitationLink(deps.invitationUrl, wedding.slug, linkGuest.code),
        }
      : null,
    doorLink: helper ? { name: helper.name, link: doorHelperLink(deps.appUrl, helper.key) } : null,
  };
}

async function weddingIdOfClient(db: Db, clientId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: weddings.id })
    .from(weddings)
    .where(eq(weddings.clientId, clientId))
    .limit(1);
  return row?.id ?? null;
}

/** The client's wedding, created as the demo wedding when the client has none. */
export async function seedDemoWedding(
  db: Db,
  clientId: number,
  deps: DemoWeddingDeps,
): Promise<DemoWeddingSeed> {
  const weddingId = await weddingIdOfClient(db, clientId);
  if (weddingId !== null) return describeWedding(db, weddingId, false, deps);
  await db.transaction((tx) => createDemoWedding(tx, clientId, deps));
  const created = await weddingIdOfClient(db, clientId);
  if (created === null) throw new Error('the demo wedding was not created');
  return describeWedding(db, created, true, deps);
}
