// What a guest's invitation fetches besides itself: the calendar file of their own events, which
// downloads as an attachment, and nothing from another origin, whatever the theme (a public theme
// and a generated one, with their fonts served by Convite).
import { readFileSync } from 'node:fs';
import {
  devices,
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { WEDDING_TIME_ZONE } from '@convite/rules/time-zone';
import { clientToken, coupleApi, createWedding, signInNewCouple } from './support/accounts.ts';
import { e2ePorts } from './support/ports.ts';
import { giveWeddingPlan } from './support/staff.ts';
import { uniqueSuffix } from './support/unique.ts';

const invitationOrigin = `http://localhost:${e2ePorts.invitation}`;
const guestPhone = { ...devices['iPhone 13'], timezoneId: WEDDING_TIME_ZONE };

type Guest = { id: number; name: string; link: string };
type Theme = { id: number; name: string };

/** A wedding with a public ceremony, a dinner only Rosa is invited to, Rosa and Pedro. */
async function weddingWithEvents(page: Page, request: APIRequestContext, prefix: string) {
  await signInNewCouple(page, request, prefix);
  const slug = `${prefix}-${uniqueSuffix()}`;
  const weddingId = await createWedding(page, 'Rosa & Diego', slug);
  await giveWeddingPlan(request, weddingId, 'Premium');
  const api = coupleApi(request, await clientToken(page));
  const addEvent = async (name: string, datetime: string) => {
    const { event } = await api.post<{ event: { id: number } }>('/events', { name, weddingId });
    await api.patch(`/events/${event.id}/datetime`, { datetime });
    await api.patch(`/events/${event.id}/place`, { place: 'Hacienda San Gabriel' });
    await api.patch(`/events/${event.id}/address`, {
      address: 'Camino Real 12, Tepoztlán, Morelos',
    });
    await api.patch(`/events/${event.id}/address-link`, {
      addressLink: 'https://maps.example/san-gabriel',
    });
    await api.patch(`/events/${event.id}/show-add-to-calendar`, { showAddToCalendar: true });
    return event.id;
  };
  await addEvent('Ceremonia religiosa', '2027-05-15T23:00:00.000Z');
  const dinner = await addEvent('Cena de familia', '2027-05-16T02:30:00.000Z');
  await api.patch(`/events/${dinner}/is-exclusive`, { isExclusive: true });
  for (const name of ['Rosa', 'Pedro']) {
    await api.post('/guests', {
      name,
      lastName: 'Luna',
      phone: '5512345678',
      maxGuestsAllowed: 2,
      weddingId,
    });
  }
  const { guests } = await api.post<{ guests: Guest[] }>('/guests/get-by-wedding', {
    weddingId,
    page: 1,
  });
  const guest = (name: string) => guests.find((candidate) => candidate.name === name) as Guest;
  await api.post(`/events/${dinner}/add-guest`, { guestId: guest('Rosa').id });
  return { api, weddingId, slug, rosa: guest('Rosa'), pedro: guest('Pedro') };
}

/** The calendar's events (SUMMARY lines, unfolded). */
function summaries(file: string): string[] {
  return file
    .replace(/\r\n /g, '')
    .split('\r\n')
    .filter((line) => line.startsWith('SUMMARY:'));
}

test('a guest downloads a calendar file of their own events, exclusive ones included', async ({
  page,
  request,
  browser,
}) => {
  const { slug, rosa, pedro } = await weddingWithEvents(page, request, 'calendario');
  const context = await browser.newContext({ ...guestPhone, acceptDownloads: true });
  const guestPage = await context.newPage();
  await guestPage.goto(rosa.link);
  const downloading = guestPage.waitForEvent('download');
  await guestPage.getByRole('link', { name: 'Descargar calendario (iPhone, Outlook)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${slug}.ics`);
  const file = readFileSync((await download.path()) as string, 'utf8');
  expect(file.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(summaries(file)).toEqual([
    'SUMMARY:Rosa & Diego - Ceremonia religiosa',
    'SUMMARY:Rosa & Diego - Cena de familia',
  ]);
  expect(file.replace(/\r\n /g, '')).toContain(
    'LOCATION:Hacienda San Gabriel\\, Camino Real 12\\, Tepoztlán\\, Morelos',
  );
  expect(file).toContain('URL:https://maps.example/san-gabriel');
  for (const line of file.split('\r\n')) {
    expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  }

  // Pedro's file, in English: the public ceremony only, described in his language.
  const pedroUrl = new URL(pedro.link);
  const english = await request.get(
    `${invitationOrigin}${pedroUrl.pathname}/calendario.ics${pedroUrl.search}&lang=en`,
  );
  expect(english.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(english.headers()['content-disposition']).toMatch(/^attachment; filename="/);
  const pedroFile = await english.text();
  expect(summaries(pedroFile)).toEqual(['SUMMARY:Rosa & Diego - Ceremonia religiosa']);
  expect(pedroFile.replace(/\r\n /g, '')).toContain('Directions: https://maps.example/san-gabriel');
  await context.close();
});

/** Opens the guest's page, scrolls it through, and returns the origin of every request it made. */
async function originsOfGuestPage(browser: Browser, link: string) {
  const context = await browser.newContext(guestPhone);
  const page = await context.newPage();
  const origins = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:') origins.add(url.origin);
  });
  await page.goto(link);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const fonts = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.status === 'loaded')
      .map((face) => face.family);
  });
  await context.close();
  return { origins: [...origins], fonts };
}

test('the guest page asks no other origin, with a public theme and with a generated one', async ({
  page,
  request,
  browser,
}) => {
  const { api, weddingId, rosa } = await weddingWithEvents(page, request, 'origenes');
  const token = await clientToken(page);
  const publicThemes = (await (
    await request.get('/v1/themes/public', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as Theme[];
  const jardin = publicThemes.find((theme) => theme.name === 'Jardín') as Theme;
  const copied = await api.post<{ theme: Theme }>('/themes/from-public-theme', {
    themeId: jardin.id,
    weddingId,
  });
  await api.patch(`/themes/${copied.theme.id}/status`, { status: 'published' });

  const withPublic = await originsOfGuestPage(browser, rosa.link);
  expect(withPublic.origins).toEqual([invitationOrigin]);
  // Jardín's own families, served by Convite, and not every family there is.
  expect(withPublic.fonts).toEqual(expect.arrayContaining(['Great Vibes', 'Lato']));
  expect(withPublic.fonts).not.toContain('Ephesis');

  const generated = await api.post<{ theme: Theme }>('/themes/with-prompt', {
    prompt: 'rústico en tonos terracota',
    weddingId,
  });
  await api.patch(`/themes/${generated.theme.id}/status`, { status: 'published' });
  const withGenerated = await originsOfGuestPage(browser, rosa.link);
  expect(withGenerated.origins).toEqual([invitationOrigin]);
  expect(withGenerated.fonts.length).toBeGreaterThan(0);
});
