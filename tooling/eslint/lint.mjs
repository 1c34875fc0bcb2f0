#!/usr/bin/env node
// `convite-lint`: a TypeScript package's whole lint. ESLint runs the preset (index.js), which needs
// no types; oxlint runs the rules that do (type-aware.mjs). Both run, so one lint shows every finding.
import { lintTypes } from './type-aware.mjs';
import { runBin } from './run-bin.mjs';

const eslint = runBin('eslint', 'eslint', ['.']);
const types = lintTypes();
process.exit(eslint.status || types.status);
