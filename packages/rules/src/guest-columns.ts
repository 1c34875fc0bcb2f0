// Every column of a guest list, written once, in the order the export shows them. The couple's own
// columns (`input`) are what the form and a file import fill: the import (CSV and .xlsx) knows one by
// its headers, checks its cells by its kind and bounds, the preview lists it, and the example files
// show its examples. The household's people (`members`) are a file's column too, one cell listing
// them, which the form sends as a list instead. Every column is exported under its header, its value
// written by its format.
// The contract names the couple's columns too: guest-columns.test.ts fails when the two differ.
// A new guest field is mostly one entry here: docs/architecture.md, "Adding a guest field".
import {
  GUEST_NAME_MAX_LENGTH,
  GUEST_SPECIAL_MESSAGE_MAX_LENGTH,
  MAX_GUESTS_ALLOWED,
} from './field-bounds.ts';

/** A text in both of the product's languages. */
export type Bilingual = Readonly<{ es: string; en: string }>;

/** What a cell of each kind holds once checked (the form's value, a file's cell, a stored field). */
export type GuestInputKinds = {
  /** Text the guest cannot be without (the name), trimmed. */
  name: string;
  /** Text or nothing: a blank cell is null. */
  optionalText: string | null;
  /** A phone number, stored in E.164 (@convite/rules/phone). */
  phone: string;
  /** How many people the invitation admits: a whole number from 1 to `max`. */
  guestCount: number;
};
export type GuestInputKind = keyof GuestInputKinds;

/** How the export writes a column's value. */
export type GuestValueFormat =
  /** As stored, as Excel text (a "=…" name is never run). */
  | 'text'
  /** A number cell. */
  | 'count'
  /** Yes or No, in the couple's language. */
  | 'yesNo'
  /** The guest's answer in words: attending, declined or no answer yet. */
  | 'answer'
  /** An instant on the wedding's clock: `2030-06-15 12:30` (@convite/rules/time-zone). */
  | 'dateTime'
  /** The guest's personal link, from their code. */
  | 'link'
  /** The names of the wedding's exclusive events the guest is invited to. */
  | 'events'
  /** The household's named people: "Ana Pérez; Sofía Pérez (niña)" (@convite/rules/households). */
  | 'members';

/** How the couple's column is read and checked, by its kind. */
export type GuestInputSpec = Readonly<
  {
    /**
     * What else a file's header may call it. The header in either language and the key are always
     * recognised; every name is compared without case, accents, spaces, "_", "-" or ".".
     */
    aliases?: readonly string[];
    /** The three rows of the example files, in order ('' leaves the cell blank). */
    examples: readonly [string, string, string];
  } & (
    | {
        kind: 'name' | 'optionalText';
        /** The most characters after trimming (a bound of field-bounds.ts). */
        maxLength: number;
        /**
         * The column in a sentence, capitalised as the sentence starts with it: its errors say
         * "El apellido admite hasta 100 caracteres."
         */
        subject: Bilingual;
      }
    | { kind: 'phone' }
    | {
        kind: 'guestCount';
        /** The most people (a bound of field-bounds.ts); the least is 1. */
        max: number;
      }
  )
>;

/**
 * The household's people in a file: one cell per guest listing them, "Ana Pérez; Luis Pérez; Sofía
 * Pérez (niña)" (parseMemberList and formatMemberList of @convite/rules/households). Not a field of
 * the form's scalar columns: the form sends them as `members`, a file as this one cell.
 */
export type GuestMembersSpec = Readonly<{
  /** What else a file's header may call it (compared as for the couple's columns). */
  aliases?: readonly string[];
  /** The most characters of a person's first name, and of their last name. */
  maxLength: number;
  /** The three rows of the example files, in order. */
  examples: readonly [string, string, string];
}>;

export type GuestColumnSpec = Readonly<{
  /** The guest's property in the contract, the field in the database. */
  key: string;
  /** The export's header, and the couple's columns' header in the example files. */
  header: Bilingual;
  format: GuestValueFormat;
  /** The stored field the export reads when it is not `key`; null: none (the exclusive events). */
  field?: string | null;
  /** The export's column width, in characters. */
  width: number;
  /** Set for the columns the couple writes: the form's fields, a file's columns. */
  input?: GuestInputSpec;
  /** Set for the household's people: a file's column, the form's `members`. */
  members?: GuestMembersSpec;
}>;

