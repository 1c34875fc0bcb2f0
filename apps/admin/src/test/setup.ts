import '@testing-library/jest-dom/vitest';
import { hideSnack } from '@convite/ui/snack-store';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { i18n } from '../lib/i18n.ts';

// CI runs several suites at once on two cores: give findBy* queries room beyond the 1 s default.
configure({ asyncUtilTimeout: 5000 });

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('es');
});

afterEach(() => {
  cleanup();
  hideSnack();
  localStorage.clear();
});
