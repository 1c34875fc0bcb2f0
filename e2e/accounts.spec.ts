// The account journeys of a couple, in a real browser against the real API: register, verify from
// the email, sign in and out, a wrong password, field errors, forgotten password, Google sign-in.
import { expect, test, type Page } from '@playwright/test';
import { expectEmails, linkFromMailbox, uniqueEmail } from './support/mailbox.ts';

const password = 'Boda.2026!';

async function register(page: Page, email: string) {
  await page.goto('/registro');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByLabel('Confirmar contraseña').fill(password);
  await page.getByLabel('Nombre', { exact: true }).fill('María José');
  await page.getByLabel('Apellido').fill('Núñez');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
}

async function registerVerified(page: Page, email: string) {
  await register(page, email);
  await expect(page).toHaveURL(/\/verificacion$/);
  await page.goto(await linkFromMailbox(email, 'verificacion'));
  await expect(page).toHaveURL(/\/dashboard\/crear-boda$/);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('a couple registers, verifies from the email and arrives at the wedding form', async ({
  page,
}) => {
  const email = uniqueEmail('registro');
  await register(page, email);
  await expect(page.getByText('Cliente creado exitosamente')).toBeVisible();
  await expect(page).toHaveURL(/\/verificacion$/);

  // Still unverified: Refresh says so, and the guards keep the couple on this screen.
  await page.getByRole('button', { name: 'Actualizar' }).click();
  await expect(page.getByText('Cliente no verificado')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/verificacion$/);

  await page.getByRole('button', { name: 'Reenviar correo' }).click();
  await expectEmails(email, 2);
  await page.goto(await linkFromMailbox(email, 'verificacion'));
  await expect(page).toHaveURL(/\/dashboard\/crear-boda$/);
  await expect(page.getByLabel('Nombre de la boda')).toBeVisible();
});

test('signing out and in again, and a wrong password', async ({ page }) => {
  const email = uniqueEmail('sesion');
  await registerVerified(page, email);
  await signOut(page);

  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('Equivocada.1');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('Correo o contraseña incorrectos.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/dashboard\/crear-boda$/);

  // Signed in, the login page sends the couple on to where they belong.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard\/crear-boda$/);
});

test('field errors show under the fields, from the form and from the server', async ({ page }) => {
  await page.goto('/registro');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('Por favor llena todos los campos correctamente.')).toBeVisible();
  const emailField = page.getByLabel('Correo electrónico');
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Este campo es obligatorio.').first()).toBeVisible();
  await expect(page.getByText('Debes aceptar los Términos y Condiciones.')).toBeVisible();

  await emailField.fill('no-es-un-correo');
  await expect(page.getByText('Correo electrónico inválido.')).toBeVisible();

  // A taken email is refused by the server, and its message lands under the email field.
  const email = uniqueEmail('repetido');
  await registerVerified(page, email);
  await signOut(page);
  await register(page, email);
  // Waits for the server's answer: the field is described by its message once it arrives.
  const takenEmail = page.getByLabel('Correo electrónico');
  await expect(takenEmail).toHaveAttribute('aria-invalid', 'true');
  await expect(takenEmail).toHaveAccessibleDescription(/\S/);
  await expect(page).toHaveURL(/\/registro$/);
});

test('a forgotten password is reset from the emailed link', async ({ page }) => {
  const email = uniqueEmail('olvido');
  await registerVerified(page, email);
  await signOut(page);

  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/olvido-password$/);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();

  const newPassword = 'Nueva.Clave9';
  await page.goto(await linkFromMailbox(email, 'restablecer-password'));
  await page.getByLabel('Contraseña', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirmar contraseña').fill(newPassword);
  await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
  await expect(page).toHaveURL(/\/dashboard\/crear-boda$/);

  await signOut(page);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/dashboard\/crear-boda$/);
});

test('Google sign-in through OpenID Connect, then completing the name', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continuar con Google' }).click();
  await expect(page).toHaveURL(/\/completar-datos$/);
  await page.getByLabel('Nombre', { exact: true }).fill('Lucía');
  await page.getByLabel('Apellido').fill('Hernández');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/dashboard\/crear-boda$/);
});

test('the screens read in English after switching language', async ({ page }) => {
  await page.goto('/login');
  await page
    .getByRole('group', { name: 'Idioma' })
    .getByRole('button', { name: 'English' })
    .click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
  // The choice is kept across visits.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.goto('/no-existe');
  await expect(page.getByText('Sorry, page not found.')).toBeVisible();
});
