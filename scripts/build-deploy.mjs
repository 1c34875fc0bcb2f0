// `pnpm build:deploy`: everything a host runs, in dist/ at the repository root, without the
// workspace's development dependencies (docs/deploy.md says where each part goes):
//   dist/api         the API (`node dist/main.js`, `node dist/cli.js migrate`), its migrations and its
//                    production dependencies only (pnpm deploy --prod)
//   dist/invitation  the invitation server (`node server/serve.js`): one self-contained file and the
//                    guest page's static assets; it needs no node_modules
//   dist/dashboard   static files of the couples' app (index.html fallback for every path,
//                    inicio.html the pre-rendered landing for /inicio), with `_headers`: its
//                    security headers for the CDN
//   dist/admin       static files of the staff console and promoter view (likewise)
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { headersFile } from '../packages/security-headers/src/static-apps.ts';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'dist');
const NODE_ENGINE = '>=24.11';

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(
      `✗ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`,
    );
    process.exit(1);
  }
}

console.log('→ Building the API, the invitation server and the apps…');
run('pnpm', [
  'turbo',
  'run',
  'build',
  '--filter=@convite/server',
  '--filter=@convite/invitation',
  '--filter=@convite/dashboard',
  '--filter=@convite/admin',
  '--output-logs=errors-only',
]);

rmSync(out, { recursive: true, force: true });
mkdirSync(out);

console.log('→ dist/api: the API with its production dependencies…');
// --legacy: pnpm 10 otherwise requires injected workspace packages everywhere, which would make
// every edit of a shared package need a reinstall during development.
run('pnpm', ['--filter=@convite/server', 'deploy', '--prod', '--legacy', path.join(out, 'api')]);

console.log('→ dist/invitation, dist/dashboard, dist/admin…');
cpSync(path.join(root, 'apps/invitation/dist'), path.join(out, 'invitation'), { recursive: true });
writeFileSync(
  path.join(out, 'invitation/package.json'),
  `${JSON.stringify(
    {
      name: '@convite/invitation-server',
      private: true,
      type: 'module',
      engines: { node: NODE_ENGINE },
      scripts: { start: 'node server/serve.js' },
    },
    null,
    2,
  )}\n`,
);
for (const app of ['dashboard', 'admin']) {
  cpSync(path.join(root, `apps/${app}/dist`), path.join(out, app), { recursive: true });
  writeFileSync(path.join(out, app, '_headers'), headersFile(app));
}

console.log(`✓ ${path.relative(process.cwd(), out) || 'dist'}/: api, invitation, dashboard, admin`);
