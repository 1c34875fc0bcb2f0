import type { components } from '@convite/api/schema';
import contract from '@convite/openapi/openapi.json' with { type: 'json' };
import { describe, expect, expectTypeOf, it } from 'vitest';
import { parseMemberList } from './households.ts';
import {
  GUEST_COLUMNS,
  GUEST_EXPORT_FIELDS,
  GUEST_FILE_COLUMNS,
  GUEST_FILE_KEYS,
  GUEST_INPUT_COLUMNS,
  GUEST_INPUT_KEYS,
  GUEST_MEMBERS_COLUMN,
  MEMBER_NAME_MAX_LENGTH,
  guestColumnOfHeader,
  guestListExample,
  guestTextMaxLength,
  headerKey,
  type GuestFileKey,
  type GuestInputValues,
} from './guest-columns.ts';

type Schema = {
  $ref?: string;
  enum?: string[];
  required?: string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  maxLength?: number;
  maximum?: number;
  maxItems?: number;
};
const schemas: Record<string, unknown> = contract.components.schemas;

/** A schema of the contract's bundle, its `$ref` followed. */
function schema(name: string): Schema {
  const found = schemas[name];
  if (found === undefined) throw new Error(`no schema ${name} in the contract`);
  return found as Schema;
}
const resolved = (of: Schema): Schema =>
  of.$ref === undefined ? of : schema(of.$ref.replace('#/components/schemas/', ''));
const propertyNames = (of: Schema) => Object.keys(of.properties ?? {});

describe('the guest columns and the contract', () => {
  it('has an entry for every column the import preview names, in its order', () => {
    const columns = schema('GuestImportPreview').properties?.columns?.items?.enum;
    expect(GUEST_FILE_KEYS).toEqual(columns);
    expect(GUEST_FILE_KEYS).toEqual(schema('GuestImportCells').required);
  });

  it('is what the form and the reviewed import send, and what a guest answers with', () => {
    const create = propertyNames(schema('CreateGuestRequest')).filter((key) => key !== 'weddingId');
    const reviewed = schema('ImportGuestRowsRequest').properties?.rows?.items ?? {};
    // The form sends the couple's columns and the household's people, in the file's order.
    expect(create).toEqual(GUEST_FILE_KEYS);
    expect(propertyNames(schema('UpdateGuestRequest'))).toEqual(GUEST_FILE_KEYS);
    expect(propertyNames(reviewed).filter((key) => key !== 'keepDuplicate')).toEqual(
      GUEST_FILE_KEYS,
    );
    expect(schema('Guest').required).toEqual(expect.arrayContaining([...GUEST_FILE_KEYS]));
  });

  it("bounds the household's people as the form's members are bounded", () => {
    const members = resolved(schema('CreateGuestRequest').properties?.members ?? {});
    const person = resolved(members.items ?? {});
    expect(MEMBER_NAME_MAX_LENGTH).toBe(person.properties?.firstName?.maxLength);
    expect(MEMBER_NAME_MAX_LENGTH).toBe(GUEST_MEMBERS_COLUMN.members.maxLength);
    expect(members.maxItems).toBe(
      resolved(schema('CreateGuestRequest').properties?.maxGuestsAllowed ?? {}).maximum,
    );
  });

  it('holds the bounds the contract states, and tells a form its text bounds', () => {
    const form = schema('CreateGuestRequest').properties ?? {};
    for (const { key, input } of GUEST_INPUT_COLUMNS) {
      const stated = resolved(form[key] ?? {});
      if ('maxLength' in input) expect(input.maxLength, key).toBe(stated.maxLength);
      if ('max' in input) expect(input.max, key).toBe(stated.maximum);
    }
    expect(guestTextMaxLength('specialMessage')).toBe(500);
    expect(guestTextMaxLength('phone')).toBeUndefined();
  });

  it('types the same columns and values as the generated contract', () => {
    expectTypeOf<GuestFileKey>().toEqualTypeOf<
      components['schemas']['GuestImportPreview']['columns'][number]
    >();
    expectTypeOf<GuestInputValues>().toExtend<
      Omit<components['schemas']['CreateGuestRequest'], 'weddingId'>
    >();
  });
});

