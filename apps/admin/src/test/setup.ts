import '@testing-library/jest-dom/vitest';
import { hideSnack } from '@convite/ui/snack-store';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { i18n } from '../lib/i18n.ts';

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('es');
});

afterEach(() => {
  cleanup();
  hideSnack();
  localStorage.clear();
});
