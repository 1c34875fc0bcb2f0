// Issue 31, point 2: a list made to scan. On a 390×844 phone a wedding of 25 guests shows its first
// guest in the first screen (the search on top, the figures folded into one line), each guest a
// card of at most 120 px until tapped; on a 1440 px computer a row is at most 56 px. A new couple
// sees the way to their first guest, not the list's tools. axe finds nothing serious or critical on
// Invitados with rows, in Spanish and English, at 390 and 1280 px.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { clientToken, coupleApi, createWedding, signInNewCouple } from './support/accounts.ts';
import { seriousFindings } from './support/axe.ts';
import { giveWeddingPlan } from './support/staff.ts';
import { nextClientAddress, uniqueSuffix } from './support/unique.ts';

const PHONE = { width: 390, height: 844 };

/** The guests' list: the table on a computer, the cards on a phone. */
const guestList = (page: Page) => page.getByRole('region', { name: 'Lista de invitados' });

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  if (found === null) throw new Error(`${selector} is not shown`);
  return found;
}

test('a list of 25 to scan: the first guest in the first screen, short cards and rows, axe clean', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(PHONE);
  await signInNewCouple(page, request, 'lista');
  const slug = `lista-${uniqueSuffix()}`;
  const weddingId = await createWedding(page, 'Ana & Luis', slug);
  await giveWeddingPlan(request, weddingId, 'Premium');
  const token = await clientToken(page);
  const api = coupleApi(request, token);
  await page.reload();

  // A new couple: the way to the first guest at the top, none of the list's tools.
  await page.getByRole('link', { name: 'Invitados', exact: true }).click();
  const start = page.getByRole('heading', { name: 'Agrega a tu primer invitado' });
  await expect(start).toBeVisible();
  expect((await start.boundingBox())?.y ?? Infinity).toBeLessThan(PHONE.height);
  await expect(page.getByRole('button', { name: 'Importar mi lista' })).toBeVisible();
  for (const tool of ['Exportar a Excel', 'Imprimir códigos QR']) {
    await expect(page.getByRole('button', { name: tool })).toHaveCount(0);
  }
  await expect(page.getByText('Enviar a los pendientes')).toHaveCount(0);
  await expect(page.getByText('¡Todo enviado!')).toHaveCount(0);
  await expect(page.locator('.cv-notice--error, [role="alert"]')).toHaveCount(0);

  // 25 households, the first of them with two people; a few sent, one answered.
  for (let index = 0; index < 25; index += 1) {
    await api.post('/guests', {
      weddingId,
      name: `Invitado ${String(index + 1).padStart(2, '0')}`,
      lastName: 'Pérez Luna',
      phone: `55 3000 ${String(1000 + index)}`,
      maxGuestsAllowed: 2,
      ...(index === 0
        ? {
            members: [
              { firstName: 'Ana', lastName: 'Pérez', isChild: false },
              { firstName: 'Luis', lastName: 'Pérez', isChild: false },
            ],
          }
        : {}),
    });
  }
  const { guests } = await api.post<{ guests: { id: number; link: string }[] }>(
    '/guests/get-by-wedding',
    { weddingId, page: 1 },
  );
  for (const guest of guests.slice(0, 5))
    await api.patch(`/guests/${guest.id}/sent`, { sent: true });
  const first = guests[0];
  if (!first) throw new Error('no guest');
  const answered = await request.post(`/v1/public/invitations/${slug}/confirmation`, {
    headers: { 'x-forwarded-for': nextClientAddress(), 'idempotency-key': randomUUID() },
    data: {
      code: new URL(first.link).searchParams.get('code'),
      confirmation: true,
      confirmedGuests: 2,
    },
  });
  expect(answered.status(), await answered.text()).toBe(200);

  // The phone's first screen: the search, then the folded figures, then the first guest.
  await page.reload();
  const list = guestList(page);
  await expect(list.locator('.guest-row').first()).toBeVisible();
  const search = await box(page, 'input[type="search"]');
  const firstCard = await box(page, '.guest-item');
  expect(search.y).toBeLessThan(firstCard.y);
  expect(firstCard.y).toBeLessThanOrEqual(PHONE.height);
  expect(firstCard.height).toBeLessThanOrEqual(120);
  test.info().annotations.push({
    type: 'phone',
    description: `first card top ${firstCard.y} px, height ${firstCard.height} px`,
  });
  const fold = page.locator('.guest-overview > summary');
  await expect(fold).toHaveText(/25 invitaciones · 1 sí asiste · 4 sin respuesta$/);

  // A tap opens the figures, and a guest's details.
  await fold.click();
  await expect(page.getByRole('heading', { name: 'Seguimiento' })).toBeVisible();
  await fold.click();
  const toggle = list.getByRole('button', { name: 'Invitado 01 Pérez Luna', exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(list.getByRole('link', { name: 'Editar a Invitado 01 Pérez Luna' })).toBeVisible();
  expect((await box(page, '.guest-item')).height).toBeGreaterThan(120);
  await toggle.click();

  // A computer: one line a guest, the table across the width.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(list.locator('thead')).toBeVisible();
  const rows = list.locator('.guest-row');
  const heights: number[] = [];
  for (let index = 0; index < 5; index += 1) {
    heights.push((await rows.nth(index).boundingBox())?.height ?? Infinity);
  }
  expect(Math.max(...heights)).toBeLessThanOrEqual(56);
  const table = await box(page, '.guest-table');
  const content = await box(page, '.tab.guests');
  expect(table.width).toBeGreaterThanOrEqual(content.width - 2);
  test.info().annotations.push({
    type: 'computer',
    description: `rows ${heights.join(', ')} px; table ${table.width} of ${content.width} px`,
  });

  // axe: nothing serious or critical with rows present (one opened), es and en, 390 and 1280 px.
  const findings: Record<string, string[]> = {};
  for (const language of ['es', 'en'] as const) {
    await page.goto('/inicio');
    await page.getByRole('button', { name: language === 'es' ? 'Español' : 'English' }).click();
    for (const size of [PHONE, { width: 1280, height: 800 }]) {
      await page.setViewportSize(size);
      await page.goto(`/dashboard/boda/${weddingId}/invitados`);
      const rowsShown = page.locator('.guest-row');
      await expect(rowsShown.first()).toBeVisible();
      await rowsShown.first().locator('.guest-row__toggle').click();
      await expect(page.locator('.guest-details:not([hidden])')).toHaveCount(1);
      findings[`${language} ${size.width}`] = await seriousFindings(page);
    }
  }
  expect(findings).toEqual({ 'es 390': [], 'es 1280': [], 'en 390': [], 'en 1280': [] });
});
