// A couple tries Convite, then pays: the 72-hour test mode with its countdown, a declined card and an
// unknown promo code that change nothing, the Clásico plan bought with a promoter's 15 % code and the
// embedded gateway's test card (the payment listed at the discounted total, the guests' test-mode
// limit gone, the promoter's commission there), then the upgrade to Premium at the difference.
import { expect, test, type Locator } from '@playwright/test';
import { createWedding, signInNewCouple } from './support/accounts.ts';
import { emailsTo } from './support/mailbox.ts';
import { createPromoterWithCode, promoterCommissions } from './support/staff.ts';
import { uniqueSuffix } from './support/unique.ts';

async function pay(dialog: Locator, card: string, total: string) {
  const cardField = dialog.getByLabel('Número de tarjeta');
  await cardField.fill(card);
  await dialog.getByRole('button', { name: `Pagar ${total}` }).click();
  return cardField;
}

async function fillBuyer(dialog: Locator) {
  await dialog.getByLabel('Nombre del titular de la tarjeta').fill('Ana García');
  await dialog.getByRole('checkbox', { name: /Acepto los/ }).check();
}

test('a couple starts the test mode, buys a plan, sees it paid and unlocked, then upgrades', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const promoCode = `BODA${Date.now() % 100_000}`;
  const promoter = await createPromoterWithCode(request, {
    code: promoCode,
    type: 'percentage',
    value: 15,
    commission: 10,
    usageLimit: 1,
  });
  const email = await signInNewCouple(page, request, 'activacion');
  await createWedding(page, 'Ana & Luis', `ana-y-luis-${uniqueSuffix()}`);

  // Test mode, with its countdown ticking.
  await page.getByRole('button', { name: 'Iniciar el modo de prueba de 72 horas' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí, iniciar' }).click();
  await expect(page.getByText('Tu invitación está activa.')).toBeVisible();
  const timer = page.getByRole('timer', { name: 'Tiempo restante del modo de prueba' });
  await expect(timer).toContainText(/7[01]horas/);
  const before = await timer.textContent();
  await expect(timer).not.toHaveText(before ?? '');

  await page.getByRole('link', { name: 'Invitados', exact: true }).click();
  await expect(
    page.getByText(/En el modo de prueba puedes agregar hasta 10 invitados/),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Plan', exact: true }).click();

  // The Clásico plan: an unknown code and a declined card first, then the test Visa.
  const classic = page.getByRole('article', { name: 'Clásico' });
  await expect(classic.getByText('$1,490 MXN')).toBeVisible();
  await classic.getByRole('button', { name: 'Comprar Clásico' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pagar Clásico' });
  const code = dialog.getByLabel('Código promocional (opcional)');
  await code.fill('NOEXISTE');
  await dialog.getByRole('button', { name: 'Aplicar' }).click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Descuento')).toHaveCount(0);

  // The promoter's code, typed in lower case: 15 % of $1,490 is $224 (rounded), $1,266 to pay.
  await code.fill(promoCode.toLowerCase());
  await dialog.getByRole('button', { name: 'Aplicar' }).click();
  await expect(dialog.getByText(`Código ${promoCode} aplicado`)).toBeVisible();
  await expect(dialog.getByText('−$224 MXN')).toBeVisible();

  await fillBuyer(dialog);
  const cardField = await pay(dialog, '4000 0000 0000 0002', '$1,266 MXN');
  await expect(cardField).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toBeVisible();

  await pay(dialog, '4242 4242 4242 4242', '$1,266 MXN');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Tu plan: Clásico')).toBeVisible();
  const payments = page.getByRole('table');
  // Under the heading, each payment and then its invoice request.
  await expect(payments.getByRole('row')).toHaveCount(3);
  await expect(
    payments.getByRole('button', { name: /Solicitar factura del pago del/ }),
  ).toHaveCount(1);
  await expect(payments.getByText('$1,266 MXN')).toBeVisible();
  // The promoter earns 10 % of what was paid: round(1,266 × 10 / 100) = 127; the declined card none.
  expect(await promoterCommissions(request, promoter)).toEqual([127]);
  await expect(page.getByRole('timer')).toHaveCount(0);

  // Unlocked: the guests tab no longer speaks of test mode.
  await page.getByRole('link', { name: 'Invitados', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Agrega a tu primer invitado' })).toBeVisible();
  await expect(page.getByText(/En el modo de prueba/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Plan', exact: true }).click();

  // The upgrade to Premium costs the difference.
  const premium = page.getByRole('article', { name: 'Premium' });
  await expect(premium.getByText('Diferencia: $800 MXN')).toBeVisible();
  await premium.getByRole('button', { name: 'Mejorar a Premium' }).click();
  const upgrade = page.getByRole('dialog', { name: 'Pagar Premium' });
  await fillBuyer(upgrade);
  await pay(upgrade, '4242 4242 4242 4242', '$800 MXN');
  await expect(upgrade).toBeHidden();
  await expect(page.getByText('Tu plan: Premium')).toBeVisible();
  await expect(page.getByText('Ya tienes el plan más completo.')).toBeVisible();
  await expect(payments.getByRole('row')).toHaveCount(5);
  await expect(payments.getByText('$800 MXN')).toBeVisible();

  // A receipt for each payment reaches the couple's inbox, in Spanish, with IVA included.
  const receipts = async () =>
    (await emailsTo(email)).filter((message) => message.subject.startsWith('Tu recibo de Convite'));
  await expect.poll(async () => (await receipts()).length, { timeout: 15_000 }).toBe(2);
  const [first, second] = (await receipts()).sort((a, b) => a.subject.localeCompare(b.subject));
  expect(first?.subject).toBe('Tu recibo de Convite: Clásico');
  expect(first?.text).toContain(`Código de promoción ${promoCode}: −$224 MXN`);
  expect(first?.text).toContain('Total pagado: $1,266 MXN (IVA incluido)');
  expect(second?.text).toContain('Plan: Premium (mejora desde Clásico)');
  expect(second?.text).toContain('Total pagado: $800 MXN (IVA incluido)');

  // The single-use code is spent: the next couple is told it is used up, not that it is invalid.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signInNewCouple(page, request, 'agotado');
  await createWedding(page, 'Eva & Leo', `eva-y-leo-${uniqueSuffix()}`);
  await page
    .getByRole('article', { name: 'Clásico' })
    .getByRole('button', { name: 'Comprar Clásico' })
    .click();
  const late = page.getByRole('dialog', { name: 'Pagar Clásico' });
  const lateCode = late.getByLabel('Código promocional (opcional)');
  await lateCode.fill(promoCode);
  await late.getByRole('button', { name: 'Aplicar' }).click();
  await expect(lateCode).toHaveAccessibleDescription(
    'Este código de promoción ya se agotó: alcanzó su límite de usos.',
  );
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: test.info().outputPath(`promo-used-up-${width}.png`) });
  }
});
