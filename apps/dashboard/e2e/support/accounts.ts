// Makes a verified couple through the API (as the emailed link would), then signs in through the
// login screen, so journeys beyond the account screens start from a real session.
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { linkFromOutbox, uniqueEmail } from './outbox.ts';

export const couplePassword = 'Boda.2026!';

/** The shared fixtures folder beside the repository (real files couples upload). */
export const sharedFixture = (name: string) =>
  path.resolve(import.meta.dirname, '../../../../../shared/fixtures', name);

export async function signInNewCouple(page: Page, request: APIRequestContext, prefix: string) {
  const email = uniqueEmail(prefix);
  const registered = await request.post('/v1/auth/register', {
    data: {
      email,
      password: couplePassword,
      passwordConfirmation: couplePassword,
      name: 'Ana',
      lastName: 'García',
    },
  });
  expect(registered.status()).toBe(201);
  const link = await linkFromOutbox(email, 'verificacion');
  const verified = await request.post('/v1/auth/verify-client', {
    data: { token: link.split('/').pop() },
  });
  expect(verified.status()).toBe(200);

  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(couplePassword);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/dashboard\/crear-boda$/);
  return email;
}
