// Issue 30: the door on the wedding day. Three helpers' phones (three browser contexts) check in 60
// households, one of them with no network for the first half of the run; two phones check in the
// same families (one of them offline), a pass is scanned twice. When the network is back every
// person who arrived is counted exactly once and the couple's counts per table match.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import QRCode from 'qrcode';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  devices,
} from '@playwright/test';
import { clientToken, coupleApi, createWedding, signInNewCouple } from './support/accounts.ts';
import { giveWeddingPlan } from './support/staff.ts';
import { nextClientAddress, uniqueSuffix } from './support/unique.ts';

const FIRST = [
  'Pérez',
  'García',
  'López',
  'Hernández',
  'Núñez',
  'Ramírez',
  'Álvarez',
  'Ortiz',
  'Peña',
  'Ibáñez',
  'Soto',
  'Cruz',
];
const SECOND = ['Luna', 'Ríos', 'Montaño', 'Zúñiga', 'Vega'];
const HOUSEHOLDS = 60;
const TABLES = 6;

type Household = { name: string; code: string; seats: number; attending: number; table: string };
type Arrivals = {
  expected: number;
  arrived: number;
  tables: { tableId: number | null; name: string | null; expected: number; arrived: number }[];
};

/** Household i: 1 to 4 seats; every fifth one with a seat that said no. */
function householdAt(i: number) {
  const surname = `${FIRST[i % FIRST.length]} ${SECOND[Math.floor(i / FIRST.length)]}`;
  const seats = 1 + (i % 4);
  return {
    name: `Familia ${surname}`,
    phone: `55 1000 ${String(1000 + i)}`,
    seats,
    attending: i % 5 === 0 && seats > 1 ? seats - 1 : seats,
    members: Array.from({ length: seats }, (_, seat) => ({
      firstName: ['Ana', 'Luis', 'Sofía', 'Mateo'][seat] ?? 'Ana',
      lastName: surname,
      isChild: seat === 3,
    })),
  };
}

/** The wedding, its 60 answered households seated at six tables, and three helpers' links. */
async function weddingDay(page: Page, request: APIRequestContext) {
  await signInNewCouple(page, request, 'puerta');
  const slug = `puerta-${uniqueSuffix()}`;
  const weddingId = await createWedding(page, 'Ana & Luis', slug);
  await giveWeddingPlan(request, weddingId, 'Premium');
  const token = await clientToken(page);
  const api = coupleApi(request, token);
  await api.post('/events', { name: 'Recepción', weddingId });
  const planned = Array.from({ length: HOUSEHOLDS }, (_, i) => householdAt(i));
  for (const household of planned) {
    await api.post('/guests', {
      weddingId,
      name: household.name,
      phone: household.phone,
      maxGuestsAllowed: household.seats,
      members: household.members,
    });
  }
  const codes = new Map<string, string>();
  for (let pageNumber = 1; codes.size < HOUSEHOLDS; pageNumber += 1) {
    const { guests } = await api.post<{ guests: { name: string; link: string }[] }>(
      '/guests/get-by-wedding',
      { weddingId, page: pageNumber },
    );
    if (guests.length === 0) break;
    for (const guest of guests)
      codes.set(guest.name, new URL(guest.link).searchParams.get('code') ?? '');
  }
  for (const household of planned) {
    const answered = await request.post(`/v1/public/invitations/${slug}/confirmation`, {
      headers: { 'x-forwarded-for': nextClientAddress(), 'idempotency-key': randomUUID() },
      data: {
        code: codes.get(household.name),
        confirmation: true,
        confirmedGuests: household.attending,
      },
    });
    expect(answered.status(), await answered.text()).toBe(200);
  }

  // Six tables; each household sits whole at one of them, round the room.
  const authorization = { authorization: `Bearer ${token}` };
  const tables = await request.put(`/v1/weddings/${weddingId}/tables`, {
    headers: authorization,
    data: {
      tables: Array.from({ length: TABLES }, (_, i) => ({ name: `Mesa ${i + 1}`, seats: 20 })),
    },
  });
  expect(tables.ok()).toBe(true);
  const seating = (await tables.json()) as {
    tables: { id: number }[];
    unseated: { memberId: number; household: string }[];
  };
  const tableOf = (name: string) =>
    planned.findIndex((household) => household.name === name) % TABLES;
  const seated = await request.put(`/v1/weddings/${weddingId}/seating`, {
    headers: authorization,
    data: {
      seats: seating.unseated.map((person) => ({
        memberId: person.memberId,
        tableId: seating.tables[tableOf(person.household)]?.id,
      })),
    },
  });
  expect(seated.ok(), await seated.text()).toBe(true);

  const links: string[] = [];
  for (const name of ['Tía Rosa', 'Primo Juan', 'Lupita']) {
    const { helper } = await api.post<{ helper: { link: string } }>(
      `/weddings/${weddingId}/door-helpers`,
      { name },
    );
    links.push(new URL(helper.link).hash);
  }
  const households: Household[] = planned.map((household, i) => ({
    name: household.name,
    code: codes.get(household.name) ?? '',
    seats: household.seats,
    attending: household.attending,
    table: `Mesa ${(i % TABLES) + 1}`,
  }));
  return { weddingId, slug, token, households, links };
}

/** A helper's phone with the door open from their link. */
async function helperPhone(
  browser: Browser,
  hash: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const { baseURL, locale, timezoneId } = test.info().project.use;
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL,
    locale,
    timezoneId,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto(`/puerta${hash}`);
  await expect(page.getByText(/^Llegaron \d+ de \d+$/)).toBeVisible();
  return { context, page };
}

