// A couple in test mode describes a theme, gets it from the embedded generator, previews it on the
// whole invitation, changes a colour and a font in the style editor, saves, publishes, and a guest's
// invitation changes with it; disabling it brings Etiqueta back.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createWedding, signInNewCouple } from './support/accounts.ts';
import { e2ePorts } from './support/ports.ts';
import { uniqueSuffix } from './support/unique.ts';

const invitationUrl = `http://localhost:${e2ePorts.invitation}`;

/** Etiqueta's ivory page, which guests see while no theme is published. */
const ETIQUETA_BACKGROUND = 'rgb(251, 248, 241)';

async function pageLook(page: Page, slug: string) {
  await page.goto(`${invitationUrl}/${slug}`);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  return page.locator('.inv-base-body').evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, font: style.fontFamily };
  });
}

function themeCard(page: Page, name: RegExp | string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
}

test('a couple generates a theme, tunes it in the preview, publishes it, and guests see it', async ({
  page,
  request,
  browser,
}) => {
  await signInNewCouple(page, request, 'temas');
  const slug = `temas-${uniqueSuffix()}`;
  const weddingId = await createWedding(page, 'Ana & Luis', slug);
  await page.getByRole('button', { name: 'Iniciar el modo de prueba de 72 horas' }).click();
  await page.getByRole('button', { name: 'Sí, iniciar' }).click();
  await expect(page.getByRole('timer')).toBeVisible();

  const guest = await browser.newPage();
  expect((await pageLook(guest, slug)).background).toBe(ETIQUETA_BACKGROUND);

  // The prompt, with its live counter and the generator.
  await page.goto(`/dashboard/boda/${weddingId}/temas`);
  await page.getByRole('button', { name: 'Crear con IA' }).click();
  const prompt = page.getByLabel('Describe tu tema');
  await prompt.fill('rústico en tonos terracota');
  await expect(page.getByText('26/300')).toBeVisible();
  await page.getByRole('button', { name: 'Generar tema' }).click();
  await expect(page.getByText('Tema generado exitosamente')).toBeVisible();
  const card = themeCard(page, 'Terracota rústico');
  await expect(card).toBeVisible();
  await expect(card.getByText('¿Te gusta este tema?')).toBeVisible();
  // Test mode allows one AI theme: the next one is refused with the limit message.
  await page.getByRole('button', { name: 'Crear con IA' }).click();
  await page.getByLabel('Describe tu tema').fill('elegante negro y dorado');
  await page.getByRole('button', { name: 'Generar tema' }).click();
  const creation = page.getByRole('dialog', { name: 'Crear un tema con IA' });
  await expect(creation.getByRole('alert')).toHaveText(
    'Alcanzaste el límite de temas generados con IA.',
  );
  await creation.getByRole('button', { name: 'Cerrar' }).click();

  // The preview: the whole invitation; on a phone the editor waits closed, then opens and hides.
  await card.getByRole('button', { name: 'Vista previa' }).click();
  const overlay = page.getByRole('dialog');
  const preview = overlay.locator('.theme-preview__canvas .inv-base-body');
  await expect(preview.getByText('Ana & Luis').first()).toBeVisible();
  await expect(overlay.getByLabel('Sección')).toBeHidden();
  await overlay.getByRole('button', { name: 'Mostrar editor' }).click();
  await overlay.getByRole('button', { name: 'Ocultar editor' }).click();
  await expect(overlay.getByLabel('Sección')).toBeHidden();
  await overlay.getByRole('button', { name: 'Mostrar editor' }).click();

  // A colour typed as a code and a font from the list, applied live.
  await overlay.getByLabel('Color de fondo (hexadecimal)').fill('#fff4e6');
  await overlay.getByRole('button', { name: 'Aplicar Color de fondo' }).click();
  await expect(preview).toHaveCSS('background-color', 'rgb(255, 244, 230)');
  const font = overlay.getByRole('group', { name: 'Tipografía' });
  await font.getByRole('button', { name: 'Cambiar tipografía' }).click();
  await font.getByRole('radio', { name: 'Lora' }).check();
  await expect(preview).toHaveCSS('font-family', /Lora/);
  await overlay.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Tema guardado exitosamente')).toBeVisible();
  await expect(overlay).toBeHidden();

  // Not published yet: guests still see Etiqueta.
  expect((await pageLook(guest, slug)).background).toBe(ETIQUETA_BACKGROUND);

  await card.getByRole('button', { name: 'Publicar' }).click();
  await expect(card).toContainText('Es el tema que ven tus invitados.');
  await expect(card.getByRole('button', { name: 'Publicar' })).toBeHidden();
  const published = await pageLook(guest, slug);
  expect(published.background).toBe('rgb(255, 244, 230)');
  expect(published.font).toContain('Lora');

  await card.getByRole('button', { name: 'Desactivar' }).click();
  await expect(card.getByRole('button', { name: 'Publicar' })).toBeVisible();
  expect((await pageLook(guest, slug)).background).toBe(ETIQUETA_BACKGROUND);
  await guest.close();
});
