// The couple looks at their invitation before sending it: "Tu enlace de invitación" opens it as one
// chosen guest, read-only (a banner says so, the answer is disabled, and the guest's "Abierta" does
// not move), and the editing tab's live preview shows a text as soon as it is saved.
import { expect, test, type Page } from '@playwright/test';
import { clientToken } from './support/accounts.ts';
import { weddingWithGuests } from './support/guest-invitation.ts';
import { uniqueSuffix } from './support/unique.ts';

const OPENINGS = /\/v1\/public\/invitations\/[^/]+\/openings$/;

async function guestOpenings(
  page: Page,
  request: Parameters<typeof weddingWithGuests>[1],
  weddingId: number,
) {
  const response = await request.post('/v1/guests/get-by-wedding', {
    headers: { authorization: `Bearer ${await clientToken(page)}` },
    data: { weddingId, page: 1 },
  });
  const { guests } = (await response.json()) as { guests: { name: string; openCount: number }[] };
  return Object.fromEntries(guests.map((guest) => [guest.name, guest.openCount]));
}

test('the couple opens the invitation as a guest, read-only, and it does not count as opened', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { weddingId, rosa } = await weddingWithGuests(page, request);
  await page.goto(`/dashboard/boda/${weddingId}/edicion`);

  await page.getByRole('button', { name: 'Tu enlace de invitación' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tu invitación, como la ve un invitado' });
  await expect(dialog).toContainText('se copian y se envían desde Invitados');
  const chosen = dialog.getByRole('button', { name: /^Ver como/ });
  await expect(chosen).toContainText(/Luna/);
  const guestName = ((await chosen.textContent()) ?? '').includes('Rosa') ? 'Rosa' : 'Pedro';

  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    dialog.getByRole('button', { name: 'Abrir vista previa' }).click(),
  ]);
  const openings: string[] = [];
  preview.on('request', (sent) => {
    if (OPENINGS.test(sent.url())) openings.push(sent.url());
  });
  await expect(preview.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const token = new URL(preview.url()).searchParams.get('preview');
  expect(token).toMatch(/^\d+\.\d+\./);
  expect(new URL(preview.url()).searchParams.has('code')).toBe(false);

  const banner = preview.getByRole('complementary', { name: 'Vista previa' });
  await expect(banner).toContainText(`Así ve ${guestName} su invitación.`);
  await expect(banner).toContainText('No cuenta como abierta y no se puede responder.');
  await expect(preview.getByTestId('header-guest')).toContainText(guestName);
  await expect(preview.getByRole('radio', { name: 'Sí', exact: true }).first()).toBeDisabled();
  await expect(preview.getByRole('button', { name: 'Enviar respuesta' })).toBeDisabled();

  // Past the moment a guest's page sends its opening: loaded, idle, and the network quiet.
  await preview.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })),
  );
  await preview.waitForLoadState('networkidle');
  expect(openings).toEqual([]);

  // Even sent by hand, an answer with the preview's token is refused, in plain words.
  const code = new URL(rosa.link).searchParams.get('code');
  const slug = new URL(preview.url()).pathname.slice(1);
  const refused = await request.post(`/v1/public/invitations/${slug}/confirmation`, {
    headers: { 'idempotency-key': `preview-${uniqueSuffix()}`, 'accept-language': 'es' },
    data: { code, preview: token, confirmation: true },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toContain('vista previa');
  await preview.close();

  expect(await guestOpenings(page, request, weddingId)).toEqual({ Rosa: 0, Pedro: 0 });
});

test.describe('on a computer', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('the live preview beside the editor shows a text as soon as it is saved', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { weddingId } = await weddingWithGuests(page, request);
    await page.goto(`/dashboard/boda/${weddingId}/edicion`);
    const preview = page.getByRole('complementary', { name: 'Vista previa' });
    await expect(preview).toContainText('Rosa & Diego');

    const cover = page.getByRole('region', { name: 'Portada', exact: true });
    await cover.getByRole('button', { name: 'Editar Nombre de la boda', exact: true }).click();
    await cover
      .getByRole('textbox', { name: 'Nombre de la boda', exact: true })
      .fill('Rosa y Diego Luna');
    await cover.getByRole('button', { name: 'Guardar Nombre de la boda', exact: true }).click();
    await expect(preview).toContainText('Rosa y Diego Luna');
    // The preview stays in view while the editor scrolls.
    await page.mouse.wheel(0, 2500);
    await expect(preview).toBeInViewport();
  });
});
