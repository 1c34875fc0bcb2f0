import '@testing-library/jest-dom/vitest';
import { hideSnack } from '@convite/ui/snack-store';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { setReauthOpen } from '../lib/reauth.ts';

// Page views ask GET /public/site on every screen; screen tests count their calls, so the component
// stays out of them (lib/page-views.test.tsx tests it).
vi.mock('../lib/page-views.tsx', () => ({ PageViews: () => null }));

// CI runs several suites at once on two cores, where a lazy route's first import can take seconds:
// findBy* and waitFor wait until the page shows (waiting longer never slows a passing test).
configure({ asyncUtilTimeout: 15_000 });

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('es');
});

afterEach(() => {
  cleanup();
  hideSnack();
  setReauthOpen(false);
  localStorage.clear();
});