/** The most characters of a household member's first or last name (the contract's MemberInput). */
export const MEMBER_NAME_MAX_LENGTH = 60;

export const GUEST_COLUMNS = [
  {
    key: 'name',
    header: { es: 'Nombre', en: 'First name' },
    format: 'text',
    width: 20,
    input: {
      kind: 'name',
      maxLength: GUEST_NAME_MAX_LENGTH,
      subject: { es: 'El nombre', en: 'The name' },
      aliases: ['firstname'],
      examples: ['María José', 'Íñigo', 'Ángeles'],
    },
  },
  {
    key: 'lastName',
    header: { es: 'Apellido', en: 'Last name' },
    format: 'text',
    width: 20,
    input: {
      kind: 'optionalText',
      maxLength: GUEST_NAME_MAX_LENGTH,
      subject: { es: 'El apellido', en: 'The last name' },
      aliases: ['apellidos'],
      examples: ['Ramírez Núñez', 'Peña', 'Güemes'],
    },
  },
  {
    key: 'phone',
    header: { es: 'Teléfono', en: 'Phone' },
    format: 'text',
    width: 16,
    input: {
      kind: 'phone',
      aliases: ['celular'],
      examples: ['+52 55 1234 5678', '33 8765 4321', '(81) 2345-6789'],
    },
  },
  {
    key: 'maxGuestsAllowed',
    header: { es: 'Invitados máximos', en: 'Guests allowed' },
    format: 'count',
    width: 10,
    input: {
      kind: 'guestCount',
      max: MAX_GUESTS_ALLOWED,
      examples: ['2', '1', '4'],
    },
  },
  {
    key: 'members',
    header: { es: 'Integrantes', en: 'Members' },
    format: 'members',
    field: null,
    width: 40,
    members: {
      aliases: ['personas', 'miembros', 'people', 'household'],
      maxLength: MEMBER_NAME_MAX_LENGTH,
      examples: [
        'María José Ramírez Núñez; Pedro Ramírez Núñez',
        '',
        'Ángeles Güemes; Tomás Güemes; Lucía Güemes (niña)',
      ],
    },
  },
  {
    key: 'specialMessage',
    header: { es: 'Mensaje especial', en: 'Special message' },
    format: 'text',
    width: 30,
    input: {
      kind: 'optionalText',
      maxLength: GUEST_SPECIAL_MESSAGE_MAX_LENGTH,
      subject: { es: 'El mensaje especial', en: 'The special message' },
      examples: ['¡Te esperamos!', '', 'Con cariño, para toda la familia'],
    },
  },
  { key: 'sent', header: { es: 'Enviada', en: 'Sent' }, format: 'yesNo', width: 9 },
  {
    key: 'answer',
    header: { es: 'Respuesta', en: 'Answer' },
    format: 'answer',
    field: 'confirmation',
    width: 14,
  },
  {
    key: 'confirmedGuests',
    header: { es: 'Invitados confirmados', en: 'Guests confirmed' },
    format: 'count',
    width: 10,
  },
  {
    key: 'foodRestrictions',
    header: { es: 'Restricciones alimentarias', en: 'Dietary restrictions' },
    format: 'text',
    width: 30,
  },
  { key: 'message', header: { es: 'Mensaje', en: 'Message' }, format: 'text', width: 30 },
  {
    key: 'answeredAt',
    header: { es: 'Fecha de respuesta', en: 'Answered on' },
    format: 'dateTime',
    field: 'confirmedAt',
    width: 17,
  },
  { key: 'code', header: { es: 'Código', en: 'Code' }, format: 'text', width: 10 },
  { key: 'link', header: { es: 'Enlace', en: 'Link' }, format: 'link', field: 'code', width: 50 },
  {
    key: 'events',
    header: { es: 'Eventos exclusivos', en: 'Exclusive events' },
    format: 'events',
    field: null,
    width: 24,
  },
  { key: 'createdAt', header: { es: 'Creado', en: 'Created' }, format: 'dateTime', width: 17 },
  { key: 'updatedAt', header: { es: 'Actualizado', en: 'Updated' }, format: 'dateTime', width: 17 },
] as const satisfies readonly GuestColumnSpec[];

type Column = (typeof GUEST_COLUMNS)[number];

/** A column the couple writes. */
export type GuestInputColumn = Extract<Column, { input: object }>;
export type GuestInputKey = GuestInputColumn['key'];

