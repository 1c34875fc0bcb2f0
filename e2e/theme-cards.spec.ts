// A new couple opens Temas: every card is their own invitation drawn in that theme (their names, the
// theme's colours), drawn only as it nears the screen; a palette swatch in the editor changes the
// preview at once, and the saved theme's card shows it.
import { expect, test, type Locator } from '@playwright/test';
import { createWedding, signInNewCouple } from './support/accounts.ts';
import { uniqueSuffix } from './support/unique.ts';

function themeCard(list: Locator, name: string): Locator {
  return list
    .getByRole('listitem')
    .filter({ has: list.page().getByRole('heading', { name, exact: true }) });
}

test("theme cards show the couple's invitation, and a swatch changes the preview", async ({
  page,
  request,
}) => {
  await signInNewCouple(page, request, 'tarjetas');
  const weddingId = await createWedding(page, 'Sofía & Mateo', `tarjetas-${uniqueSuffix()}`);
  await page.getByRole('button', { name: 'Iniciar el modo de prueba de 72 horas' }).click();
  await page.getByRole('button', { name: 'Sí, iniciar' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await page.goto(`/dashboard/boda/${weddingId}/temas`);

  const publicList = page.getByRole('region', { name: 'Temas públicos' });
  const jardin = themeCard(publicList, 'Jardín');
  await jardin.scrollIntoViewIfNeeded();
  const jardinMiniature = jardin.getByTestId('theme-miniature');
  await expect(jardinMiniature.getByText('Sofía & Mateo')).toBeVisible();
  // Drawn in Jardín's own colours, not in the next card's (each miniature is its own shadow root).
  await expect(jardinMiniature.locator('.inv-base-body')).toHaveCSS(
    'background-color',
    'rgb(247, 246, 238)',
  );
  // Scaled down to the card: the drawn page is wider than the card shows it.
  const frame = await jardin.locator('.theme-miniature').boundingBox();
  const drawn = await jardinMiniature.boundingBox();
  expect(drawn?.width).toBeCloseTo(frame?.width ?? 0, 0);
  expect(await jardinMiniature.evaluate((element) => (element as HTMLElement).offsetWidth)).toBe(
    390,
  );

  // The last card, far below on a phone, is drawn only once it comes near.
  const lavanda = themeCard(publicList, 'Lavanda');
  await expect(lavanda.getByRole('heading', { name: 'Lavanda' })).toBeAttached();
  await expect(lavanda.getByTestId('theme-miniature')).toHaveCount(0);
  await lavanda.scrollIntoViewIfNeeded();
  await expect(lavanda.getByTestId('theme-miniature').getByText('Sofía & Mateo')).toBeVisible();

  // The miniatures are pictures: readers hear each card's name, not a copy of the invitation.
  await expect(page.getByRole('heading', { name: 'Sofía & Mateo' })).toHaveCount(0);

  // What Descargar does, in words.
  await expect(publicList.getByText(/no baja ningún archivo a tu dispositivo/)).toBeVisible();

  // The default theme's preview: on a phone the editor waits closed, the invitation in full view.
  await page.getByRole('button', { name: 'Editar el tema predeterminado' }).click();
  const overlay = page.getByRole('dialog');
  const preview = overlay.locator('.theme-preview__canvas .inv-base-body');
  await expect(preview.getByText('Sofía & Mateo').first()).toBeVisible();
  await expect(overlay.getByRole('group', { name: 'Color de fondo' })).toBeHidden();
  await overlay.getByRole('button', { name: 'Mostrar editor' }).click();
  const background = overlay.getByRole('group', { name: 'Color de fondo' });
  await background.getByRole('button', { name: 'Rosa palo #E8C4C4' }).click();
  await expect(preview).toHaveCSS('background-color', 'rgb(232, 196, 196)');
  await expect(background.getByRole('button', { name: 'Rosa palo #E8C4C4' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The invitation is still in view above the sheet.
  await expect(preview.getByText('Sofía & Mateo').first()).toBeInViewport();
  await overlay.getByRole('button', { name: 'Guardar' }).click();
  await expect(overlay).toBeHidden();

  const ownList = page.getByRole('region', { name: 'Tus temas' });
  const saved = themeCard(ownList, 'Mi Etiqueta 1');
  await expect(saved.getByTestId('theme-miniature').locator('.inv-base-body')).toHaveCSS(
    'background-color',
    'rgb(232, 196, 196)',
  );
  await expect(saved.getByTestId('theme-miniature').getByText('Sofía & Mateo')).toBeVisible();
});
