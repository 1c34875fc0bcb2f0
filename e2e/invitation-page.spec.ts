// The demo invitation ("Ana & Luis", seeded by the API's seed-demo) as a guest first sees it on a
// 360×640 phone: the couple, the day with its weekday, the time and the city, and the button to
// answer, all without scrolling; the button brings the form into view, with and without JavaScript;
// the couple's note shows for its guest only; the gallery opens full screen, turns with a swipe and
// closes with Esc.
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { WEDDING_TIME_ZONE } from '@convite/rules/time-zone';
import { e2ePorts } from './support/ports.ts';

const smallPhone: BrowserContextOptions = {
  viewport: { width: 360, height: 640 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  timezoneId: WEDDING_TIME_ZONE,
};

/** The demo couple of apps/server/src/seed/demo.ts. */
const DEMO_COUPLE = { email: 'pareja@convite.mx', password: 'Convite.2026!' };

type DemoGuest = { name: string; specialMessage: string | null; link: string };

async function demoGuests(request: APIRequestContext): Promise<DemoGuest[]> {
  const login = await request.post('/v1/auth/login', { data: DEMO_COUPLE });
  expect(login.ok(), await login.text()).toBe(true);
  const { token, client } = (await login.json()) as {
    token: string;
    client: { weddings: { id: number }[] };
  };
  const response = await request.post('/v1/guests/get-by-wedding', {
    headers: { authorization: `Bearer ${token}` },
    data: { weddingId: client.weddings[0]?.id, page: 1 },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { guests: DemoGuest[] }).guests;
}

async function openOnSmallPhone(
  browser: Browser,
  link: string,
  options: { locale?: string; javaScriptEnabled?: boolean } = {},
) {
  const { locale = 'es-MX', javaScriptEnabled = true } = options;
  const context = await browser.newContext({ ...smallPhone, locale, javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(link);
  if (javaScriptEnabled) await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  return page;
}

/** Wholly inside the first screen, without any scrolling. */
async function expectOnFirstScreen(page: Page, locator: ReturnType<Page['locator']>) {
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(locator).toBeInViewport({ ratio: 1 });
}

test('on a 360×640 phone the first screen says everything, and its button brings the form', async ({
  browser,
  request,
}) => {
  const guests = await demoGuests(request);
  const withNote = guests.find((guest) => guest.specialMessage);
  const withoutNote = guests.find((guest) => !guest.specialMessage);
  if (!withNote?.specialMessage || !withoutNote) throw new Error('the demo guests changed');

  const page = await openOnSmallPhone(browser, withNote.link);
  await expectOnFirstScreen(page, page.getByRole('heading', { level: 1, name: 'Ana & Luis' }));
  const when = page.getByTestId('first-screen-date');
  await expect(when).toHaveText(
    /^Sábado 29 de mayo de 2027\s*6:00 p\. m\. · San Miguel de Allende/,
  );
  await expectOnFirstScreen(page, when);
  const button = page.getByRole('link', { name: 'Confirmar asistencia' });
  await expectOnFirstScreen(page, button);
  expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);

  await button.tap();
  await expect(page.locator('[data-testid="seat"]').first()).toBeInViewport();
  expect(new URL(page.url()).hash).toBe('#confirmacion');
  await expect(page.getByTestId('guest-note')).toHaveText(withNote.specialMessage);

  // Another guest's link: no note, and not this one's.
  const other = await openOnSmallPhone(browser, withoutNote.link);
  await expect(other.getByTestId('header-guest')).toContainText(withoutNote.name);
  await expect(other.getByTestId('guest-note')).toHaveCount(0);
  expect(await other.content()).not.toContain(withNote.specialMessage);
});

test('in English, and without JavaScript, the first screen and its button work the same', async ({
  browser,
}) => {
  const english = await openOnSmallPhone(browser, `${invitationOrigin()}/ana-y-luis?lang=en`, {
    locale: 'en-US',
  });
  await expectOnFirstScreen(english, english.getByTestId('first-screen-date'));
  await expect(english.getByTestId('first-screen-date')).toHaveText(
    /^Saturday, May 29, 2027\s*6:00 PM/,
  );
  await expectOnFirstScreen(english, english.getByRole('link', { name: 'RSVP' }));

  const scriptless = await openOnSmallPhone(browser, `${invitationOrigin()}/ana-y-luis`, {
    javaScriptEnabled: false,
  });
  const button = scriptless.getByRole('link', { name: 'Confirmar asistencia' });
  await expectOnFirstScreen(scriptless, button);
  await button.tap();
  await expect(scriptless.getByRole('textbox', { name: 'Código de invitación' })).toBeInViewport();
});

test('the gallery opens full screen, turns with a swipe and closes with Esc', async ({
  browser,
}) => {
  const page = await openOnSmallPhone(browser, `${invitationOrigin()}/ana-y-luis`);
  const photos = page.getByRole('link', { name: /en pantalla completa/ });
  const count = await photos.count();
  expect(count).toBeGreaterThan(1);
  const first = photos.first();
  await first.scrollIntoViewIfNeeded();
  await first.tap();

  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName(`Fotografía 1 de ${count}, en pantalla completa`);
  await expect(dialog).toBeVisible();
  expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 360, height: 640 });
  await expect(dialog.getByRole('button', { name: 'Cerrar' })).toBeFocused();
  const photo = dialog.getByRole('img');
  await expect(photo).toHaveAttribute('alt', `Fotografía 1 de ${count}`);
  // The photo whole: its box keeps the image's own proportions.
  await expect
    .poll(() =>
      photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
    )
    .toBe(true);
  const [box, ratio] = await photo.evaluate((image: HTMLImageElement) => [
    image.getBoundingClientRect().width / image.getBoundingClientRect().height,
    image.naturalWidth / image.naturalHeight,
  ]);
  expect(box).toBeCloseTo(ratio ?? 0, 1);

  // A finger sliding from right to left shows the next photo.
  const touch = await page.context().newCDPSession(page);
  const at = (x: number) => [{ x, y: 320 }];
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(300) });
  await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(200) });
  await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(80) });
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(photo).toHaveAttribute('alt', `Fotografía 2 de ${count}`);
  await expect(dialog).toHaveAccessibleName(`Fotografía 2 de ${count}, en pantalla completa`);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(first).toBeFocused();
});

function invitationOrigin(): string {
  return `http://localhost:${e2ePorts.invitation}`;
}
