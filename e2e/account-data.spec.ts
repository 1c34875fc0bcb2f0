// A couple's data is theirs (issue 33, point 3): from the account tab on a phone they download
// everything (a zip whose data.json holds their guests), then close the account: they cannot sign in
// again, their guest page answers 404, and the payment stays with its personal fields removed.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import JSZip from 'jszip';
import {
  clientToken,
  coupleApi,
  couplePassword,
  createWedding,
  signInNewCouple,
} from './support/accounts.ts';
import { e2ePorts } from './support/ports.ts';
import { e2eAdmin } from './support/staff.ts';
import { uniqueSuffix } from './support/unique.ts';

type Guest = { id: number; name: string; code: string };

test('a couple downloads their data, closes the account and only the payment stays', async ({
  page,
  request,
}) => {
  const email = await signInNewCouple(page, request, 'arco');
  const slug = `ana-y-luis-arco-${uniqueSuffix()}`;
  const weddingId = await createWedding(page, 'Ana & Luis', slug);
  const api = coupleApi(request, await clientToken(page));
  const plans = (await (await request.get('/v1/invitation-plans')).json()) as {
    id: number;
    name: string;
  }[];
  const { payment } = await api.post<{ payment: { id: number; amount: number } }>(
    '/payments/checkout',
    {
      invitationPlanId: plans.find((plan) => plan.name === 'Clásico')?.id,
      paymentMethodId: 'pm_card_visa',
      weddingId,
    },
  );
  for (const name of ['Rosa', 'Pedro']) {
    await api.post('/guests', {
      name,
      lastName: 'Luna',
      phone: '5512345678',
      maxGuestsAllowed: 1,
      weddingId,
    });
  }
  const { guests } = await api.post<{ guests: Guest[] }>('/guests/get-by-wedding', {
    weddingId,
    page: 1,
  });
  await api.post(`/payments/${payment.id}/invoice-request`, {
    rfc: 'GODE561231GR8',
    name: 'ANA GARCIA',
    taxRegime: '612',
    postalCode: '06600',
    cfdiUse: 'G03',
  });

  // The account tab: "Descargar mis datos" asks for the password, then the zip arrives.
  await page.goto(`/dashboard/boda/${weddingId}/cuenta`);
  await page.getByRole('button', { name: 'Descargar mis datos' }).click();
  const download = page.getByRole('dialog', { name: 'Descargar mis datos' });
  await download.getByLabel('Tu contraseña').fill('Equivocada.1');
  await download.getByRole('button', { name: 'Descargar', exact: true }).tap();
  await expect(download.getByText('La contraseña no es correcta.')).toBeVisible();
  await download.getByLabel('Tu contraseña').fill(couplePassword);
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    download.getByRole('button', { name: 'Descargar', exact: true }).tap(),
  ]);
  expect(file.suggestedFilename()).toBe('convite-mis-datos.zip');
  const zip = await JSZip.loadAsync(readFileSync(await file.path()));
  const data = JSON.parse((await zip.file('data.json')?.async('string')) ?? '{}') as {
    client: { email: string }[];
    guests: { name: string; weddingId: number }[];
  };
  expect(data.client[0]?.email).toBe(email);
  expect(data.guests.map((guest) => guest.name).sort()).toEqual(['Pedro', 'Rosa']);
  expect(zip.file('guests.xlsx')).not.toBeNull();

  // "Cerrar mi cuenta": the dialog says what goes and what stays, and asks for the password.
  await page.getByRole('button', { name: 'Cerrar mi cuenta' }).tap();
  const closing = page.getByRole('dialog', { name: '¿Cerrar tu cuenta?' });
  await expect(closing.getByText(/Se borran para siempre tu boda/)).toBeVisible();
  await expect(closing.getByText(/Se conservan tus pagos durante cinco años/)).toBeVisible();
  await closing.getByLabel('Tu contraseña').fill(couplePassword);
  await closing.getByRole('button', { name: 'Cerrar mi cuenta para siempre' }).tap();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(/Cerramos tu cuenta/)).toBeVisible();

  // The account cannot sign in again.
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(couplePassword);
  await page.getByRole('button', { name: 'Iniciar sesión' }).tap();
  await expect(page.getByText('Correo o contraseña incorrectos.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The guest's page is gone.
  const guestPage = await request.get(
    `http://localhost:${e2ePorts.invitation}/${slug}?code=${guests[0]?.code}`,
  );
  expect(guestPage.status()).toBe(404);

  // Staff still see the payment: amount, plan and the invoice's tax data, with no one attached.
  const login = await request.post('/v1/auth/admin-login', {
    data: { email: e2eAdmin.email, password: e2eAdmin.password },
  });
  const { token } = (await login.json()) as { token: string };
  const kept = await request.get(`/v1/payments/${payment.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(kept.status()).toBe(200);
  expect(await kept.json()).toMatchObject({
    id: payment.id,
    amount: payment.amount,
    status: 'succeeded',
    wedding: null,
    client: null,
    card: null,
    invitationPlan: { name: 'Clásico' },
    invoiceRequest: { rfc: 'GODE561231GR8', postalCode: '06600', email: null },
  });
});
