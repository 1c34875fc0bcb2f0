// `pnpm test`: every check of the repository, stage by stage, each stage timed. Within a stage turbo
// runs every task (--continue) so one run shows every failure; it stops at the first stage that fails and ends with a table of the stages' times. With STAGE_TIMES_FILE set (CI does),
// each stage's line is also appended to that file, so .ci/run can print its own stages beside these.
import { spawnSync } from 'node:child_process';
import { appendFileSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const runs = path.resolve(import.meta.dirname, '../.turbo/runs');

/** The slowest tasks of turbo's newest run summary (`--summarize`), to see where a stage's time goes. */
function slowestTasks(count) {
  let files;
  try {
    files = readdirSync(runs).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  const newest = files
    .map((name) => path.join(runs, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (newest === undefined) return [];
  const { tasks } = JSON.parse(readFileSync(newest, 'utf8'));
  return tasks
    .map(({ taskId, execution, cache }) => ({
      taskId,
      seconds: (execution.endTime - execution.startTime) / 1000,
      cached: cache.status === 'HIT',
    }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count);
}

// The end-to-end specs run in the same turbo run as the unit and server tests: they need only the
// apps' builds, and they wait on the browser and the network while the server suite works the
// cores, so the two overlap instead of queueing (together ~2 minutes less than one after the other).
const stages = [
  {
    name: 'build, lint, typecheck, unit, server and end-to-end tests',
    command: [
      'pnpm',
      'turbo',
      'run',
      'build',
      'lint',
      'typecheck',
      'test',
      'test:e2e',
      '--concurrency=3',
      '--continue',
    ],
    turbo: true,
  },
  { name: 'deployable build in production mode', command: ['pnpm', 'test:deploy'] },
];

const timings = [];
let failed = false;
for (const stage of stages) {
  console.log(`\n▶ ${stage.name}`);
  const started = performance.now();
  const [command, ...args] = stage.command;
  const { status, signal } = spawnSync(command, stage.turbo ? [...args, '--summarize'] : args, {
    stdio: 'inherit',
  });
  const seconds = Math.round((performance.now() - started) / 1000);
  const ok = status === 0;
  timings.push({ name: stage.name, seconds, ok, tasks: stage.turbo ? slowestTasks(8) : [] });
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
for (const { name, seconds, ok, tasks } of timings) {
  console.log(`  ${String(seconds).padStart(5)} s  ${ok ? '✓' : '✗'} ${name}`);
  for (const task of tasks) {
    const time = task.seconds.toFixed(1).padStart(7);
    console.log(`         ${time} s  ${task.taskId}${task.cached ? ' (cached)' : ''}`);
  }
}
process.exit(failed ? 1 : 0);
