// Who opened their invitation: a guest opens their own link on their phone and the couple's list
// says "Abierta"; the couple's own look from the dashboard ("Abrir", a preview) and a link-preview
// bot's visit are not counted. The opening is sent as soon as the page shows (a guest who leaves a
// second later is counted), and without JavaScript the page's image records it.
import { couplePreviewLink } from '@convite/rules/couple-preview';
import { expect, test, type Page } from '@playwright/test';
import { clientToken, coupleApi } from './support/accounts.ts';
import {
  gotoInvitation,
  guestPhone,
  openAsGuest,
  weddingWithGuests,
} from './support/guest-invitation.ts';

const OPENINGS = /\/v1\/public\/invitations\/[^/]+\/openings$/;
const OPENING_IMAGE = /\/apertura\.gif\?/;

/** When (ms after navigation) the page first showed something, once it has. */
function firstPaint(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const observer = new PerformanceObserver((list) => {
          const paint = list.getEntriesByName('first-contentful-paint')[0];
          if (paint) resolve(paint.startTime);
        });
        observer.observe({ type: 'paint', buffered: true });
      }),
  );
}

/** When (ms after navigation) the page's opening was sent, or null before it was. */
function openingStart(page: Page) {
  return page.evaluate(
    () =>
      performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/openings'))
        ?.startTime ?? null,
  );
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

  // Rosa opens her own link on her phone: one beacon, within a second of the page showing.
  const rosaPhone = await openAsGuest(browser, rosa.link);
  await expect.poll(() => openingStart(rosaPhone)).not.toBeNull();
  const shown = await firstPaint(rosaPhone);
  const sent = (await openingStart(rosaPhone)) ?? Infinity;
  expect(sent - shown).toBeLessThan(1000);
  await rosaPhone.context().close();

  // The couple checks Pedro's invitation from the dashboard: a preview, no opening sent.
  await page.goto(`/dashboard/boda/${weddingId}/invitados`);
  const table = page.getByRole('region', { name: 'Lista de invitados' });
  const pedroRow = table.locator('.guest-item').filter({ hasText: 'Pedro Luna' });
  // "Abrir" is in Pedro's details: a tap on his name opens them.
  await pedroRow.getByRole('button', { name: 'Pedro Luna', exact: true }).click();
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
  // Past the moment a guest's page sends its opening (its first frames), and the network is quiet.
  await preview.waitForLoadState('load');
  await preview.waitForTimeout(1000);
  await preview.waitForLoadState('networkidle');
  expect(previewOpenings).toEqual([]);
  await preview.close();

  await page.reload();
  const rosaRow = table.locator('.guest-item').filter({ hasText: 'Rosa Luna' });
  await expect(rosaRow.locator('.guest-status__badge')).toHaveText('Abierta, sin responder');
  await rosaRow.getByRole('button', { name: 'Rosa Luna', exact: true }).click();
  await expect(rosaRow).toContainText('Abierta 1 vez');
  await expect(pedroRow.locator('.guest-status__badge')).toHaveText('Sin enviar');

  // The filter and the funnel agree.
  await page.getByRole('radio', { name: /^Abierta, sin responder/ }).check();
  await expect(table.getByRole('rowheader')).toHaveText(['Rosa Luna']);
  await page.locator('.guest-overview > summary').click();
  const funnel = page.getByRole('region', { name: 'Seguimiento' });
  await expect(funnel.getByRole('listitem').nth(1)).toContainText('Abiertas1 · 50');
});

test('a guest who leaves a second after the page shows, and one without JavaScript, are each counted once', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const { weddingId, rosa, pedro } = await weddingWithGuests(page, request);
  const api = coupleApi(request, await clientToken(page));
  const openCounts = async () => {
    const { guests } = await api.post<{ guests: { name: string; openCount: number }[] }>(
      '/guests/get-by-wedding',
      { weddingId, page: 1 },
    );
    return Object.fromEntries(guests.map((guest) => [guest.name, guest.openCount]));
  };

  // Before Pedro opens his link: WhatsApp's preview reads the page alone (no script, no image)...
  const whatsApp = await request.get(pedro.link, {
    headers: { 'user-agent': 'WhatsApp/2.24.6.77 A' },
  });
  expect(whatsApp.ok()).toBe(true);
  // ...Facebook's crawler draws it, images too, without scripts (the API ignores its image's call)...
  const crawler = await browser.newContext({
    userAgent: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    javaScriptEnabled: false,
  });
  const crawled = await crawler.newPage();
  const crawlerImage = crawled.waitForResponse(OPENING_IMAGE);
  await crawled.goto(pedro.link);
  expect((await crawlerImage).status()).toBe(200);
  await crawler.close();
  // ...and the couple looks at his link from the dashboard without scripts: nothing to record.
  const couple = await browser.newContext({ ...guestPhone, javaScriptEnabled: false });
  const preview = await couple.newPage();
  const previewCalls: string[] = [];
  preview.on('request', (sent) => {
    if (OPENING_IMAGE.test(sent.url()) || OPENINGS.test(sent.url())) previewCalls.push(sent.url());
  });
  await preview.goto(couplePreviewLink(pedro.link), { waitUntil: 'networkidle' });
  expect(previewCalls).toEqual([]);
  await couple.close();

  // Rosa opens her link and leaves one second after it shows.
  const rosaPhone = await browser.newContext(guestPhone);
  const rosaPage = await rosaPhone.newPage();
  await rosaPage.goto(rosa.link, { waitUntil: 'commit' });
  await firstPaint(rosaPage);
  await rosaPage.waitForTimeout(1000);
  await rosaPhone.close();
  await expect.poll(openCounts).toEqual({ Rosa: 1, Pedro: 0 });

  // Pedro reads his invitation with JavaScript off: the page's image records him, once for the
  // visit however often he reloads it.
  const pedroPhone = await browser.newContext({ ...guestPhone, javaScriptEnabled: false });
  const pedroPage = await pedroPhone.newPage();
  const image = pedroPage.waitForResponse(OPENING_IMAGE);
  await pedroPage.goto(pedro.link);
  expect((await image).status()).toBe(200);
  await pedroPage.reload({ waitUntil: 'load' });
  await pedroPhone.close();
  await expect.poll(openCounts).toEqual({ Rosa: 1, Pedro: 1 });
});
