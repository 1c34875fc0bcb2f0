// A couple writes their WhatsApp invitation with the guest's details as buttons, walks through
// "Enviar a los pendientes" for three guests (each wa.me URL and its text checked), sees them marked
// sent, and the reminder walkthrough then lists them, pausing the one just reminded.
import { expect, test } from '@playwright/test';
import { clientToken, coupleApi, createWedding, signInNewCouple } from './support/accounts.ts';
import { giveWeddingPlan } from './support/staff.ts';

const GUESTS = [
  { name: 'Carmen', lastName: 'Olvera', phone: '55 8765 4321', digits: '525587654321' },
  { name: 'Íñigo', lastName: 'Peña', phone: '+1 415 555 0100', digits: '14155550100' },
  { name: 'Sofía', lastName: 'Muñoz', phone: '33 1234 5678', digits: '523312345678' },
];

test('a couple edits the message, sends it to the pending guests, then reminds them', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(90_000);
  await signInNewCouple(page, request, 'whatsapp');
  const slug = `sofia-y-mateo-${Date.now()}`;
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
      table.getByRole('switch', { name: `Invitación enviada a ${guest.name} ${guest.lastName}` }),
    ).toBeChecked();
  }

  // Nobody answered: the reminder lists the three; one reminded now is paused on the next visit.
  await page.getByRole('link', { name: 'Recordar a quienes no han respondido' }).click();
  await expect(page.getByText('1 de 3')).toBeVisible();
  const [reminder] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'Abrir WhatsApp con el mensaje para Carmen Olvera' }).click(),
  ]);
  expect(new URL(reminder.url()).searchParams.get('text')).toContain(
    'Nos encantaría saber si nos acompañarás',
  );
  await reminder.close();
  await expect(page.getByText('2 de 3')).toBeVisible();
  await page.reload();
  await expect(page.getByText('1 de 2')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Íñigo Peña' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sin enviar por WhatsApp (1)' })).toContainText(
    'Carmen OlveraRecordado hace menos de 24 horas',
  );
});
