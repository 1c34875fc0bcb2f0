// A couple imports their guest list from Excel: the preview shows a repeated guest and a row with a
// wrong phone before anything is saved, the phone is fixed in place, the import adds the right
// guests, and importing the same workbook again adds none.
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { createWedding, fixturePath, signInNewCouple } from './support/accounts.ts';
import { giveWeddingPlan } from './support/staff.ts';
import { uniqueSuffix } from './support/unique.ts';

/**
 * The Excel fixture's rows (header and four guests) as a workbook, plus María José again in capitals
 * without accents and with her phone typed differently, and Rosa, whose phone is not a number.
 */
async function workbookWithADuplicate(path: string) {
  const text = readFileSync(fixturePath('guests/excel-utf8-bom.csv'), 'utf8').replace(
    /^\uFEFF/,
    '',
  );
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Invitados');
  for (const line of text.trim().split(/\r?\n/)) {
    // The fixture's one quoted cell holds a comma: split on the commas outside quotes.
    sheet.addRow(
      line
        .match(/("[^"]*"|[^,]*)(,|$)/g)
        ?.map((cell) => cell.replace(/,$/, '').replace(/^"|"$/g, '')) ?? [],
    );
  }
  sheet.addRow(['MARIA JOSE', 'ramirez nuñez', '(55) 1234-5678', 2, '']);
  sheet.addRow(['Rosa', 'Vega', 'no tiene', 1, '']);
  await workbook.xlsx.writeFile(path);
}

async function openImport(page: Page) {
  await page.getByRole('link', { name: 'Invitados', exact: true }).click();
  await page.getByRole('button', { name: 'Importar mi lista' }).click();
}

const counts = (page: Page) => page.locator('.guest-import__counts');
const card = (page: Page, row: number) =>
  page.getByRole('listitem').filter({ has: page.getByText(`Fila ${row}`, { exact: true }) });

test('a couple previews an Excel list, fixes a row, skips the duplicate, and a second import adds nothing', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  await signInNewCouple(page, request, 'importar');
  const weddingId = await createWedding(page, 'Sofía & Diego', `sofia-y-diego-${uniqueSuffix()}`);
  await giveWeddingPlan(request, weddingId, 'Clásico');
  await page.reload();
  const file = testInfo.outputPath('invitados.xlsx');
  await workbookWithADuplicate(file);

  await openImport(page);
  await page.getByLabel('Archivo de Excel o CSV').setInputFiles(file);
  await page.getByRole('button', { name: 'Revisar archivo' }).click();
  await expect(page.getByRole('heading', { name: 'Revisa antes de importar' })).toBeVisible();
  await expect(counts(page)).toHaveText(/4 nuevos\s*1 duplicado\s*1 con problemas/);
  await expect(card(page, 6)).toContainText('Repetido en el archivo');
  await expect(card(page, 7)).toContainText('El teléfono no parece un número real');
  await expect(page.getByRole('button', { name: 'Importar 4 invitados' })).toBeDisabled();

  // Rosa's phone fixed where the problem is shown.
  await card(page, 7).getByLabel('Teléfono').fill('55 4444 5555');
  await expect(counts(page)).toHaveText(/5 nuevos\s*1 duplicado\s*0 con problemas/);
  await page.getByRole('button', { name: 'Importar 5 invitados' }).click();
  const result = page.getByRole('region', { name: 'Resultado de la importación' });
  await expect(result).toContainText('Invitados importados: 5. Duplicados omitidos: 1.');
  await result.getByRole('link', { name: 'Ver la lista de invitados' }).click();
  // The list's figures, folded into one line, count the five.
  const figures = page.locator('.guest-overview > summary');
  await expect(figures).toContainText('5 invitaciones');

  // The same workbook again: every guest is already on the list.
  await page.getByRole('button', { name: 'Importar mi lista' }).click();
  await page.getByLabel('Archivo de Excel o CSV').setInputFiles(file);
  await page.getByRole('button', { name: 'Revisar archivo' }).click();
  await expect(counts(page)).toHaveText(/0 nuevos\s*5 duplicados\s*1 con problemas/);
  await expect(card(page, 2)).toContainText('Ya está en tu lista');
  // Even with Rosa fixed the same way, the server finds her saved and skips her.
  await card(page, 7).getByLabel('Teléfono').fill('55 4444 5555');
  await page.getByRole('button', { name: 'Importar 1 invitado' }).click();
  await expect(result).toContainText('Invitados importados: 0. Duplicados omitidos: 6.');
  await result.getByRole('link', { name: 'Ver la lista de invitados' }).click();
  await expect(figures).toContainText('5 invitaciones');
});
