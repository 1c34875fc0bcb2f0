// A visitor on a phone reads the landing in Spanish and in English, opens the demo invitation in a
// new tab; "Comenzar" leads to registration, the trial and buy buttons to the login; the legal page is one
// link away. The API has a stub PostHog key (playwright.config.ts), so the browser loads PostHog and
// the test answers its calls itself and reads the page views and the four click events.
import { gunzipSync } from 'node:zlib';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { e2ePorts } from './support/ports.ts';

const analyticsHost = `http://127.0.0.1:${e2ePorts.analytics}`;
const demoInvitation = `http://localhost:${e2ePorts.invitation}/ana-y-luis`;

type CapturedEvent = { event: string; properties: Record<string, unknown> };

/** PostHog sends JSON, base64 form data or gzip; this reads any of them. */
function decodeEvents(url: string, body: Buffer | null): CapturedEvent[] {
  if (!body || body.length === 0) return [];
  let text: string;
  if (url.includes('compression=gzip-js')) text = gunzipSync(body).toString('utf8');
  else {
    text = body.toString('utf8');
    if (text.startsWith('data=')) {
      text = Buffer.from(decodeURIComponent(text.slice(5)), 'base64').toString('utf8');
    }
  }
  const parsed = JSON.parse(text) as CapturedEvent | CapturedEvent[] | { batch: CapturedEvent[] };
  if (Array.isArray(parsed)) return parsed;
  return 'batch' in parsed ? parsed.batch : [parsed];
}

/** Answers every PostHog call in the browser and keeps the events it was sent. */
async function captureAnalytics(context: BrowserContext): Promise<CapturedEvent[]> {
  const events: CapturedEvent[] = [];
  // PostHog drops the events of a browser driven by automation (navigator.webdriver) or headless (the
  // "HeadlessChrome" brand of navigator.userAgentData): this one is a visitor as far as the test is
  // concerned.
  await context.addInitScript(() => {
    Object.defineProperty(navigator, 'webdriver', { get: () => false });
    Object.defineProperty(navigator, 'userAgentData', { get: () => undefined });
  });
  await context.route(`${analyticsHost}/**`, async (route) => {
    const request = route.request();
    if (
      request.method() === 'POST' &&
      /\/(e|i\/v0\/e|batch)\/?/.test(new URL(request.url()).pathname)
    ) {
      events.push(...decodeEvents(request.url(), request.postDataBuffer()));
    }
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: '{}',
    });
  });
  return events;
}

const eventNames = (events: CapturedEvent[]) => events.map((captured) => captured.event);

/** Back in the browser's history: the app stays loaded, so PostHog keeps its queue of events. */
async function backToLanding(page: Page) {
  await page.goBack();
  await expect(page).toHaveURL(/\/inicio$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('the landing in Spanish: the demo opens in a new tab, start leads to registration, trial and buy to the login', async ({
  page,
  context,
}) => {
  const events = await captureAnalytics(context);
  await page.goto('/');
  await expect(page).toHaveURL(/\/inicio$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tu invitación de boda, digital e inteligente' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cómo funciona' })).toBeVisible();
  await expect(page.getByText('72 horas gratis')).toBeVisible();
  await expect(page.getByText('Sin tarjeta')).toBeVisible();

  // The plans come from the server: names, old price struck through, the price with IVA.
  const classic = page.getByRole('article', { name: 'Clásico' });
  await expect(classic.getByText('$1,490 MXN')).toBeVisible();
  await expect(classic.locator('s, del').first()).toContainText('$1,890');
  await expect(classic.getByRole('listitem').first()).toContainText('Nuevo');
  await expect(
    page.getByRole('link', { name: 'Visa' }).or(page.getByRole('img', { name: 'Visa' })),
  ).toBeVisible();

  // The demo invitation, in a new tab.
  const [demo] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: /Ver invitación de ejemplo/ }).click(),
  ]);
  await demo.waitForLoadState();
  expect(demo.url()).toBe(demoInvitation);
  await expect(demo.getByText('Ana & Luis').first()).toBeVisible();
  await demo.close();

  await page.getByRole('link', { name: 'Comenzar' }).first().click();
  await expect(page).toHaveURL(/\/registro$/);
  await backToLanding(page);
  await page.getByRole('link', { name: 'Iniciar prueba gratis' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await backToLanding(page);
  await page.getByRole('link', { name: 'Comprar Clásico' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await backToLanding(page);
  await page.getByRole('link', { name: 'Términos y condiciones' }).click();
  await expect(page).toHaveURL(/\/terminos-condiciones-aviso-privacidad/);
  await expect(page.getByText(/6 meses/).first()).toBeVisible();

  // PostHog got a page view per navigation and the four clicks, buy with the plan's name.
  await expect
    .poll(() => eventNames(events), { timeout: 20_000 })
    .toEqual(
      expect.arrayContaining([
        '$pageview',
        'demo_click',
        'start_click',
        'trial_click',
        'buy_click',
      ]),
    );
  const buy = events.find((captured) => captured.event === 'buy_click');
  expect(buy?.properties.plan).toBe('Clásico');
  const paths = events
    .filter((captured) => captured.event === '$pageview')
    .map((captured) => String(captured.properties.$pathname ?? captured.properties.$current_url));
  expect(paths.some((path) => path.includes('/login'))).toBe(true);
});

test('the landing in English, chosen from the top bar, with plans in English and the choice kept', async ({
  page,
  context,
}) => {
  await captureAnalytics(context);
  await page.goto('/inicio');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your wedding invitation, digital and smart' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const classic = page.getByRole('article', { name: 'Classic' });
  await expect(classic.getByText(/personal link for each guest/)).toBeVisible();
  await expect(classic.getByRole('listitem').first()).toContainText('New');
  await expect(page.getByText('Tu invitación de boda')).toHaveCount(0);

  await page.getByRole('link', { name: 'Buy Classic' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.goto('/inicio');
  await page.getByRole('link', { name: 'Start free trial' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
