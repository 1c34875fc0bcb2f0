const PESOS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Integer MXN pesos as the apps show them in both languages: "$1,490". */
export function formatMxn(amount: number): string {
  return `$${PESOS.format(amount)}`;
}
