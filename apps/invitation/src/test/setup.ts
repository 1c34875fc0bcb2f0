import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// CI runs several suites at once on two cores: give findBy* queries room beyond the 1 s default.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  if (typeof localStorage !== 'undefined') localStorage.clear();
});

afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
});
