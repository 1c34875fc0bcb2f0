// Prints what the page loads before any interaction: the entry chunk and every chunk it imports
// statically (modulepreloaded), gzipped as the server sends them; fails above the budget.
import process from 'node:process';
import { reportInitialJs } from '@convite/vite-config/initial-js';

const BUDGET_BYTES = 130 * 1024;
if (!reportInitialJs(new URL('../dist/client/', import.meta.url), BUDGET_BYTES)) process.exit(1);
