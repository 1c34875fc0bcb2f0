// Issue 17: the guest's answer never misleads, and works without scripts. On a 360×640 touch phone
// the chosen option is drawn in the chosen colours (not the hover's) at AA; a tap made before the
// script has run is kept; with JavaScript off the form is sent by the browser, the server answers
// with the thanks (post/redirect/get, so a reload sends nothing), and the bare link's code form works.
import { devices, expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { WEDDING_TIME_ZONE } from '@convite/rules/time-zone';
import {
  choiceAt,
  eventLine,
  gotoInvitation,
  seatCard,
  weddingWithGuests,
} from './support/guest-invitation.ts';

const touchPhone = (width: number, height: number) => ({
  ...devices['Pixel 7'],
  viewport: { width, height },
  hasTouch: true,
  isMobile: true,
  timezoneId: WEDDING_TIME_ZONE,
});

async function phone(browser: Browser, options: { width?: number; locale?: string; js?: boolean }) {
  const { width = 360, locale = 'es-MX', js = true } = options;
  const context = await browser.newContext({
    ...touchPhone(width, 640),
    locale,
    javaScriptEnabled: js,
  });
  return context.newPage();
}

/** The WCAG contrast of a control's text on its own background, as Chromium paints them. */
async function paintedContrast(control: Locator) {
  return control.evaluate((element) => {
    const channels = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (value: string) => {
      const [r = 0, g = 0, b = 0] = channels(value).map((channel) => {
        const c = channel / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const style = getComputedStyle(element);
    const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort(
      (a, b) => b - a,
    );
    return {
      color: style.color,
      background: style.backgroundColor,
      ratio: ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05),
    };
  });
}

/** The label of a person's "Sí" or "No" at an event: the control a finger taps and the eye reads. */
const optionAt = (page: Page, person: string, event: string, answer: string) =>
  eventLine(seatCard(page, person), event)
    .locator('label.inv-choice')
    .filter({ has: page.getByRole('radio', { name: answer, exact: true }) });
const form = (page: Page) => page.locator('[data-section="confirmation"]');
const ROSA = 'Rosa Luna';
const CEREMONY = 'Ceremonia religiosa';
const DINNER = 'Cena de familia';

test('on a touch phone the tapped answers show as chosen, at AA', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const { rosa } = await weddingWithGuests(page, request);
  const guest = await phone(browser, {});
  await gotoInvitation(guest, rosa.link);
  const yes = optionAt(guest, ROSA, CEREMONY, 'Sí');
  const idle = await paintedContrast(yes);
  expect(idle.ratio).toBeGreaterThanOrEqual(4.5);

  await choiceAt(seatCard(guest, ROSA), CEREMONY, 'Sí').tap();
  await choiceAt(seatCard(guest, 'Invitado 2'), DINNER, 'No').tap();
  // The finger has left the control, which a phone keeps as :hover: the chosen colours stand.
  for (const chosen of [yes, optionAt(guest, 'Invitado 2', DINNER, 'No')]) {
    const painted = await paintedContrast(chosen);
    expect(painted.background).toBe('rgb(74, 52, 38)');
    expect(painted.background).not.toBe(idle.background);
    expect(painted.ratio).toBeGreaterThanOrEqual(4.5);
  }
  const notChosen = await paintedContrast(optionAt(guest, ROSA, CEREMONY, 'No'));
  expect(notChosen.background).toBe(idle.background);
  await guest.context().close();
});

test('a tap made before the script has run is kept, and the answer is sent', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const { rosa } = await weddingWithGuests(page, request);
  const guest = await phone(browser, {});
  // The page's script waits until the test lets it through, as on a slow network.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await guest.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await guest.goto(rosa.link);
  await choiceAt(seatCard(guest, ROSA), CEREMONY, 'Sí').tap();
  await expect(guest.locator('html[data-hydrated="true"]')).toHaveCount(0);
  expect((await paintedContrast(optionAt(guest, ROSA, CEREMONY, 'Sí'))).background).toBe(
    'rgb(74, 52, 38)',
  );

  release();
  await expect(guest.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(choiceAt(seatCard(guest, ROSA), CEREMONY, 'Sí')).toBeChecked();
  await choiceAt(seatCard(guest, ROSA), DINNER, 'No').tap();
  await choiceAt(seatCard(guest, 'Invitado 2'), CEREMONY, 'Sí').tap();
  const sent = guest.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/confirmation'),
  );
  await guest.getByRole('button', { name: 'Enviar respuesta' }).tap();
  // With the invitation's sealed context, which spares the API a read (answer-context.ts).
  expect((await sent).postDataJSON()).toMatchObject({ answerContext: expect.any(String) });
  await expect(
    guest.getByText('¡Gracias por confirmar! Te esperamos con mucho cariño.'),
  ).toBeVisible();
  // Sent by the script (the page did not navigate), and kept: reopening shows the receipt.
  await gotoInvitation(guest, rosa.link);
  const receipt = guest.getByTestId('receipt');
  await expect(receipt).toContainText(`${ROSA}${CEREMONY}`);
  await expect(receipt).toContainText(`Invitado 2${CEREMONY}`);
  await guest.context().close();
});

test('without JavaScript a guest confirms with the form, and a reload sends nothing', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const { rosa } = await weddingWithGuests(page, request);
  const guest = await phone(browser, { js: false });
  const posts: string[] = [];
  guest.on('request', (sent) => {
    if (sent.method() === 'POST') posts.push(sent.url());
  });
  await guest.goto(rosa.link);
  const rosaSeat = seatCard(guest, ROSA);
  await choiceAt(rosaSeat, CEREMONY, 'Sí').tap();
  await choiceAt(rosaSeat, DINNER, 'Sí').tap();
  await rosaSeat.getByLabel('Alergias o dieta').fill('Vegetariana');
  await guest.getByRole('button', { name: 'Enviar respuesta' }).tap();
  await expect(
    guest.getByText('¡Gracias por confirmar! Te esperamos con mucho cariño.'),
  ).toBeVisible();
  expect(new URL(guest.url()).searchParams.get('respuesta')).toBe('enviada');
  expect(posts).toHaveLength(1);
  await guest.reload();
  await expect(
    guest.getByText('¡Gracias por confirmar! Te esperamos con mucho cariño.'),
  ).toBeVisible();
  await expect(guest.getByTestId('receipt')).toContainText('Vegetariana');
  expect(posts).toHaveLength(1);

  // Changing it without scripts: the link opens the form, a "no" is sent the same way.
  await guest.getByRole('link', { name: 'Cambiar mi respuesta' }).tap();
  await expect(guest.getByText(/¡Gracias por confirmar!/)).toHaveCount(0);
  await choiceAt(seatCard(guest, ROSA), CEREMONY, 'No').tap();
  await choiceAt(seatCard(guest, ROSA), DINNER, 'No').tap();
  await guest.getByRole('button', { name: 'Enviar respuesta' }).tap();
  await expect(guest.getByText('Gracias por avisarnos. Te vamos a extrañar.')).toBeVisible();
  expect(posts).toHaveLength(2);

  // The bare link: the code form goes as a GET and opens the guest's own invitation.
  const url = new URL(rosa.link);
  await guest.goto(`${url.origin}${url.pathname}`);
  await guest.getByLabel('Código de invitación').fill(url.searchParams.get('code') ?? '');
  await guest.getByRole('button', { name: 'Continuar' }).tap();
  await expect(guest.getByTestId('header-guest')).toHaveText('Rosa, les reservamos 3 lugares');
  await expect(guest.getByTestId('receipt')).toContainText('No podrá ir');
  await guest.context().close();
});

