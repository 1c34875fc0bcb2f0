// Issue 29: who of each family comes to which event, eating what. On a Pixel 7 the couple names a
// household of three (one child), writes the reception's menu and a question of their own; the guest
// answers "two of us to the ceremony, all three to the reception" with meals and the question, with
// JavaScript on and, for a second family, off; the couple sees people per event and per meal, and the
// export's reception sheet lists every person with their meal.
import ExcelJS from 'exceljs';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { clientToken, coupleApi, createWedding, signInNewCouple } from './support/accounts.ts';
import { choiceAt, gotoInvitation, guestPhone, seatCard } from './support/guest-invitation.ts';
import { giveWeddingPlan } from './support/staff.ts';
import { uniqueSuffix } from './support/unique.ts';

type Guest = { id: number; name: string; link: string };

/** A section of the editing tab, opened first on a phone, where the sections are an accordion. */
async function section(page: Page, name: string): Promise<Locator> {
  const region = page.getByRole('region', { name, exact: true });
  await expect(region).toBeVisible();
  const toggle = region.getByRole('heading', { level: 2 }).getByRole('button');
  if ((await toggle.count()) > 0 && (await toggle.getAttribute('aria-expanded')) === 'false')
    await toggle.click();
  return region;
}

/** Two of us to the ceremony (not the child), all three to the reception with their meals. */
async function answer(guest: Page, tap: (control: Locator) => Promise<void>) {
  const [ana, luis, sofia] = ['Ana', 'Luis', 'Sofía'].map((name) => seatCard(guest, name)) as [
    Locator,
    Locator,
    Locator,
  ];
  for (const seat of [ana, luis]) await tap(choiceAt(seat, 'Ceremonia', 'Sí'));
  await tap(choiceAt(sofia, 'Ceremonia', 'No'));
  for (const seat of [ana, luis, sofia]) await tap(choiceAt(seat, 'Recepción', 'Sí'));
  await tap(choiceAt(ana, 'Recepción', 'Pescado'));
  await tap(choiceAt(luis, 'Recepción', 'Res'));
  await tap(choiceAt(sofia, 'Recepción', 'Menú infantil'));
  await tap(
    guest
      .getByRole('group', { name: /transporte/ })
      .getByRole('radio', { name: 'Sí', exact: true }),
  );
  await tap(guest.getByRole('button', { name: 'Enviar respuesta' }));
}

async function guestPage(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ ...guestPhone, hasTouch: true, javaScriptEnabled });
  return context.newPage();
}

