// Realistic Mexican guest lists: accented names, compound last names, phones in the shapes people
// type them. Deterministic (a seeded generator), so every run measures the same rows.
import type { GuestFields } from '@convite/server/guests/guest-values';
import { seededRandom } from '@convite/server/seeded-random';

const FIRST_NAMES = [
  'María José',
  'José Luis',
  'Íñigo',
  'Ángeles',
  'Begoña',
  'Ramón',
  'Sofía',
  'Andrés',
  'Zoé',
  'Rubén',
  'Inés',
  'Héctor',
  'Mónica',
  'Jesús',
  'Lucía',
  'Martín',
  'Concepción',
  'Raúl',
  'Verónica',
  'Óscar',
  'Guadalupe',
  'Joaquín',
  'Natalia',
  'Sebastián',
  'Ximena',
  'Fátima',
  'Nicolás',
  'Paulina',
  'Tomás',
  'Renée',
];
const LAST_NAMES = [
  'Ramírez Núñez',
  'Peña',
  'Güemes',
  'Hernández',
  'López Obrador',
  'Martínez',
  'Gómez',
  'Pérez',
  'Sánchez',
  'Díaz',
  'Cortés',
  'Muñoz',
  'Rodríguez',
  'Jiménez',
  'Álvarez',
  'Ibáñez',
  'Castañeda',
  'de la Peña',
  'Zúñiga',
  'Ordóñez',
  'Magaña',
  'Villaseñor',
  'Bermúdez',
  'Solís',
];
const MESSAGES = [
  '',
  '',
  '¡Te esperamos!',
  'Con cariño, para toda la familia',
  'Mesa 4, junto a los abuelos',
  '"Los primos", por favor confirmen',
];

/** The one guest a "rare" search finds: the query has to walk the whole wedding to find it. */
export const RARE_GUEST = { name: 'Xóchitl', lastName: 'Quetzalcóatl' } as const;

export type RawGuest = {
  name: string;
  lastName: string;
  phone: string;
  maxGuestsAllowed: number;
  specialMessage: string;
};

/** `count` guests as a couple would type them (the rare guest in the middle). */
export function rawGuests(count: number, seed = 2030): RawGuest[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const digits = (n: number) =>
    Array.from({ length: n }, () => String(Math.floor(random() * 10))).join('');
  const phone = () => {
    const area = pick(['55', '33', '81', '222', '999']);
    const rest = digits(10 - area.length);
    switch (Math.floor(random() * 4)) {
      case 0:
        return `+52 ${area} ${rest.slice(0, 4)} ${rest.slice(4)}`;
      case 1:
        return `(${area}) ${rest.slice(0, 4)}-${rest.slice(4)}`;
      case 2:
        return `${area} ${rest.slice(0, 4)} ${rest.slice(4)}`;
      default:
        return `${area}${rest}`;
    }
  };
  return Array.from({ length: count }, (_, index) => {
    const isRare = index === Math.floor(count / 2);
    return {
      name: isRare ? RARE_GUEST.name : pick(FIRST_NAMES),
      lastName: isRare ? RARE_GUEST.lastName : `${pick(LAST_NAMES)} ${pick(LAST_NAMES)}`,
      phone: phone(),
      maxGuestsAllowed: 1 + Math.floor(random() * 6),
      specialMessage: pick(MESSAGES),
    };
  });
}

/** The fields the repository stores (what a valid import row becomes). */
export const toFields = (guest: RawGuest): GuestFields => ({
  name: guest.name,
  lastName: guest.lastName,
  phone: guest.phone.replace(/[\s\-.()[\]]/g, ''),
  maxGuestsAllowed: guest.maxGuestsAllowed,
  specialMessage: guest.specialMessage === '' ? null : guest.specialMessage,
});

const csvCell = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The guests as Excel saves a CSV in UTF-8 (with BOM, CRLF line ends), Spanish headers. */
export function guestCsv(guests: readonly RawGuest[]): Buffer {
  const header = 'nombre,apellido,teléfono,invitados máximos,mensaje especial';
  const lines = guests.map((guest) =>
    [guest.name, guest.lastName, guest.phone, guest.maxGuestsAllowed, guest.specialMessage]
      .map(csvCell)
      .join(','),
  );
  return Buffer.from(`\uFEFF${[header, ...lines].join('\r\n')}\r\n`, 'utf8');
}
