// A couple in the test mode adds guests and an exclusive dinner, then opens the checkout of Básico,
// which has no guest management: before paying they are told so (the list, the dinner, that nothing
// is deleted), in Spanish and English. Having paid Básico anyway, the guests tab says "No incluido"
// with the plan that includes it, whose checkout opens in one tap at the difference in price, and
// the guests are all still there. The trial's "Sí, iniciar" is not red, and the plan tab's notices
// pass axe's contrast rule.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { clientToken, coupleApi, createWedding, signInNewCouple } from './support/accounts.ts';
import { uniqueSuffix } from './support/unique.ts';

const SIZES = [
  [390, 844],
  [1280, 800],
] as const;

async function screenshots(page: Page, name: string) {
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 412, height: 915 });
}

async function setLanguage(page: Page, language: 'es' | 'en') {
  await page.evaluate((value) => localStorage.setItem('locale', value), language);
  await page.reload();
}

/** Serious or critical colour-contrast findings of axe on the page as it stands. */
async function contrastFindings(page: Page) {
  await page.evaluate(
    readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'),
  );
  return page.evaluate(async () => {
    const { violations } = await (
      window as unknown as {
        axe: { run(context: unknown, options: unknown): Promise<AxeResults> };
      }
    ).axe.run(document, { runOnly: ['color-contrast'] });
    return violations
      .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
      .flatMap((violation) => violation.nodes.map((node) => node.failureSummary ?? violation.id));
  });
}

async function fillCard(dialog: Locator) {
  await dialog.getByLabel('Nombre del titular de la tarjeta').fill('Ana García');
  await dialog.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
  await dialog.getByRole('checkbox', { name: /Acepto los/ }).check();
}

test('the checkout of Básico warns a trial couple of their guest list, and "No incluido" offers Clásico', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInNewCouple(page, request, 'aviso-plan');
  const weddingId = await createWedding(page, 'Sofía & Diego', `sofia-y-diego-${uniqueSuffix()}`);

  // Starting the trial is a positive confirmation: the primary colour, not the destructive red.
  await page.getByRole('button', { name: 'Iniciar el modo de prueba de 72 horas' }).click();
  const start = page.getByRole('dialog').getByRole('button', { name: 'Sí, iniciar' });
  await expect(start).toHaveClass(/cv-button--primary/);
  await expect(start).not.toHaveClass(/cv-button--danger/);
  await start.click();
  await expect(page.getByText('Tu invitación está activa.')).toBeVisible();
  expect(await contrastFindings(page)).toEqual([]);

  // What the couple builds during the trial: three guests and a dinner only some are invited to.
  const api = coupleApi(request, await clientToken(page));
  for (const [index, name] of ['Rosa', 'Pedro', 'Lucía'].entries()) {
    await api.post('/guests', {
      name,
      lastName: 'Luna',
      phone: `551234567${index}`,
      maxGuestsAllowed: 2,
      weddingId,
    });
  }
  const { event } = await api.post<{ event: { id: number } }>('/events', {
    name: 'Cena de familia',
    weddingId,
  });
  await api.patch(`/events/${event.id}/is-exclusive`, { isExclusive: true });
  await page.reload();

  // Before paying Básico: what it lacks, that nothing is deleted, and the plan that keeps it all.
  await page.getByRole('button', { name: 'Comprar Básico' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pagar Básico' });
  const warning = dialog.getByRole('region', { name: 'Básico no incluye algo que ya usas' });
  await expect(warning.getByRole('listitem')).toHaveText([
    'Gestión de invitados: tu lista (3) y sus confirmaciones dejarán de verse en tu panel.',
    'Eventos exclusivos: ya no podrás elegir quién ve «Cena de familia».',
  ]);
  await expect(warning).toContainText('No se borra nada');
  await expect(warning.getByRole('button', { name: 'Elegir Premium' })).toBeVisible();
  expect(await contrastFindings(page)).toEqual([]);
  await screenshots(page, 'checkout-warning-es');
  await dialog.getByRole('button', { name: 'Cerrar' }).click();

  await setLanguage(page, 'en');
  await page.getByRole('button', { name: 'Buy Basic' }).click();
  const english = page.getByRole('dialog', { name: 'Pay for Basic' });
  await expect(
    english.getByRole('region', { name: 'Basic does not include something you already use' }),
  ).toContainText('Guest management: your list (3)');
  await screenshots(page, 'checkout-warning-en');
  await english.getByRole('button', { name: 'Close' }).click();
  await setLanguage(page, 'es');

  // Paid anyway: the guests tab is locked, and offers Clásico at the difference, in one tap.
  await page.getByRole('button', { name: 'Comprar Básico' }).click();
  await fillCard(dialog);
  await dialog.getByRole('button', { name: 'Pagar $890 MXN' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Tu plan: Básico')).toBeVisible();

  await page.getByRole('link', { name: 'Invitados', exact: true }).click();
  await expect(page.getByText('No incluido en tu plan')).toBeVisible();
  await expect(
    page.getByText(/Incluido en Clásico\. Lo que ya tenías sigue guardado/),
  ).toBeVisible();
  await screenshots(page, 'guests-offer-es');
  await setLanguage(page, 'en');
  await expect(page.getByRole('link', { name: 'Upgrade to Classic' })).toBeVisible();
  await screenshots(page, 'guests-offer-en');
  await setLanguage(page, 'es');

  // The server kept every guest: the list is only hidden.
  const summary = await api.post<{ totalInvitations: number }>('/guests/get-summary', {
    weddingId,
  });
  expect(summary.totalInvitations).toBe(3);

  await page.getByRole('link', { name: 'Mejorar a Clásico' }).click();
  const upgrade = page.getByRole('dialog', { name: 'Pagar Clásico' });
  await expect(upgrade.getByRole('button', { name: 'Pagar $600 MXN' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/dashboard/boda/${weddingId}/activacion$`));
  await fillCard(upgrade);
  await upgrade.getByRole('button', { name: 'Pagar $600 MXN' }).click();
  await expect(upgrade).toBeHidden();
  await expect(page.getByText('Tu plan: Clásico')).toBeVisible();

  // Upgraded: the three guests are back.
  await page.getByRole('link', { name: 'Invitados', exact: true }).click();
  for (const name of ['Rosa', 'Pedro', 'Lucía']) {
    await expect(page.getByText(`${name} Luna`).first()).toBeVisible();
  }
});
