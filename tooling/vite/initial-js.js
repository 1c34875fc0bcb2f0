// The JavaScript a first visit downloads before interaction, read from the client build's manifest:
// the entry and its static imports (dynamic imports load later and do not count).
import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** @param {URL} clientDir the client build folder (dist/client/) */
export function initialJs(clientDir) {
  const manifestFile = new URL('.vite/manifest.json', clientDir);
  if (!existsSync(manifestFile)) throw new Error('No client build: run `pnpm build` first.');
  /** @type {Record<string, {file: string, isEntry?: boolean, imports?: string[], css?: string[]}>} */
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  // The page's entry (the fonts' stylesheet is an entry too, but not JavaScript).
  const entry = manifest['index.html']?.isEntry
    ? 'index.html'
    : Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith('.html'));
  if (!entry) throw new Error('The manifest names no entry.');
  const seen = new Set();
  const css = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const file of manifest[key]?.css ?? []) css.add(file);
    for (const child of manifest[key]?.imports ?? []) visit(child);
  };
  visit(entry);
  const measure = (file) => {
    const content = readFileSync(new URL(file, clientDir));
    return {
      name: file,
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        .length,
    };
  };
  const files = [...seen].map((key) => measure(manifest[key].file));
  return {
    files,
    totalGzip: files.reduce((sum, file) => sum + file.gzip, 0),
    totalBrotli: files.reduce((sum, file) => sum + file.brotli, 0),
    css: [...css].map(measure),
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Prints the initial JavaScript of a client build, file by file, and whether it keeps to the budget.
 * @param {URL} clientDir the client build folder (with .vite/manifest.json)
 * @param {number} budgetBytes the most gzipped JavaScript a first visit may download
 * @returns {boolean} whether it keeps to the budget
 */
export function reportInitialJs(clientDir, budgetBytes) {
  const { files, totalGzip, totalBrotli, css } = initialJs(clientDir);
  for (const file of files) {
    console.log(
      `${file.name.padEnd(40)} ${kb(file.raw).padStart(9)}  gzip ${kb(file.gzip).padStart(8)}  br ${kb(file.brotli).padStart(8)}`,
    );
  }
  console.log(
    `initial JavaScript: gzip ${kb(totalGzip)} (budget ${kb(budgetBytes)}), brotli ${kb(totalBrotli)}`,
  );
  for (const file of css) console.log(`${file.name.padEnd(40)} css gzip ${kb(file.gzip)}`);
  if (totalGzip <= budgetBytes) return true;
  console.error(`✗ the initial JavaScript is over budget by ${kb(totalGzip - budgetBytes)}`);
  return false;
}
