// Tests only: a couple whose wedding administers guests, and the guest calls as that couple.
import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { guests } from '../db/schema/guests.ts';
import { fixtureFile } from './fixture-files.ts';
import { multipartBody } from './multipart-body.ts';
import { givePlan } from './plan-fixtures.ts';
import { insertCouple, type Couple } from './wedding-fixtures.ts';
import type { TestApp } from './test-app.ts';

/** A guest list of the repository's fixtures, as saved by Excel or Google Sheets. */
export const guestFixture = (name: string) => fixtureFile(`guests/${name}`);

/** The guests every accented fixture list holds, as they are stored once imported. */
export const ACCENTED = [
  {
    name: 'María José',
    lastName: 'Ramírez Núñez',
    phone: '+525512345678',
    maxGuestsAllowed: 2,
    specialMessage: '¡Te esperamos!',
  },
  {
    name: 'Íñigo',
    lastName: 'Peña',
    phone: '+523387654321',
    maxGuestsAllowed: 1,
    specialMessage: null,
  },
  {
    name: 'Ángeles',
    lastName: 'Güemes',
    phone: '+528123456789',
    maxGuestsAllowed: 4,
    specialMessage: 'Con cariño, para toda la familia',
  },
  {
    name: 'Sofía',
    lastName: 'Muñoz',
    phone: '+525512345679',
    maxGuestsAllowed: 3,
    specialMessage: null,
  },
];

/** The wedding's saved guests, in the order they were saved, as the import tests compare them. */
export function storedGuests(t: TestApp, weddingId: number) {
  return t.app.db
    .select({
      name: guests.name,
      lastName: guests.lastName,
      phone: guests.phone,
      maxGuestsAllowed: guests.maxGuestsAllowed,
      specialMessage: guests.specialMessage,
    })
    .from(guests)
    .where(eq(guests.weddingId, weddingId))
    .orderBy(asc(guests.id));
}

/** A couple whose plan includes rsvpAdmin (hasPlan false: test mode, a running trial). */
export async function guestCouple(
  t: TestApp,
  options: { hasPlan?: boolean } = {},
): Promise<Couple> {
  const couple = await insertCouple(t.app.db);
  if (options.hasPlan !== false)
    await givePlan(t.app.db, couple.weddingId, [{ slug: 'rsvpAdmin' }]);
  return couple;
}

const asCouple = (couple: Pick<Couple, 'token'>, language: 'es' | 'en') => ({
  authorization: `Bearer ${couple.token}`,
  'accept-language': language,
});

export function uploadCsv(
  t: TestApp,
  couple: Pick<Couple, 'token' | 'weddingId'>,
  bytes: Buffer,
  language: 'es' | 'en' = 'es',
  fileName = 'invitados.csv',
): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipartBody([
    { name: 'weddingId', value: String(couple.weddingId) },
    { name: 'csvFile', fileName, contentType: 'text/csv', bytes },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/v1/guests/upload-file',
    payload,
    headers: { ...headers, ...asCouple(couple, language) },
  });
}

/** POST /weddings/{id}/guests/import-preview with the file (.xlsx or .csv by its name). */
export function previewImport(
  t: TestApp,
  couple: Pick<Couple, 'token' | 'weddingId'>,
  bytes: Buffer,
  language: 'es' | 'en' = 'es',
  fileName = 'invitados.xlsx',
): Promise<LightMyRequestResponse> {
  const contentType = fileName.endsWith('.csv')
    ? 'text/csv'
    : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const { payload, headers } = multipartBody([{ name: 'file', fileName, contentType, bytes }]);
  return t.app.inject({
    method: 'POST',
    url: `/v1/weddings/${couple.weddingId}/guests/import-preview`,
    payload,
    headers: { ...headers, ...asCouple(couple, language) },
  });
}

export type ReviewedRowBody = {
  name: string;
  lastName?: string | null;
  phone: string;
  maxGuestsAllowed: string;
  specialMessage?: string | null;
  keepDuplicate?: boolean;
};

/** POST /weddings/{id}/guests/import with the reviewed rows. */
export function importRows(
  t: TestApp,
  couple: Pick<Couple, 'token' | 'weddingId'>,
  rows: readonly ReviewedRowBody[],
  language: 'es' | 'en' = 'es',
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/v1/weddings/${couple.weddingId}/guests/import`,
    payload: { rows },
    headers: asCouple(couple, language),
  });
}
