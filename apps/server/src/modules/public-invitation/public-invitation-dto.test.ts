import { describe, expect, it } from 'vitest';
import { ETIQUETA_THEME } from '@convite/invitation-renderer/theme';
import type { SharedInvitationContent } from './invitation-content-cache.ts';
import { UNLIMITED_GUESSES } from './guess-limit.ts';
import { DEFAULT_PUBLIC_INVITATION_LIMITS } from './public-invitation-limits.ts';
import { createPublicInvitationService } from './public-invitation.service.ts';
import {
  invitationBody,
  parseThemeContent,
  prepareInvitationBody,
  toPublicInvitationDto,
} from './public-invitation-dto.ts';
import type {
  ImageJson,
  InvitationGuestRow,
  InvitationHeadRow,
} from './public-invitation.repository.ts';

describe('the published theme a guest gets', () => {
  it('is the stored content when it passes the schema', () => {
    expect(parseThemeContent(JSON.stringify(ETIQUETA_THEME))).toEqual(ETIQUETA_THEME);
  });

  it('is null (Etiqueta) when nothing is published, or the row was edited around the API', () => {
    expect(parseThemeContent(null)).toBeNull();
    expect(parseThemeContent('{not json')).toBeNull();
    expect(parseThemeContent('{"base":{"body":{"color":"#5a3e2b"}}}')).toBeNull();
    const scripted = { ...ETIQUETA_THEME, fontImport: 'javascript:alert(1)' };
    expect(parseThemeContent(JSON.stringify(scripted))).toBeNull();
  });
});

const image = (id: number, type: ImageJson['type'], eventId: number | null = null): ImageJson => ({
  id,
  storageKey: `weddings/7/${id}.jpg`,
  variantStorageKey: id % 2 === 0 ? `weddings/7/${id}-800.webp` : null,
  variantWidth: id % 2 === 0 ? 800 : null,
  shareStorageKey: type === 'coverImage' ? `weddings/7/${id}-share.jpg` : null,
  width: 1600,
  aspectRatio: 1.5,
  type,
  weddingId: eventId === null ? 7 : null,
  eventId,
  createdAt: '2026-05-01T10:00:00.000Z',
});

const event = (id: number, isExclusive: boolean) => ({
  id,
  name: `Evento ${id} — “Cena” en Mérida 🎉`,
  place: 'Hacienda Xcanatún',
  address: null,
  addressLink: null,
  datetime: '2026-12-12T02:00:00.000Z',
  showAddToCalendar: true,
  onlyAdults: id === 3,
  isExclusive,
  weddingId: 7,
  images: [image(100 + id, 'eventImage', id)],
  mealOptions: [{ id: id * 10, name: 'Cochinita pibil' }],
});

const shared = (theme: SharedInvitationContent['theme']): SharedInvitationContent => ({
  version: 4,
  theme,
  content: {
    invitation: {
      id: 9,
      firstMessage: 'Con la bendición de Dios…',
      secondMessage: null,
      weddingId: 7,
      parents: [
        { id: 1, name: 'Lupita', showIfPastAway: false, parentOf: 'bride', invitationId: 9 },
        { id: 2, name: 'José', showIfPastAway: true, parentOf: 'groom', invitationId: 9 },
      ],
    },
    events: [event(1, false), event(2, true), event(3, false), event(4, true)],
    questions: [{ id: 5, prompt: '¿Canción?', kind: 'text', perPerson: false, options: [] }],
    itineraryEvents: [
      { id: 6, name: 'Vals', datetime: null, iconId: null, icon: null, weddingId: 7 },
    ],
    giftRegistries: [{ id: 8, name: 'Liverpool', link: 'https://x.mx/1', weddingId: 7 }],
    accommodations: [],
    coverImages: [image(11, 'coverImage'), image(12, 'coverImage')],
    galleryImages: [image(13, 'galleryImage')],
    song: {
      id: 3,
      name: 'Bésame mucho',
      storageKey: 'songs/3.mp3',
      playAutomatically: false,
      weddingId: 7,
      createdAt: '2026-05-01T10:00:00.000Z',
    },
  },
});

const wedding = {
  id: 7,
  name: 'Ana & Luis',
  slug: 'ana-y-luis',
  date: new Date('2026-12-12T00:00:00.000Z'),
  designSlug: 'etiqueta',
  hasCountdown: true,
  hasEventImages: true,
  hasDigitalConfirmation: true,
  invitationSectionEnabled: true,
  giftRegistryMessage: 'Tu presencia es el mejor regalo',
  acceptsEnvelope: true,
  dressCodeEnabled: true,
  dressCode: 'Formal',
  dressCodeDetails: null,
  showDressCodeIcons: true,
  confirmationEnabled: true,
  foodRestrictionsEnabled: true,
  messageEnabled: false,
  rsvpDeadline: '2026-11-30',
  lateAnswers: 'closed',
  contactPhone: null,
  showEventsSectionTitle: true,
  showDressCodeSectionTitle: true,
  showItinerarySectionTitle: false,
  showGiftRegistrySectionTitle: true,
  showConfirmationSectionTitle: true,
  showAccommodationsSectionTitle: true,
  showGallerySectionTitle: true,
} as unknown as InvitationHeadRow['wedding'];

