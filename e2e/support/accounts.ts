// Makes a verified couple through the API (as the emailed link would), then signs in through the
// login screen, so journeys beyond the account screens start from a real session.
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { linkFromMailbox, uniqueEmail } from './mailbox.ts';
import { nextClientAddress } from './unique.ts';

export const couplePassword = 'Boda.2026!';

/** A file of the repository's fixtures/ folder (real files couples upload). */
export const fixturePath = (name: string) =>
  path.resolve(import.meta.dirname, '../../fixtures', name);

/** A couple registered and verified through the API (as the emailed link would): their email. */
export async function registerVerifiedCouple(request: APIRequestContext, prefix: string) {
  const email = uniqueEmail(prefix);
  const registered = await request.post('/v1/auth/register', {
    headers: { 'x-forwarded-for': nextClientAddress() },
    data: {
      email,
      password: couplePassword,
      passwordConfirmation: couplePassword,
      name: 'Ana',
      lastName: 'García',
    },
  });
  expect(registered.status()).toBe(201);
  const link = await linkFromMailbox(email, 'verificacion');
  const verified = await request.post('/v1/auth/verify-client', {
    data: { token: link.split('/').pop() },
  });
  expect(verified.status()).toBe(200);
  return email;
}

export async function signInNewCouple(page: Page, request: APIRequestContext, prefix: string) {
  const email = await registerVerifiedCouple(request, prefix);
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(couplePassword);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/dashboard\/crear-boda$/);
  return email;
}

/** Fills the wedding form and creates the wedding; returns its id, read from the URL it lands on. */
export async function createWedding(page: Page, name: string, slug: string): Promise<number> {
  await page.getByLabel('Nombre de la boda').fill(name);
  await page.getByLabel('Identificador').fill(slug);
  await page.getByLabel('Fecha y hora').fill('2027-05-15T18:00');
  await page.getByRole('button', { name: 'Crear boda' }).click();
  await expect(page).toHaveURL(/\/dashboard\/boda\/\d+\/activacion$/);
  return Number(/\/boda\/(\d+)\//.exec(page.url())?.[1]);
}

/** The signed-in couple's session token, as the dashboard keeps it. */
export async function clientToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('convite.clientToken'));
  expect(token).toBeTruthy();
  return token as string;
}

/** The couple's API calls, with their session, as the dashboard makes them. */
export function coupleApi(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const call = async <T>(method: 'post' | 'patch', url: string, data: object): Promise<T> => {
    const response = await request[method](`/v1${url}`, { headers, data });
    expect(response.ok(), `${method.toUpperCase()} ${url}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  return {
    post: <T>(url: string, data: object) => call<T>('post', url, data),
    patch: <T>(url: string, data: object) => call<T>('patch', url, data),
  };
}
