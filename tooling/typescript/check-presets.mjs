// Guards the settings every package relies on, so a careless edit to a preset fails loudly.
import { readFileSync } from 'node:fs';

const base = JSON.parse(readFileSync(new URL('./base.json', import.meta.url), 'utf8'));
const required = { strict: true, noUncheckedIndexedAccess: true, verbatimModuleSyntax: true };
const wrong = Object.entries(required).filter(([key, value]) => base.compilerOptions[key] !== value);
if (wrong.length > 0) {
  console.error(`base.json must set ${wrong.map(([key, value]) => `${key}: ${value}`).join(', ')}`);
  process.exit(1);
}
console.log('tsconfig presets: 1 passed, 0 failed');