const guest = (fields: Partial<InvitationGuestRow>): InvitationGuestRow => ({
  id: 21,
  name: 'Familia Pérez',
  lastName: null,
  maxGuestsAllowed: 2,
  confirmation: null,
  confirmedGuests: null,
  foodRestrictions: null,
  message: null,
  specialMessage: 'Los esperamos, ¡no falten!',
  answers: {},
  confirmedAt: null,
  leftAt: null,
  members: [],
  seatTables: {},
  eventIds: [],
  ...fields,
});

const head = (invited: InvitationGuestRow | null): InvitationHeadRow => ({
  wedding,
  guest: invited,
  dressIcon: { id: 1, slug: 'vestido', name: 'Vestido', svg: '<svg/>', type: 'dress' },
  suitIcon: null,
});

const issuePass = (guestId: number) => ({
  token: `pass-${guestId}`,
  link: `https://i.example/p/pass-${guestId}`,
});
const publicUrl = (key: string) => `https://files.example/${key}`;

describe("a guest's invitation as bytes (the shared part made once per content version)", () => {
  const attending = guest({
    confirmation: true,
    confirmedGuests: 2,
    confirmedAt: new Date('2026-12-01T10:00:00Z'),
    eventIds: [4],
    members: [
      { id: 31, firstName: null, lastName: null, events: [{ eventId: 1, attending: true }] },
      { id: 32, firstName: 'Beto', lastName: 'Pérez', events: [{ eventId: 1, attending: true }] },
    ] as never,
    seatTables: { '31': 'Mesa 4' },
  });
  const cases: [string, InvitationHeadRow, SharedInvitationContent][] = [
    ['no code: no guest, no exclusive event', head(null), shared(ETIQUETA_THEME as never)],
    ['a guest invited to no exclusive event', head(guest({})), shared(null)],
    ['a guest invited to the second exclusive event', head(guest({ eventIds: [4] })), shared(null)],
    ['a guest with both exclusive events', head(guest({ eventIds: [2, 4] })), shared(null)],
    [
      'a household that answered late, with its pass',
      head(attending),
      shared(ETIQUETA_THEME as never),
    ],
  ];

  it.each(cases)("%s: the bytes JSON.stringify gives the contract's object", (_, read, content) => {
    const prepared = prepareInvitationBody(read.wedding.id, content, publicUrl);
    const body = invitationBody(read, prepared, issuePass);
    const reference = toPublicInvitationDto(read, content, publicUrl, issuePass);
    expect(body.toString('utf8')).toBe(JSON.stringify(reference));
    expect(body.length).toBe(Buffer.byteLength(JSON.stringify(reference)));
  });

  it("one preparation serves every guest: each gets their own events and fields, none another's", () => {
    const content = shared(null);
    const prepared = prepareInvitationBody(7, content, publicUrl);
    const first = JSON.parse(
      invitationBody(head(guest({ eventIds: [2] })), prepared, issuePass).toString(),
    );
    const second = JSON.parse(
      invitationBody(
        head(guest({ id: 22, name: 'Rosa', specialMessage: null })),
        prepared,
        issuePass,
      ).toString(),
    );
    expect(first.wedding.events.map((item: { id: number }) => item.id)).toEqual([1, 2, 3]);
    expect(second.wedding.events.map((item: { id: number }) => item.id)).toEqual([1, 3]);
    expect(second.guest).toMatchObject({ name: 'Rosa', specialMessage: null });
    expect(JSON.stringify(second)).not.toContain('Los esperamos');
  });
});

describe('the GET of a public invitation (the service, on a repository of its own)', () => {
  it('makes the shared bytes once per content version, and again when the version moves', async () => {
    let version = 4;
    let urls = 0;
    const read = head(guest({ eventIds: [2] }));
    const service = createPublicInvitationService({
      invitations: {
        findInvitationHead: async () => ({
          head: {
            ...read,
            wedding: {
              ...read.wedding,
              contentVersion: version,
              invitationPlanId: 1,
              deactivatedAt: null,
            },
          },
          counts: [0, 0, 0],
          readAt: null,
        }),
        findInvitationContent: async () => {
          const content = shared(null);
          return { version, themeContent: null, content: content.content };
        },
      } as never,
      limiter: {} as never,
      guesses: UNLIMITED_GUESSES,
      limits: DEFAULT_PUBLIC_INVITATION_LIMITS,
      publicUrl: (key) => {
        urls += 1;
        return publicUrl(key);
      },
      answered: async () => {},
      previews: {} as never,
      passes: { issue: (id: number) => `pass-${id}` } as never,
      answerContexts: {} as never,
      invitationUrl: 'https://i.example',
      removeGuest: async () => new Date(),
      now: () => new Date('2026-12-01T00:00:00Z'),
    });
    const open = async () => (await service.get('ana-y-luis', 'PLAN0001', '198.51.100.9')).body();

    const first = await open();
    const made = urls;
    expect(made).toBeGreaterThan(0);
    const again = await open();
    await open();
    // The pictures' addresses are made with the shared bytes: not again for the same version.
    expect(urls).toBe(made);
    expect(again.equals(first)).toBe(true);
    expect(
      JSON.parse(first.toString()).wedding.events.map((item: { id: number }) => item.id),
    ).toEqual([1, 2, 3]);

    version = 5;
    await open();
    expect(urls).toBe(made * 2);
  });
});
