// The contract fuzz at length: every operation of the contract gets --runs (1,000) requests built
// from the contract with some part broken (apps/server/src/test/contract-fuzz.ts, the generator the
// suite's contract-fuzz.test.ts runs 100 times per operation), sent with app.inject as a real
// couple, admin or promoter. It prints the requests sent, the answers by status class, the 5xx and
// the answers outside the contract, and the time taken.
//
//   pnpm --filter @convite/bench fuzz                          PGlite, a new seed (printed)
//   pnpm --filter @convite/bench fuzz -- --runs 200 --seed 42  fewer requests, a given seed
//   TEST_DATABASE=postgres DATABASE_URL=postgres://… pnpm --filter @convite/bench fuzz
//
// It exits 1 when any answer is a 5xx or outside the contract (the server answered wrongly).
import { parseArgs } from 'node:util';
import fc from 'fast-check';
import { loadContract } from '@convite/server/contract';
import {
  describeCase,
  fuzzCases,
  fuzzSeed,
  fuzzServices,
  fuzzTarget,
  fuzzVerdict,
  injectOptions,
} from '@convite/server/testing/contract-fuzz';
import { createTestApp } from '@convite/server/testing/test-app';
import { scriptArgs } from './src/script-args.ts';

const { values: args } = parseArgs({
  args: scriptArgs(),
  options: { runs: { type: 'string', default: '1000' }, seed: { type: 'string' } },
});
const RUNS = Number(args.runs);
const SEED = fuzzSeed(args.seed);

async function main(): Promise<number> {
  const contract = loadContract();
  const services = await fuzzServices();
  const t = await createTestApp({ env: services.env });
  const byClass = new Map<string, number>();
  const failures: string[] = [];
  let sent = 0;
  let serverErrors = 0;
  const started = performance.now();
  try {
    console.log(
      `contract fuzz: ${contract.operations.length} operations × ${RUNS}, FUZZ_SEED=${SEED}`,
    );
    for (const operation of contract.operations) {
      const target = await fuzzTarget(t.app, operation);
      for (const request of fc.sample(fuzzCases(target), { seed: SEED, numRuns: RUNS })) {
        const response = await t.app.inject(injectOptions(target, request));
        sent += 1;
        const statusClass = `${String(response.statusCode).charAt(0)}xx`;
        byClass.set(statusClass, (byClass.get(statusClass) ?? 0) + 1);
        if (response.statusCode >= 500) serverErrors += 1;
        const verdict = fuzzVerdict(contract, target, request, response);
        if (verdict !== null) failures.push(`${describeCase(target, request)}\n  → ${verdict}`);
      }
    }
  } finally {
    await t.close();
    await services.stop();
  }
  const seconds = (performance.now() - started) / 1000;
  console.table({
    operations: contract.operations.length,
    'requests per operation': RUNS,
    requests: sent,
    ...Object.fromEntries([...byClass].sort().map(([statusClass, count]) => [statusClass, count])),
    '5xx': serverErrors,
    'outside the contract (5xx included)': failures.length,
    seconds: Number(seconds.toFixed(1)),
    'requests per second': Math.round(sent / seconds),
  });
  for (const failure of failures.slice(0, 20)) console.log(failure);
  if (failures.length > 20) console.log(`… and ${failures.length - 20} more`);
  return failures.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
