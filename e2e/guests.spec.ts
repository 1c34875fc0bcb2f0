// A couple with a plan manages their guests: one added by hand, four imported from the CSV that
// Excel saves on Spanish Windows (Windows-1252), more than a page of them, an accent-blind search,
// the sent toggle, a copied personal link, sending by WhatsApp, and the export opened with a real xlsx reader.
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { clientToken, createWedding, fixturePath, signInNewCouple } from './support/accounts.ts';
import { giveWeddingPlan } from './support/staff.ts';
import { uniqueSuffix } from './support/unique.ts';

const GUESTS_PAGE_SIZE = 20;

test('a couple adds, imports, finds, marks, shares and exports their guests', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInNewCouple(page, request, 'invitados');
  const slug = `maria-y-jose-${uniqueSuffix()}`;
  const weddingId = await createWedding(page, 'María & José', slug);
  await giveWeddingPlan(request, weddingId, 'Clásico');
  // Staff changed the plan behind the dashboard's back: a reload shows the active wedding.
  await page.reload();

  await page.getByRole('link', { name: 'Invitados', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Agrega a tu primer invitado' })).toBeVisible();

  // One guest by hand.
  await page.getByRole('button', { name: 'Agregar invitado', exact: true }).click();
  await page.getByLabel('Nombre', { exact: true }).fill('Carmen');
  await page.getByLabel('Apellido').fill('Olvera');
  await page.getByLabel('Teléfono').fill('+52 55 8765 4321');
  await page.getByLabel('Invitados máximos').fill('2');
  await page.getByRole('button', { name: 'Agregar invitado', exact: true }).click();
  // Her invitation can go right away; the list is one tap further.
  const created = page.getByRole('region', { name: 'Carmen Olvera ya está en tu lista' });
  await expect(
    created.getByRole('button', { name: 'Copiar enlace de Carmen Olvera' }),
  ).toBeVisible();
  await created.getByRole('link', { name: 'Ver la lista de invitados' }).click();
  await expect(page).toHaveURL(/\/invitados$/);
  const table = page.getByRole('region', { name: 'Lista de invitados' });
  await expect(table.getByRole('rowheader', { name: 'Carmen Olvera' })).toBeVisible();

  // Four from Excel's Windows-1252 CSV, accents intact, reviewed before they are saved.
  await page.getByRole('button', { name: 'Importar mi lista' }).click();
  await page
    .getByLabel('Archivo de Excel o CSV')
    .setInputFiles(fixturePath('guests/excel-windows-1252.csv'));
  await page.getByRole('button', { name: 'Revisar archivo' }).click();
  await expect(page.getByText('4 nuevos')).toBeVisible();
  await page.getByRole('button', { name: 'Importar 4 invitados' }).click();
  const result = page.getByRole('region', { name: 'Resultado de la importación' });
  await expect(result.getByText('Invitados importados: 4.')).toBeVisible();
  await result.getByRole('link', { name: 'Ver la lista de invitados' }).click();
  for (const name of ['María José Ramírez Núñez', 'Íñigo Peña', 'Ángeles Güemes', 'Sofía Muñoz']) {
    await expect(table.getByRole('rowheader', { name, exact: true })).toBeVisible();
  }

  // More than a page: the rest arrive through the API, as another device of the couple would add them.
  const token = await clientToken(page);
  for (let index = 1; index <= 18; index += 1) {
    const created = await request.post('/v1/guests', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        name: `Invitado ${index}`,
        phone: `55000000${String(index).padStart(2, '0')}`,
        maxGuestsAllowed: 1,
        weddingId,
      },
    });
    expect(created.status()).toBe(201);
  }
  await page.reload();
  // The figures are folded into one line: a tap opens them.
  await page.locator('.guest-overview > summary').click();
  const invitations = page.getByRole('region', { name: 'Invitaciones' });
  await expect(invitations.getByText('Total')).toBeVisible();
  await expect(invitations.locator('dd').first()).toHaveText('23');
  await expect(table.getByRole('row')).toHaveCount(GUESTS_PAGE_SIZE + 1);
  // The page keeps the phone's width: nothing in the table widens it (a click here would miss).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
  await page.getByRole('button', { name: 'Página 2' }).click();
  await expect(table.getByRole('rowheader', { name: 'Invitado 18' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(23 - GUESTS_PAGE_SIZE + 1);

  // Search without accents or capitals finds María; no page buttons while searching.
  await page.getByLabel('Buscar invitado por nombre').fill('maria jose');
  await expect(page.getByText('Resultados de «maria jose»: 1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Página 2' })).toHaveCount(0);
  const maria = 'María José Ramírez Núñez';
  await expect(table.getByRole('rowheader', { name: maria })).toBeVisible();

  // Sent toggle (in her details on a phone), and the summary follows.
  await table.getByRole('button', { name: maria, exact: true }).click();
  const sent = table.getByRole('switch', { name: `Invitación enviada a ${maria}` });
  await expect(sent).not.toBeChecked();
  await sent.click();
  await expect(sent).toBeChecked();
  await expect(invitations.locator('dd').nth(1)).toHaveText('1');

  // Copy the personal link: the clipboard holds it and "Copiado" shows for two seconds.
  const copyMaria = table.getByRole('button', { name: `Copiar enlace de ${maria}` });
  await copyMaria.click();
  // Its name says so too ("Copiado: enlace de …"), so the button is found by its place now.
  await expect(table.locator('.guest-link__copy')).toHaveText('Copiado');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`/${slug}\\?code=[0-9A-HJKMNP-TV-Z]{8}$`));
  await expect(table.getByText('Copiado')).toHaveCount(0, { timeout: 4_000 });
  // "Abrir" is the couple's preview of that same link (not counted as the guest's opening).
  await expect(
    table.getByRole('link', { name: `Abrir la invitación de ${maria}` }),
  ).toHaveAttribute('href', `${copied}&preview=1`);

  // WhatsApp: a chat opens with the couple's message for that guest, who then counts as sent.
  // wa.me is outside the test's network: a stand-in page answers for it.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  await page.getByLabel('Buscar invitado por nombre').fill('carmen');
  const carmen = 'Carmen Olvera';
  await table.getByRole('button', { name: carmen, exact: true }).click();
  await expect(table.getByText('+52 55 8765 4321')).toBeVisible();
  const [chat] = await Promise.all([
    context.waitForEvent('page'),
    table.getByRole('link', { name: `Enviar por WhatsApp la invitación de ${carmen}` }).click(),
  ]);
  const chatUrl = new URL(chat.url());
  expect(`${chatUrl.origin}${chatUrl.pathname}`).toBe('https://wa.me/525587654321');
  expect(chatUrl.searchParams.get('text')).toMatch(
    new RegExp(
      '^¡Hola, Carmen! Con mucha alegría te invitamos a nuestra boda el sábado 15 de mayo de 2027\\.' +
        `\n\nAquí está tu invitación personal: \\S+/${slug}\\?code=[0-9A-HJKMNP-TV-Z]{8}` +
        '\n\nCon cariño, María & José$',
    ),
  );
  await chat.close();
  await expect(table.getByRole('switch', { name: `Invitación enviada a ${carmen}` })).toBeChecked();
  await expect(invitations.locator('dd').nth(1)).toHaveText('2');

  // Export: a real .xlsx with every guest, accents intact, the answer and sent flag in words.
  await page.getByLabel('Buscar invitado por nombre').fill('');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar a Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('guests.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.getWorksheet('Invitados');
  expect(sheet?.rowCount).toBe(24);
  const header = sheet?.getRow(1).values as unknown[];
  const column = (name: string) => header.indexOf(name);
  const rows = (sheet?.getRows(2, 23) ?? []).map((row) => row.values as unknown[]);
  const mariaRow = rows.find((row) => row[column('Nombre')] === 'María José');
  expect(mariaRow?.[column('Apellido')]).toBe('Ramírez Núñez');
  expect(mariaRow?.[column('Enviada')]).toBe('Sí');
  expect(mariaRow?.[column('Respuesta')]).toBe('Sin respuesta');
  expect(mariaRow?.[column('Mensaje especial')]).toBe('¡Te esperamos!');
  expect(mariaRow?.[column('Enlace')]).toBe(copied);
  expect(rows.map((row) => row[column('Nombre')])).toEqual(
    expect.arrayContaining(['Carmen', 'Íñigo', 'Ángeles', 'Sofía', 'Invitado 18']),
  );
});
