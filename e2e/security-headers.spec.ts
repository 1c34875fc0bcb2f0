// Every app under its Content-Security-Policy, as `pnpm start` and the CDN serve them
// (packages/security-headers, the invitation server's security-headers.ts): the landing, a couple's
// dashboard with the theme preview (a theme's inline CSS and its Google Fonts import), the admin
// console, and the demo invitation once its script has loaded. Any violation the browser reports
// fails the test, and so does a page served without a policy. And the admin's login is never framed.
import { expect, test, type Page, type Response } from '@playwright/test';
import { createWedding, signInNewCouple } from './support/accounts.ts';
import { e2ePorts } from './support/ports.ts';
import { e2eAdmin } from './support/staff.ts';
import { uniqueSuffix } from './support/unique.ts';

const adminUrl = `http://localhost:${e2ePorts.admin}`;
const invitationUrl = `http://localhost:${e2ePorts.invitation}`;

declare global {
  interface Window {
    reportCspViolation?: (violation: string) => void;
  }
}

/** Collects what the browser reports against the page's policy: the DOM events and the console's lines. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) =>
    violations.push(violation),
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void window.reportCspViolation?.(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} on ${event.documentURI}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** The document's answer states a policy that refuses framing. */
function expectPolicy(response: Response | null) {
  expect(response, 'the document answered').not.toBeNull();
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
}

test('the landing and a couple’s theme preview run under the dashboard’s policy', async ({
  page,
  request,
}) => {
  const violations = await watchViolations(page);
  expectPolicy(await page.goto('/inicio'));
  // The plans come from the API, and PostHog starts once the site settings have answered.
  await expect(page.getByRole('article', { name: 'Clásico' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  await signInNewCouple(page, request, 'csp');
  const weddingId = await createWedding(page, 'Ana & Luis', `csp-${uniqueSuffix()}`);
  await page.getByRole('button', { name: 'Iniciar el modo de prueba de 72 horas' }).click();
  await page.getByRole('button', { name: 'Sí, iniciar' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  expectPolicy(await page.goto(`/dashboard/boda/${weddingId}/temas`));
  await page.getByRole('button', { name: 'Crear con IA' }).click();
  await page.getByLabel('Describe tu tema').fill('jardín con flores rosas');
  await page.getByRole('button', { name: 'Generar tema' }).click();
  await expect(page.getByText('Tema generado exitosamente')).toBeVisible();
  await page.getByRole('button', { name: 'Vista previa' }).first().click();
  await expect(page.getByRole('dialog').locator('.inv-base-body')).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(violations).toEqual([]);
});

test('the staff console runs under the admin’s policy', async ({ page }) => {
  const violations = await watchViolations(page);
  expectPolicy(await page.goto(`${adminUrl}/admin-login`));
  await page.getByLabel('Correo electrónico').fill(e2eAdmin.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL(/\/admin\/clientes/);
  await page.waitForLoadState('networkidle');

  expect(violations).toEqual([]);
});

test('the demo invitation runs under its policy, with its photos and its script', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  expectPolicy(await page.goto(`${invitationUrl}/ana-y-luis`));
  await expect(page.getByText('Ana & Luis').first()).toBeVisible();
  // The page imports its script on the first touch (page-loading-plugins.ts): scroll, and wait for it.
  const script = page.waitForResponse((response) =>
    /\/assets\/index-[^/]+\.js$/.test(response.url()),
  );
  await page.mouse.wheel(0, 600);
  expect((await script).ok()).toBe(true);
  await page.waitForLoadState('networkidle');
  // Its photos come from the API's files origin, which the policy names.
  const photo = page.locator('img[src*="/files/"]').first();
  await photo.scrollIntoViewIfNeeded();
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  expect(violations).toEqual([]);
});

test('the admin login refuses to be shown inside another site’s frame', async ({ page }) => {
  await page.setContent(`<iframe src="${adminUrl}/admin-login" title="framed"></iframe>`);
  // Chromium puts its error page in the frame instead of the login.
  await expect.poll(() => page.frames()[1]?.url()).toBe('chrome-error://chromewebdata/');
  await expect(
    page.frameLocator('iframe').getByRole('heading', { name: 'Accede a tu cuenta' }),
  ).toHaveCount(0);
});
