// End-to-end tests: the built API, dashboard and admin console and the invitation's server, driven in
// Debian's Chromium on a phone viewport. Ports differ from `pnpm start` so both can run at once; the
// API gets a fresh embedded database in a temporary data directory and sends its email to a real
// SMTP server of the run (support/mail-server.ts), and Google sign-in talks to a local OpenID Connect
// provider (oauth2-mock-server).
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { WEDDING_TIME_ZONE } from '@convite/rules/time-zone';
import { e2ePorts } from './support/ports.ts';
import { e2eAdmin } from './support/staff.ts';

// Chromium's headless shell (Debian's chromium-headless-shell) where it is installed: the same engine
// without the browser around it, which ran four specs on 54 core-seconds instead of 83 on the full
// browser (the servers' share included). The full browser otherwise; CHROMIUM_PATH overrides both.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
if (!existsSync(chromium)) {
  // In CI a missing browser is a failure, never a silent skip.
  throw new Error(
    `Chromium not found at ${chromium}: apt-get install chromium-headless-shell, or set CHROMIUM_PATH.`,
  );
}

const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'convite-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
const appUrl = `http://localhost:${e2ePorts.dashboard}`;
const invitationUrl = `http://localhost:${e2ePorts.invitation}`;
// The API's files (its default FILES_PUBLIC_URL) and PostHog's stub host: the apps' policies name
// both, so the servers of the pages are told them too.
const filesUrl = `http://localhost:${e2ePorts.api}/files`;
const analyticsUrl = `http://127.0.0.1:${e2ePorts.analytics}`;
const pageEnv = {
  API_PROXY_TARGET: `http://127.0.0.1:${e2ePorts.api}`,
  FILES_PUBLIC_URL: filesUrl,
  POSTHOG_HOST: analyticsUrl,
};

export default defineConfig({
  testDir: '.',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Spec files run on two workers (the machine's two cores); the tests of one file run in order.
  // They share one API and database, so what a test makes is unique to it (support/unique.ts).
  fullyParallel: false,
  workers: 2,
  // In CI a failed test runs once more: a flake on a loaded machine must not hold a landing back,
  // and it is not hidden either — Playwright counts it "flaky", and the log's last lines name
  // every test that failed an attempt (scripts/test-summary.mjs). Locally a failure is final.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: appUrl,
    ...devices['Pixel 7'],
    browserName: 'chromium',
    locale: 'es-MX',
    timezoneId: WEDDING_TIME_ZONE,
    // A trace records every action of every test to keep the failing ones: a third of the suite's
    // CPU time (measured: 384 CPU-seconds with it, 256 without). CI's log is all CI keeps, so it
    // records none; locally a failing test leaves its trace in test-results/.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: 'pnpm exec tsx support/google-provider.ts',
      url: `http://127.0.0.1:${e2ePorts.google}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: 'pnpm exec tsx support/mail-server.ts',
      url: `http://127.0.0.1:${e2ePorts.mailbox}/health`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      // The demo wedding is seeded first, so the landing's demo link has an invitation to open.
      command: 'node ../apps/server/dist/cli.js seed-demo && node ../apps/server/dist/main.js',
      url: `http://127.0.0.1:${e2ePorts.api}/ready`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(e2ePorts.api),
        DATA_DIR: dataDir,
        // PostgreSQL when the run names one (CI: a database of the e2e's own), else the embedded one.
        DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
        APP_URL: appUrl,
        INVITATION_URL: invitationUrl,
        CORS_ORIGINS: appUrl,
        GOOGLE_CLIENT_ID: 'convite-e2e',
        GOOGLE_CLIENT_SECRET: 'convite-e2e-secret',
        // oauth2-mock-server names itself by "localhost", and the issuer must match to the letter.
        GOOGLE_ISSUER: `http://localhost:${e2ePorts.google}`,
        GOOGLE_REDIRECT_URI: `${appUrl}/auth/google/callback`,
        ADMIN_EMAIL: e2eAdmin.email,
        ADMIN_PASSWORD: e2eAdmin.password,
        ADMIN_NAME: e2eAdmin.name,
        LOG_LEVEL: 'warn',
        // The tests' own API calls name a client address of their own (support/accounts.ts), so the
        // per-address sign-up limit counts each test apart instead of the whole run from 127.0.0.1.
        TRUST_PROXY: 'loopback',
        SMTP_URL: `smtp://127.0.0.1:${e2ePorts.smtp}/?ignoreTLS=true`,
        // Failed attempts come back within seconds (the default waits 30 s, then longer).
        JOBS_RETRY_DELAY_S: '1',
        // A couple hears of an answer 2 s after it (60 s by default, so a burst makes one email).
        ANSWER_NOTICE_DELAY_S: '2',
        // A stub key: the apps load PostHog and send to a host the landing test answers itself.
        POSTHOG_KEY: 'phc_e2e_stub',
        POSTHOG_HOST: analyticsUrl,
        FILES_PUBLIC_URL: filesUrl,
      },
    },
    {
      // The couples' app (apps/dashboard), built, proxying /v1 to the API.
      command: `pnpm --dir ../apps/dashboard exec vite preview --port ${e2ePorts.dashboard} --strictPort`,
      url: appUrl,
      reuseExistingServer: false,
      env: pageEnv,
    },
    {
      // The staff console and the promoter view (apps/admin), built, proxying /v1 to the same API.
      command: `pnpm --dir ../apps/admin exec vite preview --port ${e2ePorts.admin} --strictPort`,
      url: `http://localhost:${e2ePorts.admin}/admin-login`,
      reuseExistingServer: false,
      env: pageEnv,
    },
    {
      // The public invitation, rendered by its own server; guests' links point at it.
      command: 'node ../apps/invitation/dist/server/serve.js',
      url: `${invitationUrl}/_health`,
      reuseExistingServer: false,
      env: { ...pageEnv, PORT: String(e2ePorts.invitation) },
    },
  ],
});
