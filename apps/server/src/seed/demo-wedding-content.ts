// What the demo wedding says: a complete Mexican invitation in Spanish, as a couple would fill it
// in the dashboard. Times are Mexico City wall-clock times relative to the wedding day (the seed
// picks the day), so the invitation reads right whatever day the seed runs.
import { DateTime } from 'luxon';
import { WEDDING_TIME_ZONE } from '@convite/rules/time-zone';

export const DEMO_WEDDING = { name: 'Ana & Luis', slug: 'ana-y-luis' } as const;

/** Features the demo needs of its plan: guests and links, the exclusive civil ceremony, pictures. */
export const DEMO_PLAN_FEATURES = ['rsvpAdmin', 'exclusiveEvents', 'GalleryImages'] as const;

/**
 * The wedding day: about six months after `now`, moved on to the next Saturday (or kept if it is
 * one), at 18:00 Mexico City time; returned in UTC.
 */
export function demoWeddingDate(now: Date): Date {
  const sixMonths = DateTime.fromJSDate(now, { zone: WEDDING_TIME_ZONE }).plus({ months: 6 });
  const saturday = sixMonths.plus({ days: (6 - sixMonths.weekday + 7) % 7 });
  return saturday.set({ hour: 18, minute: 0, second: 0, millisecond: 0 }).toUTC().toJSDate();
}

/** `day` days after the wedding day (negative: before), at hh:mm Mexico City time, as ISO UTC. */
export function atWeddingTime(weddingDate: Date, day: number, time: string): string {
  const [hour, minute] = time.split(':').map(Number);
  return (
    DateTime.fromJSDate(weddingDate, { zone: WEDDING_TIME_ZONE })
      .plus({ days: day })
      .set({ hour, minute, second: 0, millisecond: 0 })
      .toUTC()
      .toISO() ?? ''
  );
}

