// Issue 30, the couple's tables: three households answer that they come; on a Pixel 7 the couple seats
// a family by tapping one of them and then a table (and a single person with "Solo …"), and an
// over-full table says so in words; on a computer at 1440 px a family is dragged onto a table. Each
// move is checked against what the API kept, not only against the screen.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { clientToken, coupleApi, createWedding, signInNewCouple } from './support/accounts.ts';
import { giveWeddingPlan } from './support/staff.ts';
import { uniqueSuffix } from './support/unique.ts';

type Person = { memberId: number; household: string; name: string | null };
type Seating = { tables: { name: string; people: Person[] }[]; unseated: Person[] };
type Guest = { id: number; name: string; link: string };

const HOUSEHOLDS = [
  {
    name: 'Familia Soto',
    people: [
      ['Inés', false],
      ['Raúl', false],
      ['Tere', true],
    ],
  },
  {
    name: 'Familia Vega',
    people: [
      ['Marta', false],
      ['Julio', false],
    ],
  },
  { name: 'Rosa Luna', people: [['Rosa', false]] },
] as const;

/**
 * A couple's active wedding whose three households have all said they come, with two tables
 * (Mesa 1 for four, Mesa 2 for two); returns what reads the seating back from the API.
 */
async function weddingWithHouseholds(page: Page, request: APIRequestContext) {
  await signInNewCouple(page, request, 'mesas');
  const slug = `mesas-${uniqueSuffix()}`;
  const weddingId = await createWedding(page, 'Inés & Raúl', slug);
  await giveWeddingPlan(request, weddingId, 'Premium');
  const token = await clientToken(page);
  const api = coupleApi(request, token);
  const headers = { authorization: `Bearer ${token}` };
  const { event } = await api.post<{ event: { id: number } }>('/events', {
    name: 'Recepción',
    weddingId,
  });
  await api.patch(`/events/${event.id}/datetime`, { datetime: '2027-05-16T01:30:00.000Z' });
  for (const household of HOUSEHOLDS) {
    await api.post('/guests', {
      name: household.name,
      phone: '5512345678',
      maxGuestsAllowed: household.people.length,
      weddingId,
      members: household.people.map(([firstName, isChild]) => ({
        firstName,
        lastName: household.name.split(' ').at(-1),
        isChild,
      })),
    });
  }
  const { guests } = await api.post<{ guests: Guest[] }>('/guests/get-by-wedding', {
    weddingId,
    page: 1,
  });
  for (const guest of guests) {
    const household = HOUSEHOLDS.find((item) => item.name === guest.name);
    const answered = await request.post(`/v1/public/invitations/${slug}/confirmation`, {
      headers: { 'idempotency-key': `mesas-${uniqueSuffix()}` },
      data: {
        code: new URL(guest.link).searchParams.get('code'),
        confirmation: true,
        confirmedGuests: household?.people.length,
      },
    });
    expect(answered.ok(), await answered.text()).toBe(true);
  }
  const tables = await request.put(`/v1/weddings/${weddingId}/tables`, {
    headers,
    data: {
      tables: [
        { name: 'Mesa 1', seats: 4 },
        { name: 'Mesa 2', seats: 2 },
      ],
    },
  });
  expect(tables.ok(), await tables.text()).toBe(true);

  /** Who sits at each table by the API, as "Mesa 1: Inés Soto, Raúl Soto" (names sorted). */
  const seatingByApi = async () => {
    const response = await request.get(`/v1/weddings/${weddingId}/tables`, { headers });
    const seating = (await response.json()) as Seating;
    return seating.tables.map(
      (table) =>
        `${table.name}: ${table.people
          .map((person) => person.name ?? '')
          .sort()
          .join(', ')}`,
    );
  };
  await page.goto(`/dashboard/boda/${weddingId}/mesas`);
  await expect(page.getByRole('heading', { name: 'Mesas', level: 1 })).toBeVisible();
  return { seatingByApi };
}

const tableButton = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${name} \\d+/\\d+ \\(`) });

test('on a phone, a tap on a person and one on a table seats the whole family', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { seatingByApi } = await weddingWithHouseholds(page, request);
  await expect(page.getByText('6 por acomodar')).toBeVisible();

  await page.getByRole('button', { name: 'Inés Soto', exact: true }).tap();
  await expect(page.getByText('Elegiste a Familia Soto (3). Ahora elige su mesa.')).toBeVisible();
  await tableButton(page, 'Mesa 1').tap();
  await expect(tableButton(page, 'Mesa 1')).toHaveAccessibleName(/^Mesa 1 3\/4 \(3 de 4 lugares\)/);
  await expect.poll(seatingByApi).toEqual(['Mesa 1: Inés Soto, Raúl Soto, Tere Soto', 'Mesa 2: ']);

  // Just one person: Rosa's family is herself; Julio leaves his family for Mesa 1.
  await page.getByRole('button', { name: 'Julio Vega', exact: true }).tap();
  await page.getByRole('button', { name: 'Solo Julio Vega' }).tap();
  await tableButton(page, 'Mesa 1').tap();
  await expect
    .poll(seatingByApi)
    .toEqual(['Mesa 1: Inés Soto, Julio Vega, Raúl Soto, Tere Soto', 'Mesa 2: ']);

  // Marta and Rosa at Mesa 2 (two seats) fill it; Julio joins them and it is over-full, in words.
  for (const name of ['Marta Vega', 'Rosa Luna']) {
    await page.getByRole('button', { name, exact: true }).tap();
    await tableButton(page, 'Mesa 2').tap();
  }
  await page.getByRole('button', { name: 'Julio Vega', exact: true }).tap();
  await tableButton(page, 'Mesa 2').tap();
  await expect(tableButton(page, 'Mesa 2')).toHaveAccessibleName(
    'Mesa 2 3/2 (3 de 2 lugares). Sobrecupo: 1 de más',
  );
  await expect(page.getByText('Sobrecupo: 1 de más')).toBeVisible();
  await expect(page.getByText('¡Todos tienen lugar!')).toBeVisible();

  // A tap on the unseated area takes a family off its table.
  await page.getByRole('button', { name: 'Raúl Soto', exact: true }).tap();
  await page.getByRole('button', { name: /^Sin mesa/ }).tap();
  await expect(page.getByText('3 por acomodar')).toBeVisible();
  await expect
    .poll(seatingByApi)
    .toEqual(['Mesa 1: ', 'Mesa 2: Julio Vega, Marta Vega, Rosa Luna']);
});

test.describe('on a computer', () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

  test('a family dragged by its name onto a table sits there', async ({ page, request }) => {
    test.setTimeout(120_000);
    const { seatingByApi } = await weddingWithHouseholds(page, request);
    const family = page.getByRole('button', { name: 'Familia Vega 2 en total' });
    const mesa2 = tableButton(page, 'Mesa 2');
    await expect(mesa2).toBeInViewport();
    await family.dragTo(mesa2);
    await expect(mesa2).toHaveAccessibleName('Mesa 2 2/2 (2 de 2 lugares)');
    await expect.poll(seatingByApi).toEqual(['Mesa 1: ', 'Mesa 2: Julio Vega, Marta Vega']);

    // One person dragged alone moves alone.
    await page
      .getByRole('button', { name: 'Inés Soto', exact: true })
      .dragTo(tableButton(page, 'Mesa 1'));
    await expect
      .poll(seatingByApi)
      .toEqual(['Mesa 1: Inés Soto', 'Mesa 2: Julio Vega, Marta Vega']);
    await expect(page.getByText('3 por acomodar')).toBeVisible();
  });
});
