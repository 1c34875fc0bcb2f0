// Prints what the page loads before any interaction: the entry chunk and every chunk it imports
// statically (modulepreloaded), gzipped as the server sends them; fails above the budget.
import process from 'node:process';
import { initialJs } from './initial-js.mjs';

const BUDGET_BYTES = 130 * 1024;
const { files, totalGzip, totalBrotli, css } = initialJs(
  new URL('../dist/client/', import.meta.url),
);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
for (const file of files) {
  console.log(
    `${file.name.padEnd(40)} ${kb(file.raw).padStart(9)}  gzip ${kb(file.gzip).padStart(8)}  br ${kb(file.brotli).padStart(8)}`,
  );
}
console.log(
  `initial JavaScript: gzip ${kb(totalGzip)} (budget ${kb(BUDGET_BYTES)}), brotli ${kb(totalBrotli)}`,
);
for (const file of css) console.log(`${file.name.padEnd(40)} css gzip ${kb(file.gzip)}`);
if (totalGzip > BUDGET_BYTES) {
  console.error(`✗ the initial JavaScript is over budget by ${kb(totalGzip - BUDGET_BYTES)}`);
  process.exit(1);
}
