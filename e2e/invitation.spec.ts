// A guest opens their personal link on a phone, sees their own greeting and only the events they are
// invited to, confirms with two guests and a food restriction, and the couple's guests tab follows;
// reopening the link, the guest changes the answer in update mode. Then the same in English, and the
// page passes axe with every control at least 44 px.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import { expect, test } from '@playwright/test';
import {
  choiceAt,
  gotoInvitation,
  guestPhone,
  openAsGuest,
  seatCard,
  weddingWithGuests,
} from './support/guest-invitation.ts';
import { e2ePorts } from './support/ports.ts';

test('a guest confirms from their link and changes the answer later; the couple sees it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const { weddingId, rosa, pedro } = await weddingWithGuests(page, request);
  expect(rosa.link).toContain(`http://localhost:${e2ePorts.invitation}/`);

  // Rosa's link: her greeting, her seats, and the dinner she alone is invited to.
  const guestPage = await openAsGuest(browser, rosa.link);
  await expect(guestPage.getByRole('heading', { level: 1, name: 'Rosa & Diego' })).toBeVisible();
  await expect(guestPage.getByTestId('header-guest')).toHaveText('Rosa, les reservamos 3 lugares');
  await expect(guestPage.getByText('Ceremonia religiosa').first()).toBeVisible();
  await expect(guestPage.getByText('Cena de familia').first()).toBeVisible();

  // Two of three seats, a diet and a message.
  for (const person of ['Rosa Luna', 'Invitado 2']) {
    for (const event of ['Ceremonia religiosa', 'Cena de familia']) {
      await choiceAt(seatCard(guestPage, person), event, 'Sí').check();
    }
  }
  await seatCard(guestPage, 'Invitado 2').getByLabel('Nombre').fill('Diego');
  await seatCard(guestPage, 'Rosa Luna').getByLabel('Alergias o dieta').fill('Vegetariana');
  await guestPage.getByLabel('Mensaje para los novios').fill('¡Felicidades!');
  await guestPage.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(
    guestPage.getByText('¡Gracias por confirmar! Te esperamos con mucho cariño.'),
  ).toBeVisible();

  // The couple's guests tab shows the answer.
  await page.goto(`/dashboard/boda/${weddingId}/invitados`);
  const table = page.getByRole('region', { name: 'Lista de invitados' });
  const rosaRow = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Rosa Luna' }) });
  // The answer in words (her status), and two of her invitation's three seats confirmed.
  await expect(rosaRow.locator('.guest-status__badge')).toHaveText('Sí asiste');
  await expect(rosaRow.locator('.guest-row__seats')).toContainText('2 de 3');
  // The figures are folded into one line: a tap opens them.
  const figures = page.locator('.guest-overview > summary');
  await figures.click();
  const guestsSummary = page.getByRole('region', { name: 'Invitados' });
  await expect(guestsSummary.locator('dd').nth(1)).toHaveText('2');

  // Rosa reopens her link: a receipt of who goes to what, and a button to change it.
  await gotoInvitation(guestPage, rosa.link);
  const receipt = guestPage.getByTestId('receipt');
  await expect(receipt).toContainText('Rosa LunaCeremonia religiosa · Cena de familia');
  await expect(receipt).toContainText('Alergias o dieta: Vegetariana');
  await expect(guestPage.getByRole('radio')).toHaveCount(0);
  await expect(guestPage.getByRole('button', { name: 'Enviar respuesta' })).toHaveCount(0);
  await guestPage.getByRole('button', { name: 'Cambiar mi respuesta' }).click();
  await guestPage.getByRole('button', { name: 'Nadie podrá ir' }).click();
  await expect(guestPage.getByLabel('Alergias o dieta')).toHaveCount(0);
  await guestPage.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(guestPage.getByText('Gracias por avisarnos. Te vamos a extrañar.')).toBeVisible();

  await page.reload();
  await expect(rosaRow.locator('.guest-status__badge')).toHaveText('No asiste');
  await figures.click();
  await expect(guestsSummary.locator('dd').nth(1)).toHaveText('0');
  await expect(guestsSummary.locator('dd').nth(2)).toHaveText('3');

  // Pedro's link, in English: one seat, no dinner; he is the one person, asked one thing.
  const english = await openAsGuest(browser, `${pedro.link}&lang=en`, 'en-US');
  await expect(english.getByTestId('header-guest')).toHaveText('Pedro, we saved you 1 seat');
  await expect(english.getByText('Ceremonia religiosa').first()).toBeVisible();
  await expect(english.getByText('Cena de familia')).toHaveCount(0);
  await choiceAt(seatCard(english, 'Pedro Luna'), 'Ceremonia religiosa', 'Yes').check();
  await expect(english.getByRole('button', { name: 'All of us to everything' })).toHaveCount(0);
  await english.getByRole('button', { name: 'Send my answer' }).click();
  await expect(
    english.getByText('Thank you for confirming! We look forward to celebrating with you.'),
  ).toBeVisible();

  // Accessible on a phone: no serious or critical axe finding, and every control at least 44 px.
  // Evaluated through DevTools, which the page's Content-Security-Policy does not govern (a <script>
  // tag would be refused, as any injected script should be).
  await english.evaluate(
    readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'),
  );
  const serious = await english.evaluate(async () => {
    const { violations } = await (
      window as unknown as { axe: { run(): Promise<AxeResults> } }
    ).axe.run();
    return violations
      .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
      .map((violation) => `${violation.id}: ${violation.help}`);
  });
  expect(serious).toEqual([]);
  const small = await english.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, [role="radio"]',
      ),
    )
      .filter(
        (element) => element.offsetParent !== null && element.getAttribute('type') !== 'hidden',
      )
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(
        ({ element, box }) =>
          `${element.outerHTML.slice(0, 80)} ${Math.round(box.width)}×${Math.round(box.height)}`,
      ),
  );
  expect(small).toEqual([]);
});

test('the bare link shows the invitation and asks for the code; an unknown slug is not available', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const { rosa } = await weddingWithGuests(page, request);
  const url = new URL(rosa.link);
  const code = url.searchParams.get('code') ?? '';

  // Without scripts the page is already there: it was rendered on the server.
  const context = await browser.newContext({ ...guestPhone, javaScriptEnabled: false });
  const noScript = await context.newPage();
  await noScript.goto(`${url.origin}${url.pathname}`);
  await expect(noScript.getByRole('heading', { level: 1, name: 'Rosa & Diego' })).toBeVisible();
  await expect(noScript.getByText('Ceremonia religiosa')).toBeVisible();
  await expect(noScript.getByText('Cena de familia')).toHaveCount(0);
  await expect(noScript.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Rosa & Diego',
  );
  await context.close();

  const guestPage = await openAsGuest(browser, `${url.origin}${url.pathname}`);
  await expect(guestPage.getByTestId('header-guest')).toHaveCount(0);
  await guestPage.getByLabel('Código de invitación').fill(code);
  await guestPage.getByRole('button', { name: 'Continuar' }).click();
  await expect(guestPage.getByTestId('header-guest')).toHaveText('Rosa, les reservamos 3 lugares');
  await expect(guestPage.getByText('Cena de familia').first()).toBeVisible();

  const missing = await guestPage.goto(`${url.origin}/no-existe-esta-boda`);
  expect(missing?.status()).toBe(404);
  await expect(guestPage.getByRole('heading', { name: 'Invitación no disponible' })).toBeVisible();
});
