/** What the picker offers: Excel workbooks and CSV files. */
export const GUEST_LIST_ACCEPT =
  '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

export function isGuestListFileName(name: string): boolean {
  return /\.(csv|xlsx)$/i.test(name.trim());
}