/** Finds the household by name and checks in everyone ticked (those who said they come). */
async function checkIn(page: Page, household: Household) {
  await page.getByRole('searchbox').fill(household.name.replace('Familia ', ''));
  await page.getByRole('button', { name: new RegExp(`^${household.name}`) }).tap();
  await expect(page.getByRole('heading', { name: household.name })).toBeVisible();
  await expect(page.getByText(`Pase para ${household.attending}`)).toBeVisible();
  await page.getByRole('button', { name: /^Registrar llegada/ }).tap();
  await expect(page.getByText(`Listo: ${household.name}`)).toBeVisible();
}

test('three phones check in 60 households, one offline for half the run, each person counted once', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const { weddingId, slug, token, households, links } = await weddingDay(page, request);
  const [linkA = '', linkB = '', linkC = ''] = links;
  const a = await helperPhone(browser, linkA);
  const b = await helperPhone(browser, linkB);
  const c = await helperPhone(browser, linkC);
  const slice = (from: number, to: number) => households.slice(from, to);

  // First half: the third phone has no network. It checks in its own families and five the first
  // phone also checks in (a family greeted at two gates).
  await c.context.setOffline(true);
  await Promise.all([
    (async () => {
      for (const household of slice(0, 10)) await checkIn(a.page, household);
    })(),
    (async () => {
      for (const household of slice(20, 30)) await checkIn(b.page, household);
    })(),
    (async () => {
      for (const household of [...slice(40, 50), ...slice(0, 5)]) await checkIn(c.page, household);
    })(),
  ]);
  await expect(c.page.getByText(/Sin conexión/)).toBeVisible();
  await expect(c.page.getByText(/Por enviar: \d+/)).toBeVisible();
  // Nothing of the offline phone has reached the server: only the other two phones' arrivals.
  const arrivals = async () =>
    (await (
      await request.get(`/v1/weddings/${weddingId}/arrivals`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as Arrivals;
  const attendingOf = (list: Household[]) => list.reduce((sum, h) => sum + h.attending, 0);
  await expect
    .poll(async () => (await arrivals()).arrived)
    .toBe(attendingOf([...slice(0, 10), ...slice(20, 30)]));

  // Second half: the network returns; the queue goes out while everyone keeps working.
  await c.context.setOffline(false);
  await Promise.all([
    (async () => {
      for (const household of slice(10, 19)) await checkIn(a.page, household);
    })(),
    (async () => {
      for (const household of slice(30, 40)) await checkIn(b.page, household);
    })(),
    (async () => {
      for (const household of slice(50, 60)) await checkIn(c.page, household);
    })(),
  ]);
  await expect(c.page.getByText(/En línea · Todo enviado/)).toBeVisible({ timeout: 30_000 });

  // The last family of the first phone comes by its pass: a photo of the QR code, read twice.
  const last = households[19] as Household;
  const invitation = (await (
    await request.get(`/v1/public/invitations/${slug}?code=${last.code}`)
  ).json()) as { guest: { pass: { link: string } | null } };
  const passLink = invitation.guest.pass?.link ?? '';
  expect(passLink).toContain('/pase/');
  const photo = testInfo.outputPath('pase.png');
  await mkdir(path.dirname(photo), { recursive: true });
  await writeFile(photo, await QRCode.toBuffer(passLink, { width: 480, margin: 4 }));
  for (const time of ['first', 'again'] as const) {
    await a.page.getByRole('button', { name: 'Escanear pase' }).tap();
    await a.page.getByLabel('Leer una foto del pase').setInputFiles(photo);
    await expect(a.page.getByRole('heading', { name: last.name })).toBeVisible();
    if (time === 'first') {
      await a.page.getByRole('button', { name: /^Registrar llegada/ }).tap();
      await expect(a.page.getByText(`Listo: ${last.name}`)).toBeVisible();
    } else {
      await expect(a.page.getByText(/^Ya ingresó a las \d\d:\d\d/)).toHaveText(
        new RegExp(`\\(${last.attending} de ${last.attending}\\)$`),
      );
      await a.page.getByRole('button', { name: 'Volver' }).tap();
    }
  }

  // Every person who arrived counts once, per table as in total, for the couple as for each phone.
  const expectedTotal = attendingOf(households);
  await expect.poll(async () => (await arrivals()).arrived).toBe(expectedTotal);
  const counts = await arrivals();
  expect(counts.expected).toBe(expectedTotal);
  for (let table = 0; table < TABLES; table += 1) {
    const seatedHere = households.filter((household) => household.table === `Mesa ${table + 1}`);
    expect(counts.tables.find((row) => row.name === `Mesa ${table + 1}`)).toEqual({
      tableId: expect.any(Number),
      name: `Mesa ${table + 1}`,
      expected: attendingOf(seatedHere),
      arrived: attendingOf(seatedHere),
    });
  }
  for (const phone of [a, b, c]) {
    await phone.page.reload();
    await expect(
      phone.page.getByText(`Llegaron ${expectedTotal} de ${expectedTotal}`),
    ).toBeVisible();
  }

  // The couple sees the same counts on the tables tab.
  await page.goto(`/dashboard/boda/${weddingId}/mesas`);
  await expect(page.getByText(`Llegaron ${expectedTotal} de ${expectedTotal}`)).toBeVisible();
  for (const phone of [a, b, c]) await phone.context.close();
});
