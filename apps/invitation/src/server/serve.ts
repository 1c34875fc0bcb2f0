// The production invitation server: `node dist/server/serve.js` (PORT, HOST, API_PROXY_TARGET, PUBLIC_URL,
// FILES_PUBLIC_URL, TRUST_PROXY, WEB_CONCURRENCY).
import cluster from 'node:cluster';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readConfig, type ServerConfig } from './config.ts';
import { createAppServer } from './create-server.ts';
import { fontStylesheetsFromManifest } from './font-stylesheets.ts';
import { inlineStylesheets } from './html-document.ts';
import type { RequestTracer } from './tracing.ts';
import { superviseWorkers } from './workers.ts';

const log = (message: string) => console.error(`[invitation] ${message}`);
let config: ServerConfig;
try {
  config = readConfig();
} catch (error) {
  // A setting that is wrong or missing: its message alone, and no start.
  log(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
if (config.workers > 1 && cluster.isPrimary) {
  superviseWorkers(config.workers, log);
} else {
  // OpenTelemetry is imported only when traces are configured.
  const tracer =
    config.tracing === null ? null : (await import('./tracing.ts')).startTracing(config.tracing);
  serve(tracer);
}

function serve(tracer: RequestTracer | null) {
  const assetsDir = path.join(config.clientDir, 'assets');
  const template = inlineStylesheets(
    readFileSync(path.join(config.clientDir, 'index.html'), 'utf8'),
    (name) => {
      const file = path.join(assetsDir, name);
      return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    },
  );
  const manifestFile = path.join(config.clientDir, '.vite', 'manifest.json');
  const fontStylesheets = existsSync(manifestFile)
    ? fontStylesheetsFromManifest(JSON.parse(readFileSync(manifestFile, 'utf8')))
    : {};
  const app = createAppServer({
    template,
    assetsDir,
    fontStylesheets,
    apiTarget: config.apiTarget,
    publicUrl: config.publicUrl,
    filesOrigin: config.filesOrigin,
    trustProxy: config.trustProxy,
    log,
    tracer,
  });

  app.listen({ port: config.port, host: config.host }).then(
    () => {
      console.log(
        `[invitation] http://${config.host}:${config.port}/<slug> (API ${config.apiTarget})`,
      );
    },
    (error: unknown) => {
      log(`could not listen: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );

  function stop() {
    app
      .close()
      .then(() => tracer?.shutdown())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  }
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
