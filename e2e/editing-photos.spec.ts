// A couple's photos on a phone: a chosen cover photo waits for "Guardar foto", leaving the tab with
// it unsaved asks first (another tab, or closing the page), and once saved it is kept after a
// reload; several gallery photos go up at once.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createWedding, signInNewCouple } from './support/accounts.ts';
import { giveWeddingPlan } from './support/staff.ts';
import { uniqueSuffix } from './support/unique.ts';

const photo = readFileSync(path.resolve(import.meta.dirname, 'fixtures/portada.jpg'));
const asFile = (name: string) => ({ name, mimeType: 'image/jpeg', buffer: photo });

/** A section of the editing tab, opened: on a phone the sections are an accordion. */
async function openSection(page: Page, name: string): Promise<Locator> {
  const region = page.getByRole('region', { name, exact: true });
  const toggle = region.getByRole('heading', { level: 2 }).getByRole('button');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return region;
}

test('an unsaved cover photo is guarded until saved, then kept; the gallery takes several at once', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInNewCouple(page, request, 'fotos');
  const weddingId = await createWedding(page, 'Sofía & Diego', `sofia-y-diego-${uniqueSuffix()}`);
  await page.getByRole('button', { name: 'Iniciar el modo de prueba de 72 horas' }).click();
  await page.getByRole('button', { name: 'Sí, iniciar' }).click();
  await expect(page.getByText(/Tu modo de prueba termina el/)).toBeVisible();
  // A plan whose gallery holds 30 photos.
  await giveWeddingPlan(request, weddingId, 'Premium');
  await page.goto(`/dashboard/boda/${weddingId}/edicion`);

  // Closed on a phone, each section says in one line what it holds.
  const coverRegion = page.getByRole('region', { name: 'Portada', exact: true });
  await expect(coverRegion.getByText('Sofía & Diego · Sin foto de portada')).toBeVisible();

  const cover = await openSection(page, 'Portada');
  await cover.getByLabel('Agregar foto').setInputFiles(asFile('portada.jpg'));
  await expect(cover.getByText('Esta foto aún no se guarda.')).toBeVisible();

  // Another tab: the couple is asked, and staying keeps the photo where it was.
  await page.getByRole('link', { name: 'Temas', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Tienes cambios sin guardar. Si sales ahora, se perderán.');
  await dialog.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(page).toHaveURL(/\/edicion$/);
  await expect(cover.getByText('Esta foto aún no se guarda.')).toBeVisible();

  await cover.getByRole('button', { name: 'Guardar foto' }).click();
  await expect(cover.getByText('Guardado ✓')).toBeVisible();
  await expect(cover.getByRole('button', { name: 'Eliminar imagen' })).toHaveCount(1);

  // Saved: leaving asks nothing, and the photo is there after a reload.
  await page.getByRole('link', { name: 'Temas', exact: true }).click();
  await expect(page).toHaveURL(/\/temas$/);
  await page.getByRole('link', { name: 'Contenido', exact: true }).click();
  await page.reload();
  await expect(coverRegion.getByText('Sofía & Diego · Con foto de portada')).toBeVisible();
  await expect(
    (await openSection(page, 'Portada')).getByRole('button', { name: 'Eliminar imagen' }),
  ).toHaveCount(1);

  // Three gallery photos chosen at once, saved with one button.
  const gallery = await openSection(page, 'Galería');
  await gallery
    .getByLabel('Agregar fotos')
    .setInputFiles([asFile('uno.jpg'), asFile('dos.jpg'), asFile('tres.jpg')]);
  await expect(gallery.getByText('3 fotos aún no se guardan.')).toBeVisible();
  await gallery.getByRole('button', { name: 'Guardar 3 fotos' }).click();
  await expect(gallery.getByRole('button', { name: 'Eliminar imagen' })).toHaveCount(3);
  await expect(gallery.getByText('Guardado ✓')).toBeVisible();
  await expect(gallery.getByRole('alert')).toHaveCount(0);

  // Closing the page with a chosen photo not saved: the browser asks first.
  await gallery.getByLabel('Agregar fotos').setInputFiles(asFile('cuatro.jpg'));
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const question = await asked;
  expect(question.type()).toBe('beforeunload');
  await question.accept();
});
