// The ways Mexicans pay, in the browser, through the embedded gateway (the same flows as Stripe's
// Payment Element, offline): a card that asks for 3-D Secure, a credit card in meses sin intereses,
// cash at OXXO paid later (staff mark the test voucher paid in the admin console) and a SPEI transfer,
// which the couple gives up to pay by card. In CI the API runs on PostgreSQL (E2E_DATABASE_URL).
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { createWedding, signInNewCouple } from './support/accounts.ts';
import { emailsTo } from './support/mailbox.ts';
import { e2ePorts } from './support/ports.ts';
import { e2eAdmin } from './support/staff.ts';
import { uniqueSuffix } from './support/unique.ts';

const adminUrl = `http://localhost:${e2ePorts.admin}`;

/** A new couple with a wedding on the Plan tab, and the Clásico checkout open. */
async function openCheckout(
  page: Page,
  request: Parameters<typeof signInNewCouple>[1],
  prefix: string,
) {
  const email = await signInNewCouple(page, request, prefix);
  await createWedding(page, 'Ana & Luis', `${prefix}-${uniqueSuffix()}`);
  await page.getByRole('link', { name: 'Plan', exact: true }).click();
  await page
    .getByRole('article', { name: 'Clásico' })
    .getByRole('button', { name: 'Comprar Clásico' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Pagar Clásico' });
  await dialog.getByRole('checkbox', { name: /Acepto los/ }).check();
  return { email, dialog };
}

async function payByCard(dialog: Locator, card: string) {
  await dialog.getByLabel('Nombre del titular de la tarjeta').fill('Ana García');
  await dialog.getByLabel('Número de tarjeta').fill(card);
  await dialog.getByRole('button', { name: 'Pagar $1,490 MXN' }).click();
}

async function staffConsole(browser: Browser): Promise<Page> {
  const staff = await (
    await browser.newContext({ viewport: { width: 1280, height: 800 } })
  ).newPage();
  await staff.goto(`${adminUrl}/admin-login`);
  await staff.getByLabel('Correo electrónico').fill(e2eAdmin.email);
  await staff.getByLabel('Contraseña', { exact: true }).fill(e2eAdmin.password);
  await staff.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(staff).toHaveURL(/\/admin\/clientes/);
  return staff;
}

test('a card that asks for 3-D Secure is confirmed with the bank, then the plan is active', async ({
  page,
  request,
}) => {
  const { dialog } = await openCheckout(page, request, 'tresdes');
  await payByCard(dialog, '4000 0027 6000 3184');
  // The bank's step, in the checkout (Stripe.js shows the real bank's page with a Stripe key).
  await expect(
    dialog.getByRole('heading', { name: 'Autenticación de prueba del banco' }),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/methods-3ds-390.png' });
  await dialog.getByRole('button', { name: 'Autorizar' }).click();
  await expect(page.getByText('Tu plan: Clásico')).toBeVisible();
  await expect(page.getByRole('table').getByText('Visa •••• 3220')).toBeVisible();
});

test('a credit card pays in 6 meses sin intereses', async ({ page, request }) => {
  const { email, dialog } = await openCheckout(page, request, 'msi');
  await payByCard(dialog, '4000 0048 4000 8001');
  const choice = page.getByRole('radio', { name: /6 meses sin intereses de \$248\.33/ });
  await expect(choice).toBeVisible();
  await page.screenshot({ path: 'test-results/methods-installments-390.png' });
  await choice.check();
  await page.getByRole('button', { name: 'Pagar $1,490 MXN' }).click();
  await expect(page.getByText('Tu plan: Clásico')).toBeVisible();
  await expect(page.getByRole('table').getByText('6 meses sin intereses')).toBeVisible();
  await expect
    .poll(async () => (await emailsTo(email)).map((message) => message.subject), {
      timeout: 15_000,
    })
    .toContain('Tu recibo de Convite: Clásico');
  const receipt = (await emailsTo(email)).find((m) => m.subject.startsWith('Tu recibo'));
  expect(receipt?.text).toContain('a 6 meses sin intereses');
});

test('cash at OXXO: the voucher is shown and emailed, the wedding waits, and staff marking it paid activates the plan', async ({
  page,
  request,
  browser,
}) => {
  const { email, dialog } = await openCheckout(page, request, 'oxxo');
  await dialog.getByRole('radio', { name: 'OXXO' }).check();
  await dialog.getByRole('button', { name: 'Generar referencia OXXO de $1,490 MXN' }).click();
  await expect(page.getByRole('heading', { name: 'Paga en efectivo en OXXO' })).toBeVisible();
  await expect(page.getByText('$1,490 MXN').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/methods-oxxo-390.png', fullPage: true });
  await expect
    .poll(async () => (await emailsTo(email)).map((message) => message.subject), {
      timeout: 15_000,
    })
    .toContain('Tu ficha de pago OXXO para Clásico');
  await page.getByRole('button', { name: 'Listo' }).click();

  // The wedding shows the payment pending, brought into view, and no plan can be bought meanwhile.
  await expect(page.getByRole('heading', { name: 'Pago pendiente: Clásico' })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Comprar Clásico' })).toHaveCount(0);

  // OXXO reports the payment (in development, staff stand in for it).
  const staff = await staffConsole(browser);
  await staff.getByRole('link', { name: 'Pagos' }).first().click();
  await staff.getByRole('row', { name: /OXXO/ }).first().getByRole('link').first().click();
  await staff.getByRole('button', { name: 'Marcar pagado' }).click();
  await expect(staff.getByText('Pago actualizado.')).toBeVisible();
  await staff.close();

  await page.reload();
  await expect(page.getByText('Tu plan: Clásico')).toBeVisible();
  await expect(page.getByRole('table').getByText('Efectivo en OXXO')).toBeVisible();
  await expect
    .poll(async () => (await emailsTo(email)).map((message) => message.subject), {
      timeout: 15_000,
    })
    .toContain('Tu recibo de Convite: Clásico');
});

test('a SPEI transfer gives the CLABE and reference; the couple pays another way instead', async ({
  page,
  request,
}) => {
  const { dialog } = await openCheckout(page, request, 'spei');
  await dialog.getByRole('radio', { name: 'Transferencia SPEI' }).check();
  await dialog.getByRole('button', { name: 'Obtener la CLABE para transferir $1,490 MXN' }).click();
  await expect(page.getByRole('heading', { name: 'Paga por transferencia SPEI' })).toBeVisible();
  // STP's CLABE (646, plaza 180), grouped in fours to be read out.
  await expect(page.getByText(/^6461 80\d\d( \d{4}){2} \d\d$/)).toBeVisible();
  await page.screenshot({ path: 'test-results/methods-spei-390.png', fullPage: true });
  await page.getByRole('button', { name: 'Listo' }).click();

  await page.getByRole('button', { name: 'Pagar de otra forma' }).click();
  await page.getByRole('button', { name: 'Sí, cancelar este pago' }).click();
  await expect(page.getByRole('heading', { name: /Pago pendiente/ })).toHaveCount(0);

  await page
    .getByRole('article', { name: 'Clásico' })
    .getByRole('button', { name: 'Comprar Clásico' })
    .click();
  const again = page.getByRole('dialog', { name: 'Pagar Clásico' });
  await again.getByRole('checkbox', { name: /Acepto los/ }).check();
  await payByCard(again, '4242 4242 4242 4242');
  await expect(page.getByText('Tu plan: Clásico')).toBeVisible();
});
