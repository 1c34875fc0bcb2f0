// The production invitation server: `node dist/server/serve.js` (PORT, HOST, API_PROXY_TARGET, PUBLIC_URL,
// FILES_PUBLIC_URL, TRUST_PROXY, WEB_CONCURRENCY).
import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readConfig } from './config.ts';
import { createAppServer } from './create-server.ts';
import { inlineStylesheets } from './html-document.ts';
import { loadAssets } from './static-assets.ts';
import { superviseWorkers } from './workers.ts';

const config = readConfig();
const log = (message: string) => console.error(`[invitation] ${message}`);
if (config.workers > 1 && cluster.isPrimary) {
  superviseWorkers(config.workers, log);
} else {
  serve();
}

function serve() {
  const assets = loadAssets(path.join(config.clientDir, 'assets'));
  const template = inlineStylesheets(
    readFileSync(path.join(config.clientDir, 'index.html'), 'utf8'),
    (name) => assets.get(name)?.identity.toString('utf8'),
  );
  const server = createAppServer({
    template,
    assets,
    apiTarget: config.apiTarget,
    publicUrl: config.publicUrl,
    filesOrigin: config.filesOrigin,
    trustProxy: config.trustProxy,
    log,
  });

  server.listen(config.port, config.host, () => {
    console.log(
      `[invitation] http://${config.host}:${config.port}/<slug> (API ${config.apiTarget})`,
    );
  });

  function stop() {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  }
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
