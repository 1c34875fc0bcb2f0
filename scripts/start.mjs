// `pnpm start`: builds the API and the three apps, migrates and seeds the embedded database with
// reference and demo data, then serves everything on fixed local ports until Ctrl-C.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const apiPort = 3000;
const apps = [
  { name: 'dashboard', port: 5173, path: '/inicio', what: 'couples: landing, accounts, dashboard' },
  { name: 'admin', port: 5174, path: '/admin-login', what: 'staff console and promoter view' },
  {
    name: 'invitation',
    port: 5175,
    path: '/ana-y-luis',
    ready: '/_health',
    what: "guests' public invitation (the demo wedding; guests' links are printed above)",
  },
];

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(
      `\n✗ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`,
    );
    process.exit(1);
  }
}

async function waitFor(url, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

console.log('→ Building the API and the apps…');
run('pnpm', [
  'turbo',
  'run',
  'build',
  '--filter=@convite/server',
  ...apps.map((app) => `--filter=@convite/${app.name}`),
  '--output-logs=errors-only',
]);

console.log('→ Migrating and seeding the database (embedded PGlite unless DATABASE_URL is set)…');
const cli = path.join(root, 'apps/server/dist/cli.js');
run(process.execPath, [cli, 'migrate']);
run(process.execPath, [cli, 'seed-demo']);

const children = [];
function start(label, command, args, cwd, env = {}) {
  const child = spawn(command, args, {
    cwd,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
    // A process group of its own, stopped whole: `pnpm exec vite` does not pass a signal on, and a
    // preview left behind holds its port, so the next start would fail (--strictPort).
    detached: true,
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`✗ ${label} stopped (${signal ?? `exit ${code}`}); stopping everything.`);
      stop(1);
    }
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // the group is gone already
    }
  }
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

start('API', process.execPath, ['dist/main.js'], path.join(root, 'apps/server'));
for (const app of apps) {
  if (app.name === 'invitation') {
    // Rendered on the server per request (link previews, the first paint before any script).
    start(
      app.name,
      process.execPath,
      ['dist/server/serve.js'],
      path.join(root, 'apps/invitation'),
      {
        PORT: String(app.port),
      },
    );
    continue;
  }
  start(
    app.name,
    'pnpm',
    ['exec', 'vite', 'preview', '--port', String(app.port), '--strictPort'],
    path.join(root, 'apps', app.name),
  );
}

try {
  await waitFor(`http://localhost:${apiPort}/ready`, 60);
  await Promise.all(
    apps.map((app) => waitFor(`http://localhost:${app.port}${app.ready ?? '/'}`, 60)),
  );
} catch (error) {
  console.error(`✗ ${error.message}`);
  stop(1);
}

console.log(`
Convite is running:
  API         http://localhost:${apiPort}/v1   (health: /health, readiness: /ready)
${apps.map((app) => `  ${app.name.padEnd(11)} http://localhost:${app.port}${app.path}   ${app.what}`).join('\n')}

Emails are written to .data/outbox/ (set SMTP_URL to send them); the demo accounts are printed above.
Press Ctrl-C to stop.`);
