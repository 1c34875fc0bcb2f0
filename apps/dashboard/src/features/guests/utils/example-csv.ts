import exampleXlsxUrl from '../assets/ejemplo-invitados.xlsx?url';

/** The example file of the batch page: the Spanish headers the import reads, and three rows. */
export const EXAMPLE_CSV = [
  'Nombre,Apellido,Teléfono,Invitados máximos,Mensaje especial',
  'María José,Ramírez Núñez,+52 55 1234 5678,2,¡Te esperamos!',
  'Íñigo,Peña,33 8765 4321,1,',
  'Ángeles,Güemes,(81) 2345-6789,4,"Con cariño, para toda la familia"',
].join('\r\n');

export const EXAMPLE_CSV_NAME = 'ejemplo-invitados.csv';

/**
 * The same example as an Excel workbook (the rows of EXAMPLE_CSV, a bold frozen header); the server's
 * preview test reads this very file, so the example offered is one the import takes.
 */
export const EXAMPLE_XLSX_URL = exampleXlsxUrl;
export const EXAMPLE_XLSX_NAME = 'ejemplo-invitados.xlsx';

/** UTF-8 with a BOM, so Excel shows the accents. */
export function exampleCsvBlob(): Blob {
  return new Blob(['\uFEFF', EXAMPLE_CSV, '\r\n'], { type: 'text/csv;charset=utf-8' });
}

/** What the picker offers: Excel workbooks and CSV files. */
export const GUEST_LIST_ACCEPT =
  '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

export function isGuestListFileName(name: string): boolean {
  return /\.(csv|xlsx)$/i.test(name.trim());
}