const mapsLink = (query: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;

export const DEMO_INVITATION = {
  firstMessage:
    'Hay momentos en la vida que son especiales por sí solos, pero compartirlos con las personas que queremos los vuelve inolvidables. Con la bendición de Dios y de nuestros padres, tenemos el honor de invitarte a celebrar nuestra boda.',
  secondMessage:
    'Tu presencia es el mejor regalo. Te esperamos para brindar, bailar y celebrar juntos el comienzo de nuestra nueva vida.',
};

export const DEMO_PARENTS = [
  { parentOf: 'bride', name: 'Roberto García Morales', showIfPastAway: true },
  { parentOf: 'bride', name: 'Patricia Ruiz de García', showIfPastAway: false },
  { parentOf: 'groom', name: 'Jorge Hernández Soto', showIfPastAway: false },
  { parentOf: 'groom', name: 'María Elena Castillo de Hernández', showIfPastAway: false },
] as const;

/** The wedding's own fields (PATCH /weddings/{id}); icon slugs are turned into ids by the seed. */
export const DEMO_WEDDING_FIELDS = {
  dressCodeEnabled: true,
  dressCode: 'Formal',
  dressCodeDetails:
    'Vestido largo para ellas; traje oscuro o esmoquin para ellos. Te pedimos reservar el color blanco para la novia.',
  showDressCodeIcons: true,
  giftRegistryMessage:
    'Tu compañía es nuestro mejor regalo. Si además deseas tener un detalle con nosotros, te compartimos nuestras mesas de regalos.',
  acceptsEnvelope: true,
  confirmationEnabled: true,
  foodRestrictionsEnabled: true,
  messageEnabled: true,
  invitationSectionEnabled: true,
} as const;

/** The couple's WhatsApp for their guests (a number of the 55 area that no one answers). */
export const DEMO_CONTACT_PHONE = '+52 55 5555 0142';

export const DEMO_DRESS_ICONS = { dress: 'long', suit: 'tuxedo' } as const;

export type DemoEvent = {
  name: string;
  place: string;
  address: string;
  /** Days after the wedding day and Mexico City time. */
  day: number;
  time: string;
  onlyAdults: boolean;
  isExclusive: boolean;
  /** The meals guests choose from at the event. */
  mealOptions?: readonly string[];
};

export const DEMO_EVENTS: readonly DemoEvent[] = [
  {
    name: 'Ceremonia civil',
    place: 'Terraza Casa del Parque',
    address: 'Calle Aldama 12, Zona Centro, 37700 San Miguel de Allende, Gto.',
    day: -1,
    time: '19:00',
    onlyAdults: true,
    isExclusive: true,
  },
  {
    name: 'Ceremonia religiosa',
    place: 'Parroquia de San Miguel Arcángel',
    address: 'Principal S/N, Zona Centro, 37700 San Miguel de Allende, Gto.',
    day: 0,
    time: '18:00',
    onlyAdults: false,
    isExclusive: false,
  },
  {
    name: 'Recepción',
    place: 'Hacienda Los Laureles',
    address:
      'Carretera San Miguel de Allende–Dolores Hidalgo km 6.5, 37887 San Miguel de Allende, Gto.',
    day: 0,
    time: '20:30',
    onlyAdults: false,
    isExclusive: false,
    mealOptions: ['Filete de res', 'Pescado a la talla', 'Vegetariano', 'Menú infantil'],
  },
];

/** The couple's own questions: one per invitation, one per person. */
export const DEMO_QUESTIONS = [
  {
    prompt: '¿Usarán el autobús de la parroquia a la hacienda?',
    kind: 'choice',
    perPerson: false,
    options: ['Sí, ida y vuelta', 'Solo de ida', 'No, llegamos por nuestra cuenta'],
  },
  {
    prompt: '¿Qué canción no puede faltar en la pista?',
    kind: 'text',
    perPerson: true,
    options: [],
  },
] as const;

/** The reception's tables: the households that come are seated at them, all but the last. */
export const DEMO_TABLES = [
  { name: 'Mesa de honor', seats: 8 },
  { name: 'Mesa 1', seats: 10 },
  { name: 'Mesa 2', seats: 10 },
];

export const eventAddressLink = (event: DemoEvent) => mapsLink(`${event.place}, ${event.address}`);

/** The itinerary of the day, with the itinerary icons' slugs (drizzle/0001_icons.sql). */
export const DEMO_ITINERARY = [
  { name: 'Ceremonia religiosa', day: 0, time: '18:00', icon: 'church' },
  { name: 'Cóctel de bienvenida', day: 0, time: '19:30', icon: 'cocktail' },
  { name: 'Cena', day: 0, time: '20:30', icon: 'dish' },
  { name: 'Vals de los novios', day: 0, time: '21:45', icon: 'waltz' },
  { name: 'Pastel y brindis', day: 0, time: '23:00', icon: 'cake' },
  { name: 'Fuegos artificiales', day: 1, time: '00:30', icon: 'fireworks' },
] as const;

export const DEMO_GIFT_REGISTRIES = [
  { name: 'Liverpool', link: 'https://mesaderegalos.liverpool.com.mx/milistaderegalo/51234567' },
  { name: 'Amazon', link: 'https://www.amazon.com.mx/wedding/share/ana-y-luis' },
] as const;

export const DEMO_ACCOMMODATIONS = [
  {
    name: 'Hotel Casa del Parque',
    link: 'https://www.booking.com/searchresults.es.html?ss=San+Miguel+de+Allende',
    address: 'Calle Aldama 12, Zona Centro, 37700 San Miguel de Allende, Gto.',
    message:
      'Tarifa preferencial para nuestros invitados con el código ANAYLUIS. Es temporada alta: reserva con anticipación.',
  },
  {
    name: 'Posada Las Campanas',
    link: 'https://www.booking.com/searchresults.es.html?ss=Zona+Centro+San+Miguel+de+Allende',
    address: 'Calle Hospicio 8, Zona Centro, 37700 San Miguel de Allende, Gto.',
    message: 'A cinco minutos caminando de la Parroquia. Incluye desayuno.',
  },
] as const;

export const accommodationAddressLink = (accommodation: { name: string; address: string }) =>
  mapsLink(`${accommodation.name}, ${accommodation.address}`);

export type DemoGuest = {
  name: string;
  lastName: string | null;
  phone: string;
  maxGuestsAllowed: number;
  specialMessage?: string;
  /** Invited to the exclusive civil ceremony. */
  isAtCivil?: boolean;
  isSent?: boolean;
  /** The people the couple names (the other seats stay open). */
  members?: readonly { firstName: string; lastName: string; isChild?: boolean }[];
  answer?: {
    confirmation: boolean;
    confirmedGuests?: number;
    foodRestrictions?: string;
    message?: string;
    /**
     * Who of the household goes to what (by first name; an open seat the guest names has its
     * lastName too): each event by name, with the meal chosen where the event has a menu.
     */
    people?: readonly {
      firstName: string;
      lastName?: string;
      isChild?: boolean;
      diet?: string;
      song?: string;
      events: Readonly<Record<string, string | true>>;
    }[];
    /** The answer to the per-invitation question (the bus). */
    bus?: string;
  };
};

/** The guest whose personal link the seed prints: a family of four, invited to everything, no answer yet. */
export const DEMO_LINK_GUEST = 'Familia Martínez Rivera';

export const DEMO_GUESTS: readonly DemoGuest[] = [
  {
    name: DEMO_LINK_GUEST,
    lastName: null,
    phone: '+52 55 1234 5678',
    maxGuestsAllowed: 4,
    members: [
      { firstName: 'Carlos', lastName: 'Martínez' },
      { firstName: 'Elena', lastName: 'Rivera' },
      { firstName: 'Mateo', lastName: 'Martínez Rivera', isChild: true },
    ],
    specialMessage: '¡Los queremos mucho! No podemos imaginar este día sin ustedes.',
    isAtCivil: true,
    isSent: true,
  },
  { name: 'Sofía', lastName: 'Ramírez Delgado', phone: '55 2345 6789', maxGuestsAllowed: 2 },
  { name: 'José Luis', lastName: 'Pérez Navarro', phone: '33 3456 7890', maxGuestsAllowed: 1 },
  {
    name: 'Ximena',
    lastName: 'Torres Aguilar',
    phone: '+52 81 4567 8901',
    maxGuestsAllowed: 2,
    isSent: true,
  },
  {
    name: 'Alejandro',
    lastName: 'Gutiérrez Mendoza',
    phone: '415 123 4567',
    maxGuestsAllowed: 3,
    members: [
      { firstName: 'Alejandro', lastName: 'Gutiérrez Mendoza' },
      { firstName: 'Mariana', lastName: 'López Ortega' },
    ],
    isAtCivil: true,
    isSent: true,
    answer: {
      confirmation: true,
      message: '¡Ahí estaremos, compadres!',
      bus: 'Sí, ida y vuelta',
      // Both to everything; the open seat, named by them, only to the party.
      people: [
        {
          firstName: 'Alejandro',
          song: 'El Rey',
          events: {
            'Ceremonia civil': true,
            'Ceremonia religiosa': true,
            Recepción: 'Filete de res',
          },
        },
        {
          firstName: 'Mariana',
          diet: 'Alergia a los mariscos',
          events: {
            'Ceremonia civil': true,
            'Ceremonia religiosa': true,
            Recepción: 'Vegetariano',
          },
        },
        {
          firstName: 'Pablo',
          lastName: 'Gutiérrez Mendoza',
          events: { Recepción: 'Pescado a la talla' },
        },
      ],
    },
  },
  {
    name: 'Guadalupe',
    lastName: 'Sánchez Flores',
    phone: '55 5678 9012',
    maxGuestsAllowed: 2,
    isSent: true,
    answer: {
      confirmation: true,
      confirmedGuests: 2,
      foodRestrictions: 'Una persona celíaca: sin gluten',
    },
  },
  {
    name: 'Diego',
    lastName: 'Vargas Castañeda',
    phone: '442 678 9012',
    maxGuestsAllowed: 1,
    isSent: true,
    answer: {
      confirmation: true,
      confirmedGuests: 1,
      foodRestrictions: 'Vegetariano',
      message: 'Gracias por la invitación, ¡felicidades!',
    },
  },
  {
    name: 'Familia Hernández Castillo',
    lastName: null,
    phone: '+52 415 789 0123',
    maxGuestsAllowed: 5,
    members: [
      { firstName: 'Jorge', lastName: 'Hernández' },
      { firstName: 'Lucía', lastName: 'Castillo' },
      { firstName: 'Sofía', lastName: 'Hernández Castillo', isChild: true },
      { firstName: 'Diego', lastName: 'Hernández Castillo', isChild: true },
    ],
    isAtCivil: true,
    isSent: true,
    answer: {
      confirmation: true,
      bus: 'Solo de ida',
      // The parents to everything (the civil ceremony is for adults); the children to the church
      // and the party with the children's menu; the fifth seat stays empty.
      people: [
        {
          firstName: 'Jorge',
          events: {
            'Ceremonia civil': true,
            'Ceremonia religiosa': true,
            Recepción: 'Filete de res',
          },
        },
        {
          firstName: 'Lucía',
          song: 'Cielito lindo',
          events: {
            'Ceremonia civil': true,
            'Ceremonia religiosa': true,
            Recepción: 'Pescado a la talla',
          },
        },
        {
          firstName: 'Sofía',
          diet: 'Sin nuez',
          events: { 'Ceremonia religiosa': true, Recepción: 'Menú infantil' },
        },
        {
          firstName: 'Diego',
          events: { 'Ceremonia religiosa': true, Recepción: 'Menú infantil' },
        },
      ],
    },
  },
  {
    name: 'Renata',
    lastName: 'Morales Íñiguez',
    phone: '33 8901 2345',
    maxGuestsAllowed: 2,
    isSent: true,
    answer: {
      confirmation: false,
      message: 'Estaremos fuera del país esas fechas. ¡Les mandamos un abrazo enorme!',
    },
  },
  {
    name: 'Emiliano',
    lastName: 'Cruz Villaseñor',
    phone: '222 901 2345',
    maxGuestsAllowed: 1,
    isSent: true,
    answer: { confirmation: false },
  },
  { name: 'Valeria', lastName: 'Jiménez Olvera', phone: '55 0123 4567', maxGuestsAllowed: 2 },
  {
    name: 'Rodrigo',
    lastName: 'García Ruiz',
    phone: '+52 477 234 5678',
    maxGuestsAllowed: 2,
    specialMessage: 'Hermano, gracias por estar siempre. Te esperamos en primera fila.',
    isAtCivil: true,
    isSent: true,
    answer: { confirmation: true, confirmedGuests: 2 },
  },
];