describe('GUEST_COLUMNS', () => {
  it('names each column once, with a header in both languages', () => {
    expect(new Set(GUEST_COLUMNS.map((column) => column.key)).size).toBe(GUEST_COLUMNS.length);
    for (const { header } of GUEST_COLUMNS) {
      expect(header.es.trim()).not.toBe('');
      expect(header.en.trim()).not.toBe('');
    }
  });

  it("recognises each of the couple's columns by its header in either language and its key", () => {
    for (const column of GUEST_INPUT_COLUMNS) {
      for (const name of [column.header.es, column.header.en, column.key]) {
        expect(guestColumnOfHeader(name), name).toBe(column.key);
        expect(guestColumnOfHeader(` ${name.toUpperCase()} `), name).toBe(column.key);
      }
    }
    expect(guestColumnOfHeader('TELEFONO')).toBe('phone');
    expect(guestColumnOfHeader('invitados_máximos')).toBe('maxGuestsAllowed');
    expect(guestColumnOfHeader('Respuesta')).toBeUndefined();
  });

  it("recognises the household's people column in either language", () => {
    for (const name of ['Integrantes', 'INTEGRANTES', 'members', 'Members', 'personas']) {
      expect(guestColumnOfHeader(name), name).toBe('members');
    }
    expect(GUEST_FILE_KEYS).toEqual([
      'name',
      'lastName',
      'phone',
      'maxGuestsAllowed',
      'members',
      'specialMessage',
    ]);
    // The household's people are a column of the file, not one of a guest's own fields.
    expect(GUEST_INPUT_KEYS).not.toContain('members');
  });

  it('gives no two columns a header that folds the same', () => {
    const owners = new Map<string, string>();
    for (const column of GUEST_FILE_COLUMNS) {
      const names = [column.header.es, column.header.en, column.key];
      for (const name of [...names, ...((column.input ?? column.members).aliases ?? [])]) {
        const key = headerKey(name);
        expect(owners.get(key) ?? column.key, `"${name}" is also another column's`).toBe(
          column.key,
        );
        owners.set(key, column.key);
      }
    }
  });

  it('reads every stored field the export shows once, the exclusive events aside', () => {
    expect(new Set(GUEST_EXPORT_FIELDS).size).toBe(GUEST_EXPORT_FIELDS.length);
    expect(GUEST_EXPORT_FIELDS).toEqual(expect.arrayContaining([...GUEST_INPUT_KEYS]));
    // A column computed from another field reads that field; the exclusive events read none.
    expect(GUEST_EXPORT_FIELDS).toEqual(expect.arrayContaining(['confirmation', 'confirmedAt']));
    for (const computed of ['answer', 'answeredAt', 'link', 'events']) {
      expect(GUEST_EXPORT_FIELDS).not.toContain(computed);
    }
  });
});

describe('guestListExample', () => {
  it("is the file's headers in the language, then three guests with a cell for each column", () => {
    const [headers, ...rows] = guestListExample('en');
    expect(headers).toEqual(GUEST_FILE_COLUMNS.map((column) => column.header.en));
    expect(guestListExample('es')[0]).toEqual(GUEST_FILE_COLUMNS.map((column) => column.header.es));
    expect(guestListExample('es')[0]).toContain('Integrantes');
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toHaveLength(GUEST_FILE_COLUMNS.length);
    const cells = (key: GuestFileKey) => rows.map((row) => row[GUEST_FILE_KEYS.indexOf(key)]);
    expect(cells('name')).toEqual(['María José', 'Íñigo', 'Ángeles']);
    expect(cells('specialMessage')).toEqual([
      '¡Te esperamos!',
      '',
      'Con cariño, para toda la familia',
    ]);
  });

  it('shows a household with a child, each within its maximum and of the family named', () => {
    const [, ...rows] = guestListExample('es');
    const at = (key: GuestFileKey) => GUEST_FILE_KEYS.indexOf(key);
    const households = rows.map((row) =>
      parseMemberList(row[at('members')] ?? '', row[at('lastName')] ?? null),
    );
    expect(households.some((people) => people.some((person) => person.isChild))).toBe(true);
    rows.forEach((row, index) => {
      expect(households[index]?.length).toBeLessThanOrEqual(Number(row[at('maxGuestsAllowed')]));
    });
    expect(households[2]).toContainEqual({ firstName: 'Lucía', lastName: 'Güemes', isChild: true });
    expect(households[0]?.[0]).toEqual({
      firstName: 'María José',
      lastName: 'Ramírez Núñez',
      isChild: false,
    });
  });
});
