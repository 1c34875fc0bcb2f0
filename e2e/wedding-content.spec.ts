// A couple creates their wedding, starts test mode and fills every section of the invitation's
// content (photos, the song, an event with an image, an itinerary item with its icon, a registry,
// an accommodation); after a reload everything is still there.
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createWedding, fixturePath, signInNewCouple } from './support/accounts.ts';
import { uniqueSuffix } from './support/unique.ts';

const photo = path.resolve(import.meta.dirname, 'fixtures/portada.jpg');

/** A section of the editing tab, opened first on a phone, where the sections are an accordion. */
async function section(page: Page, name: string): Promise<Locator> {
  const region = page.getByRole('region', { name, exact: true });
  await expect(region).toBeVisible();
  const toggle = region.getByRole('heading', { level: 2 }).getByRole('button');
  if ((await toggle.count()) > 0 && (await toggle.getAttribute('aria-expanded')) === 'false')
    await toggle.click();
  return region;
}

/** Edits a field with its pencil, types, and confirms with its check. */
async function editField(scope: Locator, label: string, value: string) {
  await scope.getByRole('button', { name: `Editar ${label}`, exact: true }).click();
  await scope.getByRole('textbox', { name: label, exact: true }).fill(value);
  await scope.getByRole('button', { name: `Guardar ${label}`, exact: true }).click();
  await expect(scope.getByRole('button', { name: `Editar ${label}`, exact: true })).toBeVisible();
}

/** Opens an add form, names the new item and saves it; returns the item's card. */
async function addItem(scope: Locator, addLabel: string, nameLabel: string, name: string) {
  await scope.getByRole('button', { name: addLabel, exact: true }).click();
  await scope.getByRole('textbox', { name: nameLabel, exact: true }).fill(name);
  await scope.getByRole('button', { name: `Guardar ${nameLabel}`, exact: true }).click();
  const card = scope.getByRole('article', { name });
  await expect(card).toBeVisible();
  return card;
}

async function uploadImage(scope: Locator) {
  await scope.getByLabel('Agregar foto').setInputFiles(photo);
  await scope.getByRole('button', { name: 'Guardar foto' }).click();
  await expect(scope.getByRole('button', { name: 'Eliminar imagen' })).toHaveCount(1);
}

test('a couple builds the whole invitation content and finds it all after a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInNewCouple(page, request, 'contenido');
  const slug = `ana-y-luis-${uniqueSuffix()}`;

  await createWedding(page, 'Ana & Luis', slug);

  // Inactive: the content can be read but not edited until test mode starts.
  await page.getByRole('link', { name: 'Contenido', exact: true }).click();
  await expect(page.getByText('Activa tu invitación para editar su contenido.')).toBeVisible();
  await expect(
    (await section(page, 'Portada')).getByRole('button', { name: 'Editar Nombre de la boda' }),
  ).toBeDisabled();

  await page.getByRole('link', { name: 'Plan', exact: true }).click();
  await page.getByRole('button', { name: 'Iniciar el modo de prueba de 72 horas' }).click();
  await page.getByRole('button', { name: 'Sí, iniciar' }).click();
  await expect(page.getByText(/Tu modo de prueba termina el/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tu enlace de invitación' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Contenido', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Tu enlace de invitación' })).toBeVisible();

  const cover = await section(page, 'Portada');
  await expect(cover.getByText(slug)).toBeVisible();
  await expect(
    cover.getByText('Para cambiar el identificador o la fecha, contacta a soporte.'),
  ).toBeVisible();
  await uploadImage(cover);
  await cover.getByLabel('Elegir canción (.mp3)').setInputFiles(fixturePath('song.mp3'));
  await cover.getByRole('button', { name: 'Subir canción' }).click();
  await expect(cover.getByRole('button', { name: 'Eliminar canción' })).toBeVisible();

  const invitation = await section(page, 'Invitación');
  await editField(invitation, 'Primer mensaje', 'Con la bendición de Dios y de nuestros padres');

  const events = await section(page, 'Eventos');
  const ceremony = await addItem(events, 'Agregar evento', 'Nombre del evento', 'Ceremonia');
  await editField(ceremony, 'Lugar', 'Parroquia de San Juan');
  await uploadImage(ceremony);

  const itinerary = await section(page, 'Itinerario');
  const mass = await addItem(itinerary, 'Agregar actividad', 'Actividad', 'Misa');
  await mass.getByRole('button', { name: 'Editar Ícono', exact: true }).click();
  await mass.getByRole('button', { name: /^Ícono/ }).click();
  await page.getByRole('option', { name: 'Iglesia' }).click();
  await mass.getByRole('button', { name: 'Guardar Ícono', exact: true }).click();
  await expect(mass.getByText('Iglesia')).toBeVisible();

  const registry = await section(page, 'Mesa de regalos');
  const store = await addItem(
    registry,
    'Agregar mesa de regalos',
    'Nombre de la mesa de regalos',
    'Liverpool',
  );
  await editField(store, 'Enlace', 'https://mesaderegalos.liverpool.com.mx/milistaderegalo/123');

  const accommodations = await section(page, 'Hospedaje');
  await addItem(accommodations, 'Agregar hospedaje', 'Nombre del hospedaje', 'Hotel Casa Blanca');

  await page.reload();
  await expect(
    (await section(page, 'Portada')).getByRole('button', { name: 'Eliminar imagen' }),
  ).toHaveCount(1);
  await expect((await section(page, 'Portada')).getByText('song.mp3')).toBeVisible();
  await expect(
    (await section(page, 'Invitación')).getByText('Con la bendición de Dios y de nuestros padres'),
  ).toBeVisible();
  const ceremonyAgain = (await section(page, 'Eventos')).getByRole('article', {
    name: 'Ceremonia',
  });
  await expect(ceremonyAgain.getByText('Parroquia de San Juan')).toBeVisible();
  await expect(ceremonyAgain.getByRole('button', { name: 'Eliminar imagen' })).toHaveCount(1);
  await expect(
    (await section(page, 'Itinerario')).getByRole('article', { name: 'Misa' }).getByText('Iglesia'),
  ).toBeVisible();
  await expect(
    (await section(page, 'Mesa de regalos')).getByRole('article', { name: 'Liverpool' }),
  ).toBeVisible();
  await expect(
    (await section(page, 'Hospedaje')).getByRole('article', { name: 'Hotel Casa Blanca' }),
  ).toBeVisible();
});
