// Who opened their invitation: a guest opens their own link on their phone and the couple's list
// says "Abierta"; the couple's own look from the dashboard ("Abrir", a preview) and a link-preview
// bot's visit are not counted. The opening is sent after the page has loaded.
import { expect, test, type Page } from '@playwright/test';
import { gotoInvitation, openAsGuest, weddingWithGuests } from './support/guest-invitation.ts';

const OPENINGS = /\/v1\/public\/invitations\/[^/]+\/openings$/;

/** The time (ms after navigation) the page finished loading, and when its opening was sent. */
function loadAndOpeningTimes(page: Page) {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    const opening = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.endsWith('/openings'));
    return { loadEnd: navigation?.loadEventEnd ?? 0, openingStart: opening?.startTime ?? null };
  });
}

test('the couple sees who opened their invitation, not their own previews nor link-preview bots', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const { weddingId, rosa, pedro } = await weddingWithGuests(page, request);

  // WhatsApp's link preview fetches Pedro's page with its own User-Agent (running no script); a
  // bot that did run the script would be refused by the API just the same.
  const bot = await browser.newContext({ userAgent: 'WhatsApp/2.24.6.77 A' });
  const botPage = await bot.newPage();
  const botOpening = botPage.waitForResponse((response) => OPENINGS.test(response.url()));
  await gotoInvitation(botPage, pedro.link);
  expect((await botOpening).status()).toBe(204);
  await bot.close();

  // Rosa opens her own link on her phone: one beacon, after the page has loaded.
  const rosaPhone = await openAsGuest(browser, rosa.link);
  await expect.poll(async () => (await loadAndOpeningTimes(rosaPhone)).openingStart).not.toBeNull();
  const times = await loadAndOpeningTimes(rosaPhone);
  expect(times.loadEnd).toBeGreaterThan(0);
  expect(times.openingStart).toBeGreaterThanOrEqual(times.loadEnd);
  await rosaPhone.context().close();

  // The couple checks Pedro's invitation from the dashboard: a preview, no opening sent.
  await page.goto(`/dashboard/boda/${weddingId}/invitados`);
  const table = page.getByRole('region', { name: 'Lista de invitados' });
  const pedroRow = table.getByRole('row').filter({ hasText: 'Pedro Luna' });
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    pedroRow.getByRole('link', { name: 'Abrir la invitación de Pedro Luna' }).click(),
  ]);
  const previewOpenings: string[] = [];
  preview.on('request', (sent) => {
    if (OPENINGS.test(sent.url())) previewOpenings.push(sent.url());
  });
  await expect(preview.locator('html[data-hydrated="true"]')).toHaveCount(1);
  expect(new URL(preview.url()).searchParams.get('preview')).toBe('1');
  // Past the moment a guest's page sends its opening: loaded, the idle callbacks queued before ours
  // have run, and the network is quiet.
  await preview.waitForLoadState('load');
  await preview.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })),
  );
  await preview.waitForLoadState('networkidle');
  expect(previewOpenings).toEqual([]);
  await preview.close();

  await page.reload();
  const rosaRow = table.getByRole('row').filter({ hasText: 'Rosa Luna' });
  await expect(rosaRow.locator('.guest-status__badge')).toHaveText('Abierta');
  await expect(rosaRow).toContainText('Abierta 1 vez');
  await expect(pedroRow.locator('.guest-status__badge')).toHaveText('Sin enviar');

  // The filter and the funnel agree.
  await page.getByRole('radio', { name: 'Abierta' }).check();
  await expect(table.getByRole('rowheader')).toHaveText(['Rosa Luna']);
  const funnel = page.getByRole('region', { name: 'Seguimiento' });
  await expect(funnel.getByRole('listitem').nth(1)).toContainText('Abiertas1 · 50');
});
