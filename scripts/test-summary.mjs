// Reads the output of `pnpm test` and prints the closing lines of CI's log: every test that failed an
// attempt, by name (Vitest's "FAIL" lines, Playwright's "✘" lines — also for a flaky test that passed
// on its retry — node:test's "not ok"), then one line with the totals of every runner in it:
// "tests: N passed, N failed" (a flaky test counts as failed). CI keeps only the end of its log, so a failure
// must be named there, not only thousands of lines above.
import { readFileSync } from 'node:fs';

const log = readFileSync(process.argv[2] ?? 0, 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
let passed = 0;
let failed = 0;
const failures = new Set();
for (const line of log.split('\n')) {
  const task = line.replace(/^@\S+:\s?/, '');
  const vitestFailure = /^\s*FAIL\s+(.+)$/.exec(task);
  // Playwright's list reporter marks a failed test (and each of its retries) with ✘.
  const playwrightFailure = /^\s*✘\s+\d+\s+(.+?)(?:\s+\(\d[\d.]*m?s\))?$/.exec(task);
  const nodeTestFailure = /^\s*not ok \d+ - (.+)$/.exec(task);
  const failure = vitestFailure ?? playwrightFailure ?? nodeTestFailure;
  if (failure) failures.add(failure[1].trim());

  const vitest = /^\S*:?\s*Tests\s+(?:(\d+) failed \| )?(\d+) passed/.exec(
    line.replace(/^@[^ ]+ /, ''),
  );
  if (vitest) {
    failed += Number(vitest[1] ?? 0);
    passed += Number(vitest[2]);
    continue;
  }
  const playwright = /^(?:@\S+:\s*)?\s+(\d+) (passed|failed|flaky)( \(|$)/.exec(line);
  if (playwright) {
    if (playwright[2] === 'passed') passed += Number(playwright[1]);
    else failed += Number(playwright[1]);
    continue;
  }
  const nodeTest = /^(?:@\S+:\s*)?(?:#|ℹ) (pass|fail) (\d+)$/.exec(line);
  if (nodeTest) {
    if (nodeTest[1] === 'pass') passed += Number(nodeTest[2]);
    else failed += Number(nodeTest[2]);
  }
}
if (failures.size > 0) {
  console.log('tests that failed an attempt:');
  for (const failure of failures) console.log(`  ✗ ${failure}`);
}
console.log(`tests: ${passed} passed, ${failed} failed`);
