// A promoter checks what they earned from a phone: the total first, a card per code and per
// commission (no table wider than the screen), still signed in after a reload, signed out by Salir.
// Staff's tables on a laptop have links tall enough to tap (24 px).
import { expect, test, type Locator } from '@playwright/test';
import { WEDDING_TIME_ZONE } from '@convite/rules/time-zone';
import { couplePassword } from './support/accounts.ts';
import { uniqueEmail } from './support/mailbox.ts';
import { e2ePorts } from './support/ports.ts';
import { coupleBuysClasicoWithCode, createPromoterWithCode, e2eAdmin } from './support/staff.ts';

const adminUrl = `http://localhost:${e2ePorts.admin}`;

/** Whether the element shows all of its content without scrolling sideways. */
const fitsItsWidth = (locator: Locator) =>
  locator.evaluate((element) => element.scrollWidth <= element.clientWidth);

test('a promoter on a phone sees the total and a card per row, and stays signed in over a reload', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const code = `MOVIL${Date.now() % 100_000}`;
  const promoter = await createPromoterWithCode(request, {
    code,
    type: 'percentage',
    value: 15,
    commission: 10,
    usageLimit: 1,
  });

  // A couple buys Clásico with the code: $1,490 − 15 % = $1,266 paid, 10 % of it ($127) earned.
  await coupleBuysClasicoWithCode(page, request, code, 'promotor-movil');

  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'es-MX',
    timezoneId: WEDDING_TIME_ZONE,
  });
  const phone = await context.newPage();
  await phone.goto(`${adminUrl}/promoter-login`);
  await phone.getByLabel('Correo electrónico').fill(promoter.email);
  await phone.getByLabel('Contraseña', { exact: true }).fill(promoter.password);
  await phone.getByRole('button', { name: 'Iniciar Sesión' }).click();

  const total = phone.getByRole('region', { name: 'Total ganado' });
  await expect(total).toContainText('$127');
  const codes = phone.getByRole('region', { name: 'Códigos de Promoción' });
  const commissions = phone.getByRole('region', { name: `Comisiones del código ${code}` });
  for (const table of [codes, commissions]) {
    await expect(table).toBeVisible();
    expect(await fitsItsWidth(table)).toBe(true);
    // A card: the column names sit beside each value, not in a header row off to the side.
    await expect(table.locator('thead')).toHaveCSS('position', 'absolute');
    await expect(table.locator('tbody tr').first()).toHaveCSS('display', 'block');
  }
  await expect(commissions.getByRole('cell', { name: '$127' })).toHaveAttribute(
    'data-label',
    'Comisión',
  );
  expect(await fitsItsWidth(phone.locator('body'))).toBe(true);

  // A reload keeps the promoter's page (the token asks GET /promoters/me again).
  await phone.reload();
  await expect(phone.getByRole('heading', { name: 'Tu cuenta de promotor' })).toBeVisible();
  await expect(total).toContainText('$127');
  await expect(phone.getByLabel('Contraseña', { exact: true })).toHaveCount(0);

  // Salir ends it: a reload now shows the form.
  await phone.getByRole('button', { name: 'Salir' }).click();
  await expect(phone.getByLabel('Correo electrónico')).toHaveValue('');
  await phone.reload();
  await expect(phone.getByLabel('Contraseña', { exact: true })).toBeVisible();
  await context.close();
});

test("staff's table links are at least 24 px tall, and a detail opened by its address keeps its list as the first breadcrumb", async ({
  browser,
  request,
}) => {
  // At least one client in the list.
  const registered = await request.post('/v1/auth/register', {
    data: {
      email: uniqueEmail('enlaces'),
      password: couplePassword,
      passwordConfirmation: couplePassword,
      name: 'Lucía',
      lastName: 'Enlaces',
    },
  });
  expect(registered.status()).toBe(201);
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'es-MX',
    timezoneId: WEDDING_TIME_ZONE,
  });
  const staff = await context.newPage();
  await staff.goto(`${adminUrl}/admin-login`);
  await staff.getByLabel('Correo electrónico').fill(e2eAdmin.email);
  await staff.getByLabel('Contraseña', { exact: true }).fill(e2eAdmin.password);
  await staff.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(staff).toHaveURL(/\/admin\/clientes/);
  const firstClient = staff.getByRole('region', { name: 'Clientes' }).getByRole('link').first();
  await expect(firstClient).toBeVisible();
  expect((await firstClient.boundingBox())?.height).toBeGreaterThanOrEqual(24);

  // Opened from its address (a new tab, a bookmark): the clients list still leads the way.
  await firstClient.click();
  await expect(staff).toHaveURL(/\/admin\/clientes\/\d+$/);
  const address = staff.url();
  const direct = await context.newPage();
  await direct.goto(address);
  const crumbs = direct.getByRole('navigation', { name: 'Ruta de navegación' });
  await expect(crumbs.getByRole('link').first()).toHaveText('Clientes');
  expect((await crumbs.getByRole('link').first().boundingBox())?.height).toBeGreaterThanOrEqual(24);
  await context.close();
});
