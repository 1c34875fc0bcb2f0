// The last step of `pnpm build`: fails when test-only code reached dist/ (which `pnpm build:deploy`
// ships as dist/api). Test code lives in src/test/ (fixtures, fakes of Stripe and OpenAI, test kits)
// or in *.test.ts files, and tsconfig.build.json leaves both out; a production module that imports
// one would still pull it into the build, and this check says which.
import { readdirSync } from 'node:fs';
import path from 'node:path';

const dist = path.resolve(import.meta.dirname, '../dist');

/** Built files that only tests may use, by their path inside dist/. */
const FORBIDDEN = [
  /^test\//, // src/test/: fixtures, fakes, test kits
  /\.test\.js(\.map)?$/,
  /-test-kit\.js(\.map)?$/,
  /-fake-server\.js(\.map)?$/,
];

const files = readdirSync(dist, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) =>
    path.relative(dist, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
  );
const leaked = files.filter((file) => FORBIDDEN.some((pattern) => pattern.test(file)));

if (files.length === 0) {
  console.error(`✗ ${dist} is empty: nothing was built.`);
  process.exit(1);
}
if (leaked.length > 0) {
  console.error(
    `✗ Test-only code reached the production build: keep fakes and test kits in src/test/ and import\n` +
      `  them from tests only (code production needs is not test code: move it out of src/test/):\n` +
      leaked.map((file) => `    dist/${file}`).join('\n'),
  );
  process.exit(1);
}
console.log(`✓ dist/: ${files.length} files, no test-only code`);
