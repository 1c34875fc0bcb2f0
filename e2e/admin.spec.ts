// Staff run a couple's account from the console: they find a new client by name and verify them,
// give the wedding a plan, deactivate it (guests are told it is not available) and reactivate it,
// create a promoter and a promo code; the couple upgrades with that code; staff see the payment and
// its commission, and the promoter signs in and sees the same commission.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { WEDDING_TIME_ZONE } from '@convite/rules/time-zone';
import { createWedding, couplePassword } from './support/accounts.ts';
import { uniqueEmail } from './support/mailbox.ts';
import { e2ePorts } from './support/ports.ts';
import { e2eAdmin } from './support/staff.ts';

const adminUrl = `http://localhost:${e2ePorts.admin}`;

/** Staff use the console on a laptop. */
async function openConsole(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'es-MX',
    timezoneId: WEDDING_TIME_ZONE,
  });
  return context.newPage();
}

async function confirm(page: Page, question: string) {
  const dialog = page.getByRole('dialog').filter({ hasText: question });
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog).toBeHidden();
}

/** The value shown for a label in a detail screen's list of fields. */
const field = (page: Page, label: string) =>
  page
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

test('staff verify a client, run the wedding, create a promoter and a code, and follow the commission', async ({
  page,
  request,
  browser,
}) => {
  const stamp = Date.now();
  const lastName = `Quiñones ${stamp}`;
  const email = uniqueEmail('consola');
  const registered = await request.post('/v1/auth/register', {
    data: {
      email,
      password: couplePassword,
      passwordConfirmation: couplePassword,
      name: 'Ximena',
      lastName,
    },
  });
  expect(registered.status()).toBe(201);

  // Staff sign in and find the client by name, typed without the accent.
  const staff = await openConsole(browser);
  await staff.goto(`${adminUrl}/admin-login`);
  await expect(staff.getByRole('heading', { name: 'Accede a tu cuenta' })).toBeVisible();
  await staff.getByLabel('Correo electrónico').fill(e2eAdmin.email);
  await staff.getByLabel('Contraseña', { exact: true }).fill(e2eAdmin.password);
  await staff.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(staff).toHaveURL(/\/admin\/clientes/);
  await staff.getByLabel('Buscar').fill(`quinones ${stamp}`);
  await staff.getByLabel('Buscar').press('Enter');
  const clientRow = staff.getByRole('link', { name: `Ximena ${lastName}` });
  await expect(clientRow).toBeVisible();
  await clientRow.click();
  await expect(field(staff, 'Verificado')).toHaveText('No');
  await staff.getByRole('button', { name: 'Verificar Cliente' }).click();
  await confirm(staff, '¿Estás seguro que deseas verificar al cliente?');
  await expect(field(staff, 'Verificado')).toHaveText('Sí');
  await expect(staff.getByRole('button', { name: 'Verificar Cliente' })).toHaveCount(0);

  // Verified by staff, the couple signs in without the email and creates the wedding.
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(couplePassword);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/dashboard\/crear-boda$/);
  const slug = `ximena-${stamp}`;
  const weddingId = await createWedding(page, 'Ximena & Tomás', slug);

  // Staff open the wedding from the client and give it Clásico.
  await staff.reload();
  await staff.getByRole('link', { name: `Boda ${weddingId}` }).click();
  await expect(staff).toHaveURL(new RegExp(`/admin/bodas/${weddingId}$`));
  await expect(field(staff, 'Estatus')).toHaveText('Inactiva');
  await staff.getByRole('button', { name: 'Actualizar Plan' }).click();
  await staff.getByLabel('Plan', { exact: true }).selectOption({ label: 'Clásico' });
  await staff.getByRole('button', { name: 'Confirmar' }).click();
  await confirm(staff, '¿Estás seguro que deseas actualizar el plan?');
  await expect(field(staff, 'Plan')).toHaveText('Clásico');
  await expect(field(staff, 'Estatus')).toHaveText('Activa');

  // Deactivated, guests are told the invitation is not available; reactivated, they see it again.
  const guestView = () => request.get(`/v1/public/invitations/${slug}`);
  expect((await guestView()).status()).toBe(200);
  await staff.getByRole('button', { name: 'Inactivar Boda' }).click();
  await confirm(staff, '¿Estás seguro que deseas inactivar la boda?');
  await expect(field(staff, 'Estatus')).toHaveText('Inactiva');
  expect((await guestView()).status()).toBe(404);
  await staff.getByRole('button', { name: 'Activar Boda' }).click();
  await confirm(staff, '¿Estás seguro que deseas activar la boda?');
  await expect(field(staff, 'Estatus')).toHaveText('Activa');
  expect((await guestView()).status()).toBe(200);

  // A promoter, and a code of 10 % off with a 20 % commission.
  await staff.getByRole('link', { name: 'Promotores' }).click();
  await staff.getByRole('button', { name: 'Crear Promotor' }).click();
  const promoterEmail = uniqueEmail('promotor');
  const promoterPassword = 'Promotor.E2e.2026!';
  const promoterModal = staff.getByRole('dialog', { name: 'Crear Promotor' });
  await promoterModal.getByLabel('Nombre').fill(`Rocío Promotora ${stamp}`);
  await promoterModal.getByLabel('Correo electrónico').fill(promoterEmail);
  await promoterModal.getByLabel('Contraseña', { exact: true }).fill(promoterPassword);
  await promoterModal.getByRole('button', { name: 'Guardar' }).click();
  await expect(promoterModal).toBeHidden();
  await staff.getByLabel('Buscar').fill(`rocio promotora ${stamp}`);
  await staff.getByRole('button', { name: 'Confirmar' }).click();
  await staff.getByRole('link', { name: `Rocío Promotora ${stamp}` }).click();
  await staff.getByRole('button', { name: 'Crear Código de Promoción' }).click();
  const codeModal = staff.getByRole('dialog', { name: 'Crear Código de Promoción' });
  const code = `CONSOLA${stamp % 100_000}`;
  await codeModal.getByLabel('Código').fill(code);
  await codeModal.getByLabel('Tipo').selectOption({ label: 'Porcentaje' });
  await codeModal.getByLabel('Valor').fill('10');
  await codeModal.getByLabel('Comisión (%)').fill('20');
  await codeModal.getByLabel('Activo').selectOption({ label: 'Sí' });
  await codeModal.getByRole('button', { name: 'Guardar' }).click();
  await expect(codeModal).toBeHidden();
  const codes = staff.getByRole('region', { name: 'Códigos de Promoción' });
  await expect(codes.getByRole('row', { name: new RegExp(code) })).toContainText('Activo');

  // The couple upgrades to Premium with the code: $800 − 10 % = $720; the commission 20 % = $144.
  await page.reload();
  await expect(page.getByText('Tu plan: Clásico')).toBeVisible();
  await page
    .getByRole('article', { name: 'Premium' })
    .getByRole('button', { name: 'Mejorar a Premium' })
    .click();
  const checkout = page.getByRole('dialog', { name: 'Pagar Premium' });
  await checkout.getByLabel('Código promocional (opcional)').fill(code);
  await checkout.getByRole('button', { name: 'Aplicar' }).click();
  await expect(checkout.getByText(`Código ${code} aplicado`)).toBeVisible();
  await checkout.getByLabel('Nombre del titular de la tarjeta').fill('Ximena Quiñones');
  await checkout.getByRole('checkbox', { name: /Acepto los/ }).check();
  await checkout.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
  await checkout.getByRole('button', { name: 'Pagar $720 MXN' }).click();
  await expect(checkout).toBeHidden();
  await expect(page.getByText('Tu plan: Premium')).toBeVisible();

  // Staff see the payment with its commission for the promoter (other workers' payments may be
  // newer, so it is found by its wedding).
  await staff.getByRole('link', { name: 'Pagos' }).click();
  const payment = staff
    .getByRole('region', { name: 'Pagos' })
    .getByRole('row')
    .filter({ hasText: 'Ximena & Tomás' });
  await expect(payment).toContainText('$720');
  await payment.getByRole('link').first().click();
  await expect(field(staff, 'Monto')).toContainText('$720');
  const commission = staff.getByRole('region', { name: 'Comisión' });
  await expect(commission).toContainText('$144');
  await expect(commission.getByRole('link', { name: `Rocío Promotora ${stamp}` })).toBeVisible();

  // The promoter signs in and sees the same commission, and "Salir" clears the view.
  const promoterPage = await openConsole(browser);
  await promoterPage.goto(`${adminUrl}/promoter-login`);
  await expect(promoterPage.getByText('Promotores')).toBeVisible();
  await promoterPage.getByLabel('Correo electrónico').fill(promoterEmail);
  await promoterPage.getByLabel('Contraseña', { exact: true }).fill(promoterPassword);
  await promoterPage.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(promoterPage.getByText(promoterEmail)).toBeVisible();
  await expect(
    promoterPage.getByRole('region', { name: `Comisiones del código ${code}` }),
  ).toContainText('$144');
  await promoterPage.getByRole('button', { name: 'Salir' }).click();
  await expect(promoterPage.getByLabel('Correo electrónico')).toHaveValue('');
  await expect(promoterPage.getByText(promoterEmail)).toHaveCount(0);
});
