// The guest's page at its edges (issue 31, point 6): on a computer the cover is downloaded once and
// the gallery's rows end flush; every place offers Waze beside Google Maps; the English page names the
// dress-code icons in English; the song's button never covers text or a control as the guest scrolls;
// a connection lost while sending the answer is told within 8 s.
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { clientToken, coupleApi, fixturePath } from './support/accounts.ts';
import {
  choiceAt,
  gotoInvitation,
  guestPhone,
  seatCard,
  weddingWithGuests,
} from './support/guest-invitation.ts';

/** A JPEG of the given size drawn in the browser (a soft gradient, as a photo would be). */
async function drawnImage(page: Page, width: number, height: number): Promise<Buffer> {
  const bytes = await page.evaluate(
    async ([w, h]) => {
      const canvas = new OffscreenCanvas(w, h);
      const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
      const gradient = context.createLinearGradient(0, 0, w, h);
      gradient.addColorStop(0, '#e9d8c4');
      gradient.addColorStop(1, '#8a6a4f');
      context.fillStyle = gradient;
      context.fillRect(0, 0, w, h);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 });
      return [...new Uint8Array(await blob.arrayBuffer())];
    },
    [width, height] as const,
  );
  return Buffer.from(bytes);
}

/** Uploads an image as the couple's dashboard does (multipart). */
async function uploadImage(
  request: APIRequestContext,
  token: string,
  fields: { type: 'coverImage' | 'galleryImage'; weddingId: number },
  image: Buffer,
) {
  const response = await request.post('/v1/images', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      type: fields.type,
      weddingId: String(fields.weddingId),
      image: { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: image },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Text and controls of the page the song's button overlaps, while it shows. */
function coveredBySongButton(page: Page) {
  return page.evaluate(() => {
    const button = document.querySelector<HTMLElement>('.inv-song-button');
    if (!button) return ['no button'];
    const style = getComputedStyle(button);
    if (style.visibility === 'hidden' || Number(style.opacity) === 0) return [];
    const box = button.getBoundingClientRect();
    const overlaps = (rect: DOMRect) =>
      rect.width > 0 &&
      rect.height > 0 &&
      rect.left < box.right &&
      box.left < rect.right &&
      rect.top < box.bottom &&
      box.top < rect.bottom;
    const covered: string[] = [];
    const controls = 'a, button, input, select, textarea, label, summary, [role="button"]';
    for (const control of document.querySelectorAll(controls)) {
      if (control === button || button.contains(control)) continue;
      if ([...control.getClientRects()].some(overlaps))
        covered.push(control.outerHTML.slice(0, 80));
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || button.contains(node)) continue;
      const parent = node.parentElement;
      if (!parent || parent.closest('style, script, noscript, .inv-visually-hidden')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some(overlaps)) covered.push(node.textContent.trim());
    }
    return covered;
  });
}

test('on a computer the cover downloads once, the gallery rows end flush, and every place has Waze', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const { weddingId, rosa } = await weddingWithGuests(page, request);
  const token = await clientToken(page);
  const api = coupleApi(request, token);
  await uploadImage(
    request,
    token,
    { type: 'coverImage', weddingId },
    await drawnImage(page, 1600, 1000),
  );
  // Landscape, portrait, landscape, portrait, square (small: only their proportions matter here).
  for (const [width, height] of [
    [600, 400],
    [400, 560],
    [560, 400],
    [400, 560],
    [480, 480],
  ] as const) {
    await uploadImage(
      request,
      token,
      { type: 'galleryImage', weddingId },
      await drawnImage(page, width, height),
    );
  }
  // A reception whose map link carries the pin's coordinates.
  const { event } = await api.post<{ event: { id: number } }>('/events', {
    name: 'Recepción',
    weddingId,
  });
  await api.patch(`/events/${event.id}/datetime`, { datetime: '2027-05-16T01:00:00.000Z' });
  await api.patch(`/events/${event.id}/place`, { place: 'Hacienda San Gabriel' });
  await api.patch(`/events/${event.id}/address-link`, {
    addressLink: 'https://www.google.com/maps/place/Hacienda/@20.9146,-100.7452,17z',
  });

  const desktop = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const guest = await desktop.newPage();
  const images: string[] = [];
  guest.on('request', (sent) => {
    if (sent.resourceType() === 'image') images.push(sent.url());
  });
  await guest.goto(rosa.link);
  await expect(guest.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const coverSrc = await guest.locator('img[fetchpriority="high"]').getAttribute('src');
  const coverKey = /images\/([^/.-]+(?:-[^/.-]+){4})/.exec(coverSrc ?? '')?.[1] ?? '';
  expect(coverKey).not.toBe('');
  await guest.waitForLoadState('networkidle');
  expect(images.filter((url) => url.includes(coverKey))).toHaveLength(1);

  // The gallery: every row as wide as the gallery, its frames one height; the last row no shorter.
  const gallery = guest.locator('.inv-gallery');
  await gallery.scrollIntoViewIfNeeded();
  const boxes = await gallery.evaluate((list) => {
    const outer = list.getBoundingClientRect();
    return {
      left: outer.left,
      right: outer.right,
      bottom: outer.bottom,
      frames: [...list.querySelectorAll('.inv-gallery-link')].map((frame) => {
        const box = frame.getBoundingClientRect();
        return { left: box.left, right: box.right, top: box.top, bottom: box.bottom };
      }),
    };
  });
  expect(boxes.frames).toHaveLength(5);
  const rows = new Map<number, typeof boxes.frames>();
  for (const frame of boxes.frames) {
    const key = Math.round(frame.top);
    rows.set(key, [...(rows.get(key) ?? []), frame]);
  }
  for (const row of rows.values()) {
    const bottoms = row.map((frame) => frame.bottom);
    expect(Math.max(...bottoms) - Math.min(...bottoms)).toBeLessThanOrEqual(1.5);
    expect(Math.min(...row.map((frame) => frame.left)) - boxes.left).toBeLessThanOrEqual(1.5);
    expect(boxes.right - Math.max(...row.map((frame) => frame.right))).toBeLessThanOrEqual(1.5);
  }
  // No empty band under any photo: the gallery ends where its last row does.
  expect(boxes.bottom - Math.max(...boxes.frames.map((frame) => frame.bottom))).toBeLessThanOrEqual(
    1.5,
  );

  // Waze beside Google Maps: to the pin's coordinates, and a search for a place without them.
  const cards = guest.locator('.inv-events-card');
  const reception = cards.filter({ hasText: 'Recepción' });
  await expect(reception.getByRole('link', { name: /Ver ubicación/ })).toBeVisible();
  await expect(reception.getByRole('link', { name: /Abrir en Waze/ })).toHaveAttribute(
    'href',
    'https://waze.com/ul?ll=20.9146,-100.7452&navigate=yes',
  );
  await desktop.close();
});

test('the English page names the dress code in English, and the song button never covers text or controls', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const { weddingId, rosa } = await weddingWithGuests(page, request);
  const token = await clientToken(page);
  const api = coupleApi(request, token);
  const icons = await request.get('/v1/icons/dress-code', {
    headers: { authorization: `Bearer ${token}` },
  });
  const iconList = (await icons.json()) as { id: number; slug: string }[];
  const icon = (slug: string) => iconList.find((candidate) => candidate.slug === slug)?.id;
  await api.patch(`/weddings/${weddingId}/dress-code-enabled`, { dressCodeEnabled: true });
  await api.patch(`/weddings/${weddingId}/dress-code`, { dressCode: 'Formal' });
  await api.patch(`/weddings/${weddingId}/show-dress-code-icons`, { showDressCodeIcons: true });
  await api.patch(`/weddings/${weddingId}/dress-icon`, { dressIconId: icon('cocktail') });
  await api.patch(`/weddings/${weddingId}/suit-icon`, { suitIconId: icon('tuxedo') });
  const song = await request.post('/v1/songs', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      weddingId: String(weddingId),
      song: {
        name: 'cancion.mp3',
        mimeType: 'audio/mpeg',
        buffer: readFileSync(fixturePath('song.mp3')),
      },
    },
  });
  expect(song.ok(), await song.text()).toBe(true);

  const phone = await browser.newContext({ ...guestPhone, locale: 'en-US' });
  const guest = await phone.newPage();
  await guest.goto(`${rosa.link}&lang=en`);
  await expect(guest.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const dressCode = guest.locator('.inv-section--dress-code');
  await expect(dressCode.getByRole('img', { name: 'Cocktail dress' })).toBeVisible();
  await expect(dressCode.getByRole('img', { name: 'Tuxedo' })).toBeVisible();

  // Down the whole page a screen's third at a time: wherever the button shows, nothing under it.
  const button = guest.getByRole('button', { name: 'Wedding music' });
  await expect(button).toBeVisible();
  const height = await guest.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 280) {
    await guest.evaluate((top) => window.scrollTo(0, top), y);
    // The spot is checked at the next frame.
    await guest.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await guest.waitForTimeout(600);
    expect(await coveredBySongButton(guest), `scrolled to ${y}`).toEqual([]);
  }
  await phone.close();
});

test('a guest whose connection drops while sending is told within 8 s that the answer is kept', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const { rosa } = await weddingWithGuests(page, request);
  const phone = await browser.newContext(guestPhone);
  const guest = await phone.newPage();
  await gotoInvitation(guest, rosa.link);
  // The connection is lost without a word: the answer's request is never answered.
  await guest.route('**/confirmation', () => undefined);
  await choiceAt(seatCard(guest, 'Rosa Luna'), 'Ceremonia religiosa', 'Sí').tap();
  await choiceAt(seatCard(guest, 'Rosa Luna'), 'Cena de familia', 'No').tap();
  await choiceAt(seatCard(guest, 'Invitado 2'), 'Ceremonia religiosa', 'Sí').tap();
  const sentAt = Date.now();
  await guest.getByRole('button', { name: 'Enviar respuesta' }).tap();
  await expect(guest.getByText(/Guardamos tu respuesta en este teléfono/)).toBeVisible({
    timeout: 8_000,
  });
  expect(Date.now() - sentAt).toBeLessThanOrEqual(8_000);
  await phone.close();
});
