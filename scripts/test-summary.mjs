// Reads the output of `pnpm test` and prints one closing line with the totals of every runner in it
// (Vitest, Playwright, node:test), so CI's log ends with what ran: "tests: N passed, N failed".
import { readFileSync } from 'node:fs';

const log = readFileSync(process.argv[2] ?? 0, 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
let passed = 0;
let failed = 0;
for (const line of log.split('\n')) {
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
console.log(`tests: ${passed} passed, ${failed} failed`);
