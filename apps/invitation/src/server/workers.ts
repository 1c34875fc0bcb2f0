// The invitation server in several processes on one port (node:cluster, WEB_CONCURRENCY): a first
// open is rendered by React, which runs on one core per process, so one process per core is what
// lets a host's every core render pages. The primary only supervises: a worker that dies is
// replaced; one that dies before it ever listened (a port taken, a broken build) would die again, so
// the primary stops them all and exits 1 for the process manager to see. SIGTERM or SIGINT stops the
// workers (each closes its server) and then the primary.
import cluster, { type Worker } from 'node:cluster';

export function superviseWorkers(count: number, log: (message: string) => void): void {
  let isStopping = false;
  let exitCode = 0;

  const stopAll = (code: number) => {
    if (isStopping) return;
    isStopping = true;
    exitCode = code;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(exitCode);
    for (const worker of workers) worker?.process.kill('SIGTERM');
  };

  const start = () => {
    const worker: Worker = cluster.fork();
    let hasListened = false;
    worker.once('listening', () => (hasListened = true));
    worker.once('exit', (code, signal) => {
      if (isStopping) {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
        return;
      }
      if (!hasListened) {
        log(`a worker ended (${signal ?? code}) before it served; stopping`);
        stopAll(1);
        return;
      }
      log(`worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
      start();
    });
  };

  for (let index = 0; index < count; index += 1) start();
  process.on('SIGTERM', () => stopAll(0));
  process.on('SIGINT', () => stopAll(0));
}