test('a family answers per person and per event, and the couple counts people and meals', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  await signInNewCouple(page, request, 'familias');
  const weddingId = await createWedding(page, 'Ana & Luis', `familias-${uniqueSuffix()}`);
  await giveWeddingPlan(request, weddingId, 'Premium');
  const api = coupleApi(request, await clientToken(page));
  for (const [name, datetime] of [
    ['Ceremonia', '2027-05-15T23:00:00.000Z'],
    ['Recepción', '2027-05-16T01:30:00.000Z'],
  ] as const) {
    const { event } = await api.post<{ event: { id: number } }>('/events', { name, weddingId });
    await api.patch(`/events/${event.id}/datetime`, { datetime });
  }
  await page.reload();

  // The couple names the Ruiz family: two adults and a child.
  await page.getByRole('link', { name: 'Invitados', exact: true }).click();
  await page.getByRole('button', { name: 'Agregar invitado', exact: true }).click();
  await page.getByLabel('Nombre', { exact: true }).fill('Familia Ruiz');
  await page.getByLabel('Teléfono').fill('55 8765 4321');
  await page.getByLabel('Invitados máximos').fill('3');
  for (const [index, [first, last]] of [
    ['Ana', 'Ruiz'],
    ['Luis', 'Ruiz'],
    ['Sofía', 'Ruiz'],
  ].entries()) {
    await page.getByRole('button', { name: 'Agregar persona' }).click();
    await page.getByLabel(`Nombre de la persona ${index + 1}`).fill(first ?? '');
    await page.getByLabel(`Apellido de la persona ${index + 1}`).fill(last ?? '');
  }
  await page.getByRole('switch', { name: 'Niña o niño' }).nth(2).click();
  await page.getByRole('button', { name: 'Agregar invitado', exact: true }).click();
  await expect(
    page.getByRole('region', { name: 'Familia Ruiz ya está en tu lista' }),
  ).toBeVisible();

  // The reception's menu and a question, in the content tab.
  await page.getByRole('link', { name: 'Contenido', exact: true }).click();
  const reception = (await section(page, 'Eventos')).getByRole('article', { name: 'Recepción' });
  for (const dish of ['Res', 'Pescado', 'Menú infantil']) {
    await reception.getByRole('button', { name: `Agregar ${dish} al menú` }).click();
  }
  await reception.getByRole('button', { name: 'Guardar menú' }).click();
  await expect(reception.getByText('Guardado')).toBeVisible();
  const confirmation = await section(page, 'Confirmación');
  await confirmation
    .getByRole('button', { name: 'Agregar la pregunta «¿Necesitas transporte desde el hotel?»' })
    .click();
  await confirmation.getByRole('button', { name: 'Guardar preguntas' }).click();
  await expect(confirmation.getByText('Guardado')).toBeVisible();

  // A second family like the first, through the API: it answers without JavaScript.
  await api.post('/guests', {
    weddingId,
    name: 'Familia Gómez',
    phone: '55 1111 2222',
    maxGuestsAllowed: 3,
    members: [
      { firstName: 'Ana', lastName: 'Gómez', isChild: false },
      { firstName: 'Luis', lastName: 'Gómez', isChild: false },
      { firstName: 'Sofía', lastName: 'Gómez', isChild: true },
    ],
  });
  const { guests } = await api.post<{ guests: Guest[] }>('/guests/get-by-wedding', {
    weddingId,
    page: 1,
  });
  const linkOf = (name: string) => guests.find((guest) => guest.name === name)?.link ?? '';

  // With JavaScript: taps on a touch phone, then the receipt.
  const ruiz = await guestPage(browser, true);
  await gotoInvitation(ruiz, linkOf('Familia Ruiz'));
  // The first screen greets the family and says how many seats are theirs.
  await expect(ruiz.getByTestId('header-guest')).toHaveText(
    'Familia Ruiz, les reservamos 3 lugares',
  );
  await expect(ruiz.getByTestId('header-guest')).toBeInViewport();
  await answer(ruiz, (control) => control.tap());
  const receipt = ruiz.getByTestId('receipt');
  await expect(receipt).toContainText('Sofía Ruiz');
  await expect(receipt).toContainText('Recepción (Menú infantil)');
  await expect(ruiz.getByRole('button', { name: 'Cambiar mi respuesta' })).toBeVisible();

  // Without JavaScript: the browser posts the same form; the page answers with the receipt.
  const gomez = await guestPage(browser, false);
  await gomez.goto(linkOf('Familia Gómez'));
  await answer(gomez, (control) => control.click());
  await expect(gomez.getByTestId('receipt')).toContainText('Recepción (Pescado)');

  // The couple: people per event and per meal.
  await page.getByRole('link', { name: 'Invitados', exact: true }).click();
  // The figures are folded into one line: a tap opens them, and the export under them.
  await page.locator('.guest-overview > summary').click();
  const people = page.getByRole('region', { name: 'Personas por evento' });
  await expect(people.getByText('4 asisten', { exact: false }).first()).toBeVisible();
  await expect(people.getByText('6 asisten', { exact: false }).first()).toBeVisible();
  await expect(people.getByText('Menú infantil')).toBeVisible();

  // The export's reception sheet: every person going, with their meal.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar a Excel' }).click(),
  ]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets.find((candidate) => candidate.name.startsWith('Recepción'));
  expect(sheet, workbook.worksheets.map((candidate) => candidate.name).join(', ')).toBeDefined();
  const rows = (sheet?.getSheetValues() ?? [])
    .slice(2)
    .map((row) => (Array.isArray(row) ? row.slice(1).map(String).join(' | ') : ''));
  for (const [name, dish] of [
    ['Ana Ruiz', 'Pescado'],
    ['Luis Ruiz', 'Res'],
    ['Sofía Ruiz', 'Menú infantil'],
    ['Sofía Gómez', 'Menú infantil'],
  ]) {
    expect(
      rows.some((row) => row.includes(name ?? '') && row.includes(dish ?? '')),
      `${name} ${dish}`,
    ).toBe(true);
  }
  expect(rows).toHaveLength(6);
  await ruiz.context().close();
  await gomez.context().close();
});