type OptionalColumn = Extract<GuestInputColumn, { input: { kind: 'optionalText' } }>;
type RequiredColumn = Exclude<GuestInputColumn, OptionalColumn>;

/** The couple's fields of a guest, checked: each column's value by its kind (left out: nothing). */
export type GuestInputValues = {
  [C in RequiredColumn as C['key']]: GuestInputKinds[C['input']['kind']];
} & {
  [C in OptionalColumn as C['key']]?: GuestInputKinds[C['input']['kind']];
};

/** A column the couple writes, as the code that goes through them all reads it. */
export type GuestInputColumnSpec = GuestColumnSpec & { key: GuestInputKey; input: GuestInputSpec };

/** The couple's columns, in the export's (and the example files') order. */
export const GUEST_INPUT_COLUMNS: readonly GuestInputColumnSpec[] = GUEST_COLUMNS.filter(
  (column): column is GuestInputColumn => 'input' in column,
);

export const GUEST_INPUT_KEYS: readonly GuestInputKey[] = GUEST_INPUT_COLUMNS.map(
  (column) => column.key,
);

/** The household's people column. */
export type GuestMembersColumn = Extract<Column, { members: object }>;
export type GuestMembersKey = GuestMembersColumn['key'];

/** A column a guest list file holds: the couple's columns and the household's people. */
export type GuestFileKey = GuestInputKey | GuestMembersKey;
export type GuestFileColumnSpec = GuestColumnSpec & { key: GuestFileKey } & (
    | { input: GuestInputSpec; members?: undefined }
    | { members: GuestMembersSpec; input?: undefined }
  );

/** The household's people column, as the import and the export read it. */
export const GUEST_MEMBERS_COLUMN = GUEST_COLUMNS.find(
  (column): column is GuestMembersColumn => 'members' in column,
) as GuestMembersColumn;

/** What a file holds, in the export's (and the example files') order. */
export const GUEST_FILE_COLUMNS: readonly GuestFileColumnSpec[] = GUEST_COLUMNS.filter(
  (column): column is GuestInputColumn | GuestMembersColumn =>
    'input' in column || 'members' in column,
) as readonly GuestFileColumnSpec[];

export const GUEST_FILE_KEYS: readonly GuestFileKey[] = GUEST_FILE_COLUMNS.map(
  (column) => column.key,
);

/** A text column's bound (the most characters), for a form input's own limit. */
export function guestTextMaxLength(key: GuestInputKey): number | undefined {
  const input = GUEST_INPUT_COLUMNS.find((column) => column.key === key)?.input;
  return input !== undefined && 'maxLength' in input ? input.maxLength : undefined;
}

/** The stored field a column's value comes from (null: none). */
export function fieldOf(column: GuestColumnSpec): string | null {
  return column.field === undefined ? column.key : column.field;
}

/** A stored field of the guest that the export reads. */
export type GuestExportField =
  | Exclude<Extract<Column, { field: string }>['field'], null>
  | Exclude<Column, { field: unknown }>['key'];

/** Every stored field the export reads besides the guest's id, once each, in the sheet's order. */
export const GUEST_EXPORT_FIELDS: readonly GuestExportField[] = [
  ...new Set(GUEST_COLUMNS.flatMap((column) => fieldOf(column) ?? [])),
] as GuestExportField[];

/** A header as the import compares it: no case, accents, spaces, "_", "-" or ".". */
export function headerKey(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_\-.]/g, '');
}

/** Every name a file's header may give each of its columns, as `headerKey` folds it. */
export const GUEST_HEADER_NAMES: ReadonlyMap<string, GuestFileKey> = new Map(
  GUEST_FILE_COLUMNS.flatMap(({ key, header, input, members }) =>
    [header.es, header.en, key, ...((input ?? members)?.aliases ?? [])].map(
      (name) => [headerKey(name), key] as const,
    ),
  ),
);

/** The column a file's header cell names, if it names one. */
export function guestColumnOfHeader(cell: string): GuestFileKey | undefined {
  return GUEST_HEADER_NAMES.get(headerKey(cell));
}

/**
 * The example files' rows: the file's headers in a language (the couple's columns and the
 * household's people), then the three example guests.
 */
export function guestListExample(language: keyof Bilingual): string[][] {
  return [
    GUEST_FILE_COLUMNS.map((column) => column.header[language]),
    ...[0, 1, 2].map((row) =>
      GUEST_FILE_COLUMNS.map((column) => (column.input ?? column.members).examples[row] ?? ''),
    ),
  ];
}
