// The staff console and the promoter's page hold the same bar as the couples' dashboard: no screen
// has a serious or critical axe finding (contrast under 4.5:1 included), on a laptop in Spanish and
// on a phone in English.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { WEDDING_TIME_ZONE } from '@convite/rules/time-zone';
import { couplePassword } from './support/accounts.ts';
import { seriousFindings } from './support/axe.ts';
import { uniqueEmail } from './support/mailbox.ts';
import { e2ePorts } from './support/ports.ts';
import { coupleBuysClasicoWithCode, createPromoterWithCode, e2eAdmin } from './support/staff.ts';

const adminUrl = `http://localhost:${e2ePorts.admin}`;

async function openConsole(browser: Browser, phone: boolean): Promise<Page> {
  const context = await browser.newContext({
    viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    isMobile: phone,
    hasTouch: phone,
    locale: 'es-MX',
    timezoneId: WEDDING_TIME_ZONE,
  });
  return context.newPage();
}

test('no serious or critical axe finding on the console and the promoter page', async ({
  browser,
  page: couple,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const lastName = `Accesible ${stamp}`;
  const registered = await request.post('/v1/auth/register', {
    data: {
      email: uniqueEmail('axe-consola'),
      password: couplePassword,
      passwordConfirmation: couplePassword,
      name: 'Inés',
      lastName,
    },
  });
  expect(registered.status()).toBe(201);
  const promoter = await createPromoterWithCode(request, {
    code: `AXE${stamp % 100_000}`,
    type: 'percentage',
    value: 10,
    commission: 10,
    usageLimit: 5,
  });

  // A couple pays with the promoter's code, so the lists, the payment and the commission have rows.
  const weddingId = await coupleBuysClasicoWithCode(
    couple,
    request,
    `AXE${stamp % 100_000}`,
    'axe-consola',
  );

  const findings: Record<string, string[]> = {};
  const check = async (page: Page, name: string) => {
    await page.waitForLoadState('networkidle');
    findings[name] = await seriousFindings(page);
  };

  // Staff on a laptop, in Spanish: every list, a detail, the jobs and a page that does not exist.
  const staff = await openConsole(browser, false);
  await staff.goto(`${adminUrl}/admin-login`);
  await expect(staff.getByRole('heading', { name: 'Accede a tu cuenta' })).toBeVisible();
  await check(staff, 'acceso');
  await staff.getByLabel('Correo electrónico').fill(e2eAdmin.email);
  await staff.getByLabel('Contraseña', { exact: true }).fill(e2eAdmin.password);
  await staff.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(staff).toHaveURL(/\/admin\/clientes/);
  await expect(staff.getByRole('link', { name: /./ }).first()).toBeVisible();
  await check(staff, 'clientes');
  await staff.getByLabel('Buscar').fill(`accesible ${stamp}`);
  await staff.getByLabel('Buscar').press('Enter');
  await staff.getByRole('link', { name: `Inés ${lastName}` }).click();
  await expect(staff.getByRole('button', { name: 'Verificar Cliente' })).toBeVisible();
  await check(staff, 'cliente');
  await staff.getByRole('button', { name: 'Verificar Cliente' }).click();
  await expect(staff.getByRole('dialog')).toBeVisible();
  await check(staff, 'cliente: confirmación');
  await staff.keyboard.press('Escape');
  for (const [name, path] of [
    ['bodas', '/admin/bodas'],
    ['boda', `/admin/bodas/${weddingId}`],
    ['pagos', '/admin/pagos'],
    ['tareas', '/admin/tareas'],
    ['promotores', '/admin/promotores'],
    ['404', '/admin/no-existe'],
  ] as const) {
    await staff.goto(`${adminUrl}${path}`);
    await expect(staff.getByRole('heading').first()).toBeVisible();
    await check(staff, name);
  }

  // The promoter on a laptop in Spanish, then on a phone in English.
  for (const phone of [false, true]) {
    const page = await openConsole(browser, phone);
    await page.goto(`${adminUrl}/promoter-login`);
    if (phone) await page.getByRole('button', { name: 'English' }).click();
    await check(page, `promotor: acceso${phone ? ' (390, en)' : ''}`);
    await page.getByLabel(phone ? 'Email' : 'Correo electrónico').fill(promoter.email);
    await page
      .getByLabel(phone ? 'Password' : 'Contraseña', { exact: true })
      .fill(promoter.password);
    await page.getByRole('button', { name: phone ? 'Log In' : 'Iniciar Sesión' }).click();
    await expect(page.getByText(promoter.email)).toBeVisible();
    await check(page, `promotor${phone ? ' (390, en)' : ''}`);
    await page.screenshot({ path: `/tmp/axe/promoter-${phone ? 'phone' : 'laptop'}.png` });
  }

  // Staff on a phone, in English.
  const staffPhone = await openConsole(browser, true);
  await staffPhone.goto(`${adminUrl}/admin-login`);
  await staffPhone.getByRole('button', { name: 'English' }).click();
  await staffPhone.getByLabel('Email').fill(e2eAdmin.email);
  await staffPhone.getByLabel('Password', { exact: true }).fill(e2eAdmin.password);
  await staffPhone.getByRole('button', { name: 'Log In' }).click();
  await expect(staffPhone).toHaveURL(/\/admin\/clientes/);
  await check(staffPhone, 'clients (390, en)');
  await staffPhone.goto(`${adminUrl}/admin/pagos`);
  await expect(staffPhone.getByRole('heading').first()).toBeVisible();
  await expect(staffPhone.getByText('Ana & Luis').first()).toBeVisible();
  await check(staffPhone, 'payments (390, en)');
  await staffPhone.screenshot({ path: '/tmp/axe/payments-phone.png' });

  expect(Object.entries(findings).filter(([, found]) => found.length > 0)).toEqual([]);
});
