// Issue 30, the pass: once a household answers that someone comes, its invitation shows its pass
// (who comes, "Pase para 2", the QR code); the QR carries a signed pass link, never the guest's
// code, so a pass photographed and opened as a link by anyone shows the pass and nothing else: no
// answer form, no opening recorded, the stored answer unchanged.
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { e2ePorts } from './support/ports.ts';
import { clientToken, coupleApi } from './support/accounts.ts';
import {
  choiceAt,
  guestPhone,
  openAsGuest,
  seatCard,
  weddingWithGuests,
} from './support/guest-invitation.ts';

// jsQR, as the API's tests use it (a dependency of the API's tests, not of these).
const jsQR = createRequire(path.resolve(import.meta.dirname, '../apps/server/package.json'))(
  'jsqr',
) as (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;

/** Reads the QR code an <img> shows, as a camera would: its pixels, decoded here. */
async function readQr(page: Page, selector: string): Promise<string | null> {
  const side = 320;
  const pixels = await page.locator(selector).evaluate(async (element, size) => {
    const image = element as HTMLImageElement;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (!context) return [];
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size, size);
    context.drawImage(image, 0, 0, size, size);
    return Array.from(context.getImageData(0, 0, size, size).data);
  }, side);
  return jsQR(Uint8ClampedArray.from(pixels), side, side)?.data ?? null;
}

test('a guest answers and sees the pass; a pass photographed and opened as a link changes nothing and shows no answer form', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const { weddingId, slug, rosa } = await weddingWithGuests(page, request);
  const api = coupleApi(request, await clientToken(page));
  const guest = await openAsGuest(browser, rosa.link);
  await expect(guest.getByTestId('guest-pass')).toHaveCount(0);

  await choiceAt(seatCard(guest, 'Rosa Luna'), 'Ceremonia religiosa', 'Sí').click();
  await choiceAt(seatCard(guest, 'Rosa Luna'), 'Cena de familia', 'No').click();
  await choiceAt(seatCard(guest, 'Invitado 2'), 'Ceremonia religiosa', 'Sí').click();
  await guest.getByRole('button', { name: 'Enviar respuesta' }).click();

  // Right after the answer, without reloading: the pass of the two who come.
  const pass = guest.getByTestId('guest-pass');
  await expect(pass).toBeVisible();
  await expect(pass.getByRole('heading', { name: 'Pase para 2' })).toBeVisible();
  await expect(pass).toContainText('Rosa Luna');
  await expect(pass).toContainText('Acompañante');
  await expect(pass.getByRole('link', { name: 'Abrir mi pase' })).toBeVisible();
  await expect(pass.getByRole('link', { name: 'Descargar PDF' })).toBeVisible();
  const link = await readQr(guest, '[data-testid="guest-pass"] img');
  expect(link).toMatch(new RegExp(`^http://localhost:${e2ePorts.invitation}/${slug}/pase/[^/?]+$`));
  const code = new URL(rosa.link).searchParams.get('code') ?? '';
  expect(link).not.toContain(code);

  const listed = async () => {
    const { guests } = await api.post<{ guests: Record<string, unknown>[] }>(
      '/guests/get-by-wedding',
      { weddingId, page: 1 },
    );
    return guests.find((row) => row.id === rosa.id);
  };
  const before = await listed();
  expect(before).toMatchObject({ confirmation: true, confirmedGuests: 2 });

  // Someone else's phone opens the photographed QR: a fresh context, no cookie, no code.
  const stranger = await browser.newContext({ ...guestPhone, locale: 'es-MX' });
  const other = await stranger.newPage();
  const sent: string[] = [];
  other.on('request', (call) => {
    if (call.method() !== 'GET') sent.push(`${call.method()} ${call.url()}`);
  });
  const response = await other.goto(link ?? '');
  expect(response?.status()).toBe(200);
  await expect(other.getByRole('heading', { name: 'Pase para 2' })).toBeVisible();
  await expect(other.getByRole('listitem')).toHaveText(['Rosa Luna', 'Acompañante']);
  await expect(other.getByText('Rosa & Diego')).toBeVisible();
  await expect(other.locator('form, input, select, textarea, button')).toHaveCount(0);
  await expect(other.getByText('Enviar respuesta')).toHaveCount(0);
  await expect(other.getByRole('link', { name: 'Descargar PDF' })).toBeVisible();
  // The pass page is big enough to scan from the screen at the door.
  const qrBox = await other.locator('.qr svg').boundingBox();
  expect(qrBox?.width ?? 0).toBeGreaterThanOrEqual(240);
  expect(sent).toEqual([]);

  // The pass's token is no code: sent as one, the answer is refused.
  const token = decodeURIComponent(link?.split('/pase/')[1] ?? '');
  const asCode = await other.request.post(
    `http://localhost:${e2ePorts.invitation}/v1/public/invitations/${slug}/confirmation`,
    {
      headers: { 'idempotency-key': `pass-${Date.now()}` },
      data: { code: token, confirmation: false },
    },
  );
  expect(asCode.status()).toBe(404);
  // A forged pass is a friendly 404.
  const forged = await other.goto(
    `http://localhost:${e2ePorts.invitation}/${slug}/pase/1.forgedforgedforgedforged`,
  );
  expect(forged?.status()).toBe(404);
  await expect(other.getByRole('heading', { name: 'Pase no encontrado' })).toBeVisible();
  await stranger.close();

  // Nothing changed: the same answer, and the opening counts of the guest's own link only.
  expect(await listed()).toEqual(before);
  await guest.context().close();
});
