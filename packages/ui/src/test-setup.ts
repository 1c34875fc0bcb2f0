import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// CI runs several suites at once on two cores, where a lazy route's first import can take seconds:
// findBy* and waitFor wait until the page shows (waiting longer never slows a passing test).
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());
