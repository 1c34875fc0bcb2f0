// The admin login's JavaScript (the entry and its static imports: the console's screens load with
// their routes, see src/app/routes.tsx), gzipped; the build fails above the budget.
import process from 'node:process';
import { reportInitialJs } from '@convite/vite-config/initial-js';

const BUDGET_BYTES = 150 * 1024;
if (!reportInitialJs(new URL('../dist/', import.meta.url), BUDGET_BYTES)) process.exit(1);
