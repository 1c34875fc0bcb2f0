// Issue 31, point 1: nothing typed is lost by leaving. On a phone (390 px) a couple edits the wedding's
// name, a new guest and the message; a tab, a link, the browser's back, a reload and closing the tab
// each ask first; "Salir sin guardar" leaves and the text is gone, "Guardar y salir" keeps it, and
// after saving nothing asks.
import { expect, test, type Dialog, type Locator, type Page } from '@playwright/test';
import { createWedding, signInNewCouple } from './support/accounts.ts';
import { giveWeddingPlan } from './support/staff.ts';
import { uniqueSuffix } from './support/unique.ts';

test.use({ viewport: { width: 390, height: 844 } });

const QUESTION = '¿Salir sin guardar tus cambios?';

async function newWedding(page: Page, request: Parameters<typeof signInNewCouple>[1]) {
  await signInNewCouple(page, request, 'sin-guardar');
  const weddingId = await createWedding(page, 'Ana & Luis', `sin-guardar-${uniqueSuffix()}`);
  await giveWeddingPlan(request, weddingId, 'Premium');
  return weddingId;
}

/** The guard's question, once it is showing. */
async function question(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: QUESTION });
  await expect(dialog).toBeVisible();
  return dialog;
}

const tab = (page: Page, name: string) => page.getByRole('link', { name, exact: true });

/** The cover section of the editing tab, opened (on a phone the sections are an accordion). */
async function cover(page: Page): Promise<Locator> {
  const region = page.getByRole('region', { name: 'Portada', exact: true });
  const toggle = region.getByRole('heading', { level: 2 }).getByRole('button');
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.tap();
  return region;
}

test('a new wedding name: a tab asks, "Salir sin guardar" leaves it unsaved, a save asks nothing', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const weddingId = await newWedding(page, request);
  await page.goto(`/dashboard/boda/${weddingId}/edicion`);

  let section = await cover(page);
  await section.getByRole('button', { name: 'Editar Nombre de la boda', exact: true }).tap();
  const name = section.getByRole('textbox', { name: 'Nombre de la boda', exact: true });
  await name.fill('Ana y Luis 2027');
  await tab(page, 'Invitados').tap();
  let dialog = await question(page);
  await expect(dialog.getByRole('button', { name: 'Guardar y salir' })).toBeVisible();
  // Stay: the text is still there.
  await dialog.getByRole('button', { name: 'Seguir editando' }).tap();
  await expect(dialog).toBeHidden();
  await expect(name).toHaveValue('Ana y Luis 2027');
  await expect(page).toHaveURL(/\/edicion$/);

  await tab(page, 'Invitados').tap();
  dialog = await question(page);
  await dialog.getByRole('button', { name: 'Salir sin guardar' }).tap();
  await expect(page).toHaveURL(/\/invitados$/);
  await tab(page, 'Contenido').tap();
  section = await cover(page);
  await expect(section).toContainText('Ana & Luis');
  await expect(section).not.toContainText('Ana y Luis 2027');

  // Saved with the check: leaving asks nothing.
  await section.getByRole('button', { name: 'Editar Nombre de la boda', exact: true }).tap();
  await name.fill('Ana y Luis 2027');
  await section.getByRole('button', { name: 'Guardar Nombre de la boda', exact: true }).tap();
  await expect(section.getByText('Guardado ✓')).toBeVisible();
  await tab(page, 'Invitados').tap();
  await expect(page).toHaveURL(/\/invitados$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('"Agregar invitado" filled: Plan asks, back asks, reload and closing ask the browser', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const weddingId = await newWedding(page, request);
  // Reached in the app, so the browser's back stays in it.
  await page.goto(`/dashboard/boda/${weddingId}/invitados`);
  await page.getByRole('button', { name: 'Agregar invitado', exact: true }).tap();
  await expect(page).toHaveURL(/\/agregar-invitado$/);
  const name = page.getByLabel('Nombre', { exact: true });
  await name.fill('Carmen');

  // A tab of the wedding's navigation.
  await tab(page, 'Plan').tap();
  await (await question(page)).getByRole('button', { name: 'Seguir editando' }).tap();
  await expect(page).toHaveURL(/\/agregar-invitado$/);

  // The browser's back.
  await page.goBack({ waitUntil: 'commit' });
  await (await question(page)).getByRole('button', { name: 'Seguir editando' }).tap();
  await expect(page).toHaveURL(/\/agregar-invitado$/);
  await expect(name).toHaveValue('Carmen');

  // Reload: the browser's own question; staying keeps the text.
  const asked: Dialog[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog);
    void dialog.dismiss();
  });
  void page.reload().catch(() => undefined);
  await expect.poll(() => asked.map((dialog) => dialog.type())).toEqual(['beforeunload']);
  await expect(name).toHaveValue('Carmen');

  // Closing the tab asks too.
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => asked.length).toBe(2);
  expect(asked[1]?.type()).toBe('beforeunload');
  expect(page.isClosed()).toBe(false);
});

test('"Salir sin guardar" from a new guest leaves and the text is gone; after adding, nothing asks', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const weddingId = await newWedding(page, request);
  await page.goto(`/dashboard/boda/${weddingId}/agregar-invitado`);
  await page.getByLabel('Nombre', { exact: true }).fill('Carmen');
  await tab(page, 'Plan').tap();
  await (await question(page)).getByRole('button', { name: 'Salir sin guardar' }).tap();
  await expect(page).toHaveURL(/\/activacion$/);
  await page.goto(`/dashboard/boda/${weddingId}/agregar-invitado`);
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('');

  await page.getByLabel('Nombre', { exact: true }).fill('Carmen');
  await page.getByLabel('Teléfono').fill('55 1234 5678');
  await page.getByRole('button', { name: 'Agregar invitado' }).tap();
  await expect(page.getByRole('region', { name: /ya está en tu lista$/ })).toBeVisible();
  await tab(page, 'Plan').tap();
  await expect(page).toHaveURL(/\/activacion$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the message editor: "← Volver a invitados" asks, and "Guardar y salir" keeps the words', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const weddingId = await newWedding(page, request);
  await page.goto(`/dashboard/boda/${weddingId}/mensajes`);
  const text = page.getByLabel('Tu mensaje');
  const words = 'Hola {nombre}, los esperamos. {enlace}';
  await text.fill(words);
  await expect(page.getByText('Cambios sin guardar')).toBeVisible();
  await page.getByRole('link', { name: /Volver a invitados/ }).tap();
  await (await question(page)).getByRole('button', { name: 'Guardar y salir' }).tap();
  await expect(page).toHaveURL(/\/invitados$/);

  await page.goto(`/dashboard/boda/${weddingId}/mensajes`);
  await expect(text).toHaveValue(words);
  // Saved: leaving asks nothing.
  await page.getByRole('link', { name: /Volver a invitados/ }).tap();
  await expect(page).toHaveURL(/\/invitados$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
