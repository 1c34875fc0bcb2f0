// Zero 5xx from bad input: every contract operation gets FUZZ_RUNS requests generated from the
// contract with some part broken (src/test/contract-fuzz.ts), sent with a real session of the role
// the operation lists; each must answer below 500, in the contract, in the request's language.
// The seed is printed; FUZZ_SEED=<seed> replays a run (fast-check prints the failing case's path).
// 100 requests an operation in a run: where the file runs on both PGlite and PostgreSQL (DATABASE_URL
// set), 25 on PGlite and 75 on PostgreSQL, under seeds of their own, since what it probes is the HTTP
// layer's checks. A request costs PGlite about four times what it costs PostgreSQL (measured: 50 an
// operation took 102 s on PGlite, 25 s on PostgreSQL), and this file is the suite's longest.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  describeCase,
  fuzzCases,
  fuzzSeed,
  fuzzServices,
  fuzzTarget,
  fuzzVerdict,
  injectOptions,
} from '../test/contract-fuzz.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { loadContract } from './contract-document.ts';

const contract = loadContract();
const seed = fuzzSeed(process.env.FUZZ_SEED);
const onBothEngines = process.env.DATABASE_URL !== undefined;
const onPostgres = process.env.TEST_DATABASE === 'postgres';
const runs = Number(process.env.FUZZ_RUNS ?? (!onBothEngines ? 100 : onPostgres ? 75 : 25));

describe(`contract fuzz (FUZZ_SEED=${seed}, ${runs} requests per operation)`, () => {
  let t: TestApp;
  let services: Awaited<ReturnType<typeof fuzzServices>>;
  beforeAll(async () => {
    console.info(`contract fuzz: FUZZ_SEED=${seed}`);
    services = await fuzzServices();
    t = await createTestApp({ env: services.env });
  });
  afterAll(async () => {
    await t?.close();
    await services?.stop();
  });

  it.each(contract.operations.map((operation) => [operation.operationId, operation] as const))(
    '%s answers bad requests with a 4xx in the contract',
    async (_, operation) => {
      const target = await fuzzTarget(t.app, operation);
      await fc.assert(
        fc.asyncProperty(fuzzCases(target), async (request) => {
          const response = await t.app.inject(injectOptions(target, request));
          const verdict = fuzzVerdict(contract, target, request, response);
          if (verdict !== null) throw new Error(`${describeCase(target, request)}\n→ ${verdict}`);
        }),
        { seed, numRuns: runs, endOnFailure: true },
      );
    },
    120_000,
  );
});
