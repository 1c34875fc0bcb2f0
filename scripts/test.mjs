// `pnpm test`: every check of the repository, stage by stage, each stage timed. It stops at the first
// stage that fails and ends with a table of the stages' times. With STAGE_TIMES_FILE set (CI does),
// each stage's line is also appended to that file, so .ci/run can print its own stages beside these.
import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';

const stages = [
  {
    name: 'build, lint, typecheck, unit and server tests',
    command: ['pnpm', 'turbo', 'run', 'build', 'lint', 'typecheck', 'test', '--concurrency=3'],
  },
  { name: 'end-to-end tests (Chromium)', command: ['pnpm', 'turbo', 'run', 'test:e2e'] },
  { name: 'deployable build in production mode', command: ['pnpm', 'test:deploy'] },
];

const timings = [];
let failed = false;
for (const stage of stages) {
  console.log(`\n▶ ${stage.name}`);
  const started = performance.now();
  const [command, ...args] = stage.command;
  const { status, signal } = spawnSync(command, args, { stdio: 'inherit' });
  const seconds = Math.round((performance.now() - started) / 1000);
  const ok = status === 0;
  timings.push({ name: stage.name, seconds, ok });
  if (process.env.STAGE_TIMES_FILE) {
    appendFileSync(
      process.env.STAGE_TIMES_FILE,
      `${stage.name}\t${seconds}\t${ok ? 'ok' : 'failed'}\n`,
    );
  }
  if (!ok) {
    console.error(`✗ ${stage.name} failed (exit ${status ?? signal}).`);
    failed = true;
    break;
  }
}

console.log('\nStage times:');
for (const { name, seconds, ok } of timings) {
  console.log(`  ${String(seconds).padStart(5)} s  ${ok ? '✓' : '✗'} ${name}`);
}
process.exit(failed ? 1 : 0);