test('screenshots of the form: idle, chosen, changing and thanks, at 360 and 390 px in both languages', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const { rosa } = await weddingWithGuests(page, request);
  const shot = async (guest: Page, name: string) => {
    // Below the fold the section waits to be scrolled to before it fades in (use-reveal.ts).
    await form(guest).scrollIntoViewIfNeeded();
    await expect(form(guest)).not.toHaveClass(/inv-reveal--hidden/);
    await form(guest).screenshot({
      path: test.info().outputPath(`${name}.png`),
      animations: 'disabled',
    });
  };
  const texts = {
    es: {
      all: 'Todos vamos a todo',
      none: 'Nadie podrá ir',
      send: 'Enviar respuesta',
      change: 'Cambiar mi respuesta',
    },
    en: {
      all: 'All of us to everything',
      none: 'None of us can come',
      send: 'Send my answer',
      change: 'Change my answer',
    },
  };
  const views = (['es', 'en'] as const).flatMap((language) =>
    [360, 390].map((width) => ({ language, width, words: texts[language] })),
  );
  const open = async (language: 'es' | 'en', width: number, extra = '') => {
    const guest = await phone(browser, { width, locale: language === 'es' ? 'es-MX' : 'en-US' });
    await gotoInvitation(guest, `${rosa.link}&lang=${language}${extra}`);
    return guest;
  };
  for (const { language, width, words } of views) {
    const guest = await open(language, width);
    await shot(guest, `${language}-${width}-idle`);
    await guest.getByRole('button', { name: words.all }).tap();
    await shot(guest, `${language}-${width}-chosen`);
    if (language === 'en' && width === 390) {
      await guest.getByRole('button', { name: words.send }).tap();
      await expect(guest.locator('.inv-notice--success')).toBeVisible();
    }
    await guest.context().close();
  }
  for (const { language, width, words } of views) {
    const guest = await open(language, width, '&respuesta=enviada');
    await expect(guest.locator('.inv-notice--success')).toBeVisible();
    await shot(guest, `${language}-${width}-thanks`);
    await guest.getByRole('button', { name: words.change }).tap();
    await guest.getByRole('button', { name: words.none }).tap();
    await expect(guest.locator('.inv-notice--success')).toHaveCount(0);
    await shot(guest, `${language}-${width}-changing`);
    await guest.context().close();
  }
});
