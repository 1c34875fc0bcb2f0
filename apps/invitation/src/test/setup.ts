import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// CI runs several suites at once on two cores, where a lazy route's first import can take seconds:
// findBy* and waitFor wait until the page shows (waiting longer never slows a passing test).
configure({ asyncUtilTimeout: 15_000 });

beforeEach(() => {
  if (typeof localStorage !== 'undefined') localStorage.clear();
});

afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
});

// jsdom has no navigator.sendBeacon (every browser the page supports does): without it the
// opening's beacon would fall back to fetch and take the responses tests prepare for their calls.
if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon !== 'function') {
  Object.defineProperty(navigator, 'sendBeacon', {
    value: () => true,
    configurable: true,
    writable: true,
  });
}
