// The guest list on a phone: a card per guest with WhatsApp, the link and the status, and editing
// and the "sent" mark one tap away in its details, all within the screen (no sideways scroll of the
// page), the status filter with its counts on one line, and a new guest's invitation sent from the
// form that added them.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { clientToken, coupleApi } from './support/accounts.ts';
import { weddingWithGuests } from './support/guest-invitation.ts';

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

/** The element lies inside the screen's width (nothing to scroll sideways to reach it). */
async function expectWithinScreen(element: Locator) {
  await expect(element).toBeVisible();
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('on a phone each guest is a card with every action in reach, and the filter says how many', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { weddingId, slug, pedro } = await weddingWithGuests(page, request);
  // Pedro's invitation went out; Rosa's not yet.
  await coupleApi(request, await clientToken(page)).patch(`/guests/${pedro.id}/sent`, {
    sent: true,
  });

  await page.goto(`/dashboard/boda/${weddingId}/invitados`);
  const list = page.getByRole('region', { name: 'Lista de invitados' });
  const rosa = list.locator('.guest-item').filter({ hasText: 'Rosa Luna' });
  await expect(rosa.locator('.guest-status__badge')).toHaveText('Sin enviar');
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);

  // Every action of Rosa's card is on the screen (the rest a tap on her name away), and the card
  // is no wider than it.
  await rosa.getByRole('button', { name: 'Rosa Luna', exact: true }).tap();
  const card = await rosa.boundingBox();
  expect(card?.width ?? 0).toBeLessThanOrEqual(PHONE.width);
  const whatsApp = rosa.getByRole('link', {
    name: 'Enviar por WhatsApp la invitación de Rosa Luna',
  });
  const copy = rosa.getByRole('button', { name: 'Copiar enlace de Rosa Luna' });
  const edit = rosa.getByRole('link', { name: 'Editar a Rosa Luna' });
  const sent = rosa.getByRole('switch', { name: 'Invitación enviada a Rosa Luna' });
  for (const action of [whatsApp, copy, edit, sent, rosa.locator('.guest-status__badge')])
    await expectWithinScreen(action);
  await expect(whatsApp).toHaveAttribute('href', /^https:\/\/wa\.me\/525512345678\?text=/);

  await copy.tap();
  // Its name says so too ("Copiado: enlace de …"), so the button is found by its place now.
  await expect(rosa.locator('.guest-link__copy')).toHaveText('Copiado');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`/${slug}\\?code=[0-9A-HJKMNP-TV-Z]{8}$`),
  );

  // The filter: every chip with its count, on one line that scrolls sideways by itself (the page
  // does not); a tap shows only those guests.
  const filter = page.getByRole('group', { name: 'Mostrar' });
  const chips = filter.locator('label');
  await expect(chips).toHaveText([
    'Todos 2',
    'Sin enviar 1',
    'Enviada, sin abrir 1',
    'Abierta, sin responder 0',
    'Sí asiste 0',
    'No asiste 0',
    'Sin respuesta 1',
  ]);
  const chipTops = new Set<number>();
  for (const chip of await chips.all()) chipTops.add((await chip.boundingBox())?.y ?? -1);
  expect(chipTops.size).toBe(1);
  await filter.getByRole('radio', { name: 'Enviada, sin abrir 1' }).tap();
  await expect(list.getByRole('rowheader')).toHaveText(['Pedro Luna']);
  await filter.getByRole('radio', { name: 'Sin enviar 1' }).tap();
  await expect(list.getByRole('rowheader')).toHaveText(['Rosa Luna']);
  await filter.getByRole('radio', { name: 'Sin respuesta 1' }).tap();
  await expect(list.getByRole('rowheader')).toHaveText(['Pedro Luna']);
  await filter.getByRole('radio', { name: 'Todos 2' }).tap();
  await expect(list.getByRole('rowheader')).toHaveText(['Rosa Luna', 'Pedro Luna']);
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);

  // Editing is in the card's details.
  await rosa.getByRole('button', { name: 'Rosa Luna', exact: true }).tap();
  await edit.tap();
  await expect(page).toHaveURL(/\/agregar-invitado\?guest=\d+&page=1$/);
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Rosa');
  await page.getByRole('link', { name: /Volver a invitados/ }).tap();

  // A new guest: added, and their link copied, in three taps from the list.
  await page.getByRole('button', { name: 'Agregar invitado', exact: true }).tap();
  await page.getByLabel('Nombre', { exact: true }).fill('Lucía');
  await page.getByLabel('Apellido').fill('Vega');
  await page.getByLabel('Teléfono').fill('55 2345 6789');
  await page.getByRole('button', { name: 'Agregar invitado', exact: true }).tap();
  const created = page.getByRole('region', { name: 'Lucía Vega ya está en tu lista' });
  await expectWithinScreen(
    created.getByRole('link', { name: 'Enviar por WhatsApp la invitación de Lucía Vega' }),
  );
  const copyNew = created.getByRole('button', { name: 'Copiar enlace de Lucía Vega' });
  await copyNew.tap();
  await expect(created.locator('.guest-link__copy')).toHaveText('Copiado');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /\?code=[0-9A-HJKMNP-TV-Z]{8}$/,
  );
});
