// Send, see, remind (issue 18's "done means"): a couple writes their WhatsApp invitation with the
// guest's details as buttons and walks through "Enviar a los pendientes" for three guests (each
// wa.me URL and its text checked). Then one guest opens their link on their phone and another
// answers: the couple's list shows each one's status, the funnel counts them, the answer's notice
// reaches the couple's inbox on the run's SMTP server, and the reminder lists only those who have
// not answered, pausing the one just reminded.
import { expect, test } from '@playwright/test';
import { clientToken, coupleApi, createWedding, signInNewCouple } from './support/accounts.ts';
import { openAsGuest } from './support/guest-invitation.ts';
import { emailsTo } from './support/mailbox.ts';
import { giveWeddingPlan } from './support/staff.ts';
import { uniqueSuffix } from './support/unique.ts';

type ListedGuest = { name: string; link: string };

const GUESTS = [
  { name: 'Carmen', lastName: 'Olvera', phone: '55 8765 4321', digits: '525587654321' },
  { name: 'Íñigo', lastName: 'Peña', phone: '+1 415 555 0100', digits: '14155550100' },
  { name: 'Sofía', lastName: 'Muñoz', phone: '33 1234 5678', digits: '523312345678' },
];

test('a couple sends by WhatsApp, sees who opened and who answered, is told, and reminds the rest', async ({
  page,
  request,
  context,
  browser,
}) => {
  test.setTimeout(150_000);
  const coupleEmail = await signInNewCouple(page, request, 'whatsapp');
  const slug = `sofia-y-mateo-${uniqueSuffix()}`;
  const weddingId = await createWedding(page, 'Sofía & Mateo', slug);
  await giveWeddingPlan(request, weddingId, 'Clásico');
  const api = coupleApi(request, await clientToken(page));
  for (const guest of GUESTS) {
    await api.post('/guests', {
      name: guest.name,
      lastName: guest.lastName,
      phone: guest.phone,
      maxGuestsAllowed: 2,
      weddingId,
    });
  }
  await page.reload();
  await page.getByRole('link', { name: 'Invitados', exact: true }).click();
  // The sending is folded into one line of the list: a tap opens it.
  const sending = page.locator('.guest-sending > summary');
  await sending.click();

  // The message: typed words, then the guest's details inserted with buttons, previewed live.
  await page.getByRole('link', { name: 'Editar mensajes' }).click();
  const text = page.getByLabel('Tu mensaje');
  await text.fill('Hola ');
  await page.getByRole('button', { name: 'Nombre del invitado' }).click();
  await text.press('End');
  await text.pressSequentially(', los esperamos. ');
  const save = page.getByRole('button', { name: 'Guardar mensaje' });
  await expect(page.getByRole('alert')).toContainText('Incluye el enlace personal');
  await expect(save).toBeDisabled();
  await page.getByRole('button', { name: 'Enlace personal' }).click();
  await text.press('End');
  await text.pressSequentially(' ');
  await page.getByRole('button', { name: 'Sus nombres' }).click();
  await expect(text).toHaveValue('Hola {nombre}, los esperamos. {enlace} {pareja}');
  const bubble = page.getByTestId('chat-bubble');
  await expect(bubble).toContainText('Hola Carmen, los esperamos. http');
  await expect(bubble).toContainText(`/${slug}?code=`);
  await expect(bubble).toContainText('Sofía & Mateo');
  await save.click();
  await expect(page.getByText('Mensaje guardado')).toBeVisible();

  // The walkthrough: one guest after another, WhatsApp opened with each one's message.
  // wa.me is outside the test's network: a stand-in page answers for it.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  await page.getByRole('link', { name: 'Volver a invitados' }).click();
  await sending.click();
  await page.getByRole('link', { name: 'Enviar a los pendientes' }).click();
  for (const [index, guest] of GUESTS.entries()) {
    const name = `${guest.name} ${guest.lastName}`;
    await expect(page.getByText(`${index + 1} de 3`)).toBeVisible();
    await expect(page.getByRole('article', { name })).toBeVisible();
    const [chat] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: `Abrir WhatsApp con el mensaje para ${name}` }).click(),
    ]);
    const chatUrl = new URL(chat.url());
    expect(`${chatUrl.origin}${chatUrl.pathname}`).toBe(`https://wa.me/${guest.digits}`);
    expect(chatUrl.searchParams.get('text')).toMatch(
      new RegExp(
        `^Hola ${guest.name}, los esperamos\\. \\S+/${slug}\\?code=[0-9A-HJKMNP-TV-Z]{8} Sofía & Mateo$`,
      ),
    );
    await chat.close();
  }
  await expect(page.getByText('¡Listo! Recorriste a todos.')).toBeVisible();
  await expect(page.getByText('Abriste WhatsApp para 3 y saltaste 0.')).toBeVisible();

  // Marked sent in the list.
  await page.getByRole('link', { name: 'Volver a invitados' }).click();
  const table = page.getByRole('region', { name: 'Lista de invitados' });
  for (const guest of GUESTS) {
    await expect(
      table
        .getByRole('row')
        .filter({ hasText: `${guest.name} ${guest.lastName}` })
        .locator('.guest-status__badge'),
    ).toHaveText('Enviada, sin abrir');
  }

  // Carmen opens her link on her phone; Íñigo opens his and answers that he comes.
  const { guests: listed } = await api.post<{ guests: ListedGuest[] }>('/guests/get-by-wedding', {
    weddingId,
    page: 1,
  });
  const linkOf = (name: string) => listed.find((guest) => guest.name === name)?.link ?? '';
  const carmen = await openAsGuest(browser, linkOf('Carmen'));
  await expect
    .poll(() =>
      carmen.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/openings')),
      ),
    )
    .toBe(true);
  await carmen.context().close();
  const inigo = await openAsGuest(browser, linkOf('Íñigo'));
  // A wedding without events: each person of his invitation answers "¿Nos acompañarás?"; both come.
  await inigo.getByRole('button', { name: 'Todos vamos' }).tap();
  await inigo.getByRole('button', { name: 'Enviar respuesta' }).tap();
  await expect(
    inigo.getByText('¡Gracias por confirmar! Te esperamos con mucho cariño.'),
  ).toBeVisible();
  await inigo.context().close();

  // The couple's list: each guest's status, and the funnel sent → opened → answered.
  await page.reload();
  const badge = (name: string) =>
    table.getByRole('row').filter({ hasText: name }).locator('.guest-status__badge');
  await expect(badge('Carmen Olvera')).toHaveText('Abierta, sin responder');
  await expect(badge('Íñigo Peña')).toHaveText('Sí asiste');
  await expect(badge('Sofía Muñoz')).toHaveText('Enviada, sin abrir');
  // The funnel is folded into the figures' line: a tap opens it.
  await page.locator('.guest-overview > summary').click();
  const funnel = page.getByRole('region', { name: 'Seguimiento' }).getByRole('listitem');
  await expect(funnel.nth(0)).toContainText('Enviadas3 · 100');
  await expect(funnel.nth(1)).toContainText('Abiertas2 · 67');
  await expect(funnel.nth(2)).toContainText('Respondidas1 · 33');

  // Íñigo's answer reached the couple's inbox, with the way to his guest page and out of notices.
  await expect
    .poll(async () => (await emailsTo(coupleEmail)).map((email) => email.subject), {
      timeout: 30_000,
    })
    .toContain('Íñigo Peña respondió a tu invitación');
  const notice = (await emailsTo(coupleEmail)).find((email) => email.subject.includes('Íñigo'));
  expect(notice?.text).toContain('Íñigo Peña · Sí asistirá · 2 personas');
  expect(notice?.text).toMatch(
    new RegExp(`/dashboard/boda/${weddingId}/agregar-invitado\\?guest=\\d+`),
  );
  expect(notice?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

  // The reminder: Carmen (opened) and Sofía (sent), not Íñigo who answered; one reminded now is
  // paused on the next visit.
  await sending.click();
  await page.getByRole('link', { name: 'Recordar a quienes no han respondido' }).click();
  await expect(page.getByText('1 de 2')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Carmen Olvera' })).toBeVisible();
  const [reminder] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'Abrir WhatsApp con el mensaje para Carmen Olvera' }).click(),
  ]);
  expect(new URL(reminder.url()).searchParams.get('text')).toContain(
    'Nos encantaría saber si nos acompañarás',
  );
  await reminder.close();
  await expect(page.getByText('2 de 2')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Sofía Muñoz' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('1 de 1')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sin enviar por WhatsApp (1)' })).toContainText(
    'Carmen OlveraRecordado hace menos de 24 horas',
  );
});
