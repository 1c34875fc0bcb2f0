import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { clients, oneTimeTokens } from '../../db/schema/accounts.ts';
import { readOutbox, type OutboxMessage } from '../../email/outbox.ts';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app.ts';
import { aMinuteIntoAWindow } from '../../test/rate-window-clock.ts';

const STRONG = 'Convite.2026!';

describe('account calls', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: object, language: 'es' | 'en' = 'es', token?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/v1${url}`,
      payload,
      headers: {
        'accept-language': language,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });

  const register = (email: string, overrides: object = {}, language: 'es' | 'en' = 'es') =>
    post(
      '/auth/register',
      {
        email,
        password: STRONG,
        passwordConfirmation: STRONG,
        name: 'Ana',
        lastName: 'López',
        ...overrides,
      },
      language,
    );

  type Kind = 'verificacion' | 'restablecer-password';

  /** Waits for `count` emails of a kind to `to` in the outbox (emails go out after the answer). */
  async function emailsTo(to: string, kind: Kind, count = 1): Promise<OutboxMessage[]> {
    let found: OutboxMessage[] = [];
    await vi.waitFor(
      async () => {
        found = (await readOutbox(t.config.dataDir)).filter(
          (message) => message.to === to && message.link?.includes(`/${kind}/`),
        );
        expect(found.length).toBeGreaterThanOrEqual(count);
      },
      // Generous: the email goes out through a job, and CI shares two cores among several suites.
      { timeout: 25_000, interval: 50 },
    );
    return found;
  }

  const tokenOf = (link: string | null) => link?.split('/').pop() ?? '';

  describe('register', () => {
    it('names every wrong field in one 422: the schema rules and the password and name rules together', async () => {
      const response = await register('not-an-email', {
        password: 'sinmayusculas',
        passwordConfirmation: 'otra-distinta',
        name: '   ',
      });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors).sort()).toEqual([
        'email',
        'name',
        'password',
        'passwordConfirmation',
      ]);
      expect(response.json().errors.password).toEqual(['Contraseña inválida.']);
    });

    it('creates an unverified client, signs it in and emails a verification link', async () => {
      const response = await register('Ana.Lopez@Example.com');
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.message).toBe('Cliente creado exitosamente');
      expect(body.client).toMatchObject({
        email: 'ana.lopez@example.com',
        name: 'Ana',
        lastName: 'López',
        verified: false,
        externalAuth: null,
        weddings: [],
      });
      expect(body.client).not.toHaveProperty('passwordHash');

      const me = await t.app.inject({
        method: 'GET',
        url: '/v1/clients/me',
        headers: { authorization: `Bearer ${body.token}` },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json().id).toBe(body.client.id);

      const [email] = await emailsTo('ana.lopez@example.com', 'verificacion');
      expect(email?.subject).toBe('Verifica tu correo en Convite');
      expect(email?.link).toMatch(
        new RegExp(`^${t.config.appUrl}/verificacion/[A-Za-z0-9_-]{43}$`),
      );
    });

    it('answers and writes in English when asked', async () => {
      const response = await register('english@example.com', {}, 'en');
      expect(response.statusCode).toBe(201);
      expect(response.json().message).toBe('Account created successfully');
      const [email] = await emailsTo('english@example.com', 'verificacion');
      expect(email?.subject).toBe('Verify your email for Convite');
    });

    it('refuses an email already in use, whatever its case', async () => {
      await register('taken@example.com');
      const response = await register('TAKEN@example.com');
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.email).toEqual([
        'Ya existe una cuenta con este correo electrónico.',
      ]);
      const english = await register('Taken@Example.com', {}, 'en');
      expect(english.json().errors.email).toEqual([
        'An account with this email address already exists.',
      ]);
    });

    it.each([
      ['no uppercase', 'convite.2026!'],
      ['no digit', 'Convite.dosmil!'],
      ['no special character', 'Convite2026'],
    ])('refuses a weak password (%s) under password', async (_why, password) => {
      const response = await register('weak@example.com', {
        password,
        passwordConfirmation: password,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ password: ['Contraseña inválida.'] });
      const english = await register(
        'weak@example.com',
        { password, passwordConfirmation: password },
        'en',
      );
      expect(english.json().errors).toEqual({ password: ['Invalid password.'] });
    });

    it('refuses a confirmation that differs, and blank names, each under its field', async () => {
      const response = await register('mismatch@example.com', {
        passwordConfirmation: 'Convite.2027!',
        name: '   ',
        lastName: ' ',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        passwordConfirmation: ['Las contraseñas no coinciden.'],
        name: ['Este campo es obligatorio.'],
        lastName: ['Este campo es obligatorio.'],
      });
      const english = await register(
        'mismatch@example.com',
        { passwordConfirmation: 'Convite.2027!' },
        'en',
      );
      expect(english.json().errors).toEqual({ passwordConfirmation: ['Passwords do not match.'] });
    });

    it('refuses a missing name and a malformed email through the contract', async () => {
      const response = await post('/auth/register', {
        email: 'not-an-email',
        password: STRONG,
        passwordConfirmation: STRONG,
        lastName: 'X',
      });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'name']);
    });
  });

  describe('login', () => {
    beforeAll(async () => {
      await register('login@example.com');
    });

    it('signs in an unverified client (the app holds it on the unverified screen)', async () => {
      const response = await post('/auth/login', { email: 'LOGIN@example.com', password: STRONG });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        message: 'Sesión iniciada exitosamente',
        client: { email: 'login@example.com', verified: false },
      });
      expect(typeof response.json().token).toBe('string');
    });

    it('refuses a wrong password and an unknown email alike, with 422 under password (never 401)', async () => {
      const wrong = await post('/auth/login', {
        email: 'login@example.com',
        password: 'Wrong.2026!',
      });
      const unknown = await post('/auth/login', { email: 'nobody@example.com', password: STRONG });
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({
          code: 'validation_failed',
          message: 'Correo o contraseña incorrectos.',
          errors: { password: ['Correo o contraseña incorrectos.'] },
        });
      }
      const english = await post(
        '/auth/login',
        { email: 'login@example.com', password: 'Wrong.2026!' },
        'en',
      );
      expect(english.json().message).toBe('Incorrect email or password.');
    });

    it('tells a Google-only client to use Google', async () => {
      await t.app.db.insert(clients).values({
        email: 'google-only@example.com',
        verified: true,
        externalAuth: 'google',
        googleSubject: 'g-1',
      });
      const response = await post(
        '/auth/login',
        { email: 'google-only@example.com', password: STRONG },
        'en',
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.password[0]).toMatch(/signs in with Google/);
    });

    it('locks an account after 10 failures in 15 minutes, even for the right password, and only that account', async () => {
      // A minute into a 15-minute window: the failures all fall in it.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(aMinuteIntoAWindow(900_000));
      onTestFinished(() => {
        vi.useRealTimers();
      });
      await register('victim@example.com');
      await register('bystander@example.com');
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        const response = await post('/auth/login', {
          email: 'victim@example.com',
          password: `Wrong.${attempt}!x`,
        });
        expect(response.statusCode).toBe(422);
      }
      const locked = await post('/auth/login', { email: 'victim@example.com', password: STRONG });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toBe(
        'Demasiados intentos fallidos. Inténtalo de nuevo en 14 minutos.',
      );
      expect(locked.headers['retry-after']).toBe(String(14 * 60));

      const other = await post('/auth/login', { email: 'bystander@example.com', password: STRONG });
      expect(other.statusCode).toBe(200);
      // Another kind of account with the same email is another account.
      const admin = await post('/auth/admin-login', {
        email: 'victim@example.com',
        password: STRONG,
      });
      expect(admin.statusCode).toBe(422);
    });
  });

  describe('verification', () => {
    it('verifies with the emailed link; opening it again says the account is already verified', async () => {
      await register('verify@example.com');
      const [email] = await emailsTo('verify@example.com', 'verificacion');
      const token = tokenOf(email?.link ?? null);

      const response = await post('/auth/verify-client', { token });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        message: 'Correo verificado exitosamente',
        client: { email: 'verify@example.com', verified: true },
      });

      const again = await post('/auth/verify-client', { token });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({
        message: 'Tu correo ya está verificado.',
        client: { email: 'verify@example.com', verified: true },
      });
    });

    it('refuses an unknown token and an expired one', async () => {
      const unknown = await post('/auth/verify-client', { token: 'A'.repeat(43) }, 'en');
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors.token).toEqual(['The verification link is not valid.']);

      const session = (await register('expired@example.com')).json();
      const [email] = await emailsTo('expired@example.com', 'verificacion');
      await t.app.db
        .update(oneTimeTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(oneTimeTokens.clientId, session.client.id));
      const expired = await post('/auth/verify-client', { token: tokenOf(email?.link ?? null) });
      expect(expired.statusCode).toBe(422);
      expect(expired.json().errors.token).toEqual([
        'El enlace de verificación expiró. Solicita uno nuevo.',
      ]);
    });

    it('resends a new link; the first one still works, since both reached the same inbox', async () => {
      const session = (await register('resend@example.com')).json();
      const [first] = await emailsTo('resend@example.com', 'verificacion');

      const response = await post('/auth/resend-verification', {}, 'es', session.token);
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe('Te enviamos un nuevo correo de verificación.');
      const [, second] = await emailsTo('resend@example.com', 'verificacion', 2);
      expect(second?.link).not.toBe(first?.link);

      const viaFirst = await post('/auth/verify-client', { token: tokenOf(first?.link ?? null) });
      expect(viaFirst.json().message).toBe('Correo verificado exitosamente');
      const viaSecond = await post('/auth/verify-client', { token: tokenOf(second?.link ?? null) });
      expect(viaSecond.statusCode).toBe(200);
      expect(viaSecond.json().message).toBe('Tu correo ya está verificado.');

      const already = await post('/auth/resend-verification', {}, 'en', session.token);
      expect(already.statusCode).toBe(409);
      expect(already.json()).toEqual({
        code: 'already_verified',
        message: 'Your email is already verified.',
      });
    });

    it('resends only for a client session', async () => {
      expect((await post('/auth/resend-verification', {})).statusCode).toBe(401);
      const admin = await injectAs(
        t.app,
        { role: 'admin', id: 1 },
        { method: 'POST', url: '/v1/auth/resend-verification', payload: {} },
      );
      expect(admin.statusCode).toBe(403);
    });
  });

  describe('password reset', () => {
    let sessionBeforeReset: string;
    const me = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: '/v1/clients/me',
        headers: { authorization: `Bearer ${token}` },
      });
    beforeAll(async () => {
      sessionBeforeReset = (await register('reset@example.com')).json().token as string;
    });

    it('answers the same whether or not the email has an account, and mails only the account', async () => {
      const known = await post('/auth/send-reset-link', { email: 'RESET@example.com' });
      const unknown = await post('/auth/send-reset-link', { email: 'ghost@example.com' });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual(known.json());
      const [email] = await emailsTo('reset@example.com', 'restablecer-password');
      expect(email?.subject).toBe('Restablece tu contraseña de Convite');
      expect(email?.link).toMatch(new RegExp(`^${t.config.appUrl}/restablecer-password/`));
      expect(
        (await readOutbox(t.config.dataDir)).some((message) => message.to === 'ghost@example.com'),
      ).toBe(false);
    });

    it('sets the new password with the latest link, once; an older link no longer works', async () => {
      expect((await me(sessionBeforeReset)).statusCode).toBe(200);
      const before = (await emailsTo('reset@example.com', 'restablecer-password')).length;
      await post('/auth/send-reset-link', { email: 'reset@example.com' });
      await emailsTo('reset@example.com', 'restablecer-password', before + 1);
      await post('/auth/send-reset-link', { email: 'reset@example.com' });
      const messages = await emailsTo('reset@example.com', 'restablecer-password', before + 2);
      const older = tokenOf(messages.at(-2)?.link ?? null);
      const latest = tokenOf(messages.at(-1)?.link ?? null);

      const stale = await post('/auth/reset-password', {
        token: older,
        password: 'Nueva.2026!',
        passwordConfirmation: 'Nueva.2026!',
      });
      expect(stale.statusCode).toBe(422);
      expect(stale.json().errors.token).toEqual([
        'El enlace para restablecer la contraseña ya fue utilizado.',
      ]);

      const weak = await post('/auth/reset-password', {
        token: latest,
        password: 'nueva2026',
        passwordConfirmation: 'nueva2026',
      });
      expect(weak.statusCode).toBe(422);
      expect(weak.json().errors).toEqual({ password: ['Contraseña inválida.'] });

      const reset = await post('/auth/reset-password', {
        token: latest,
        password: 'Nueva.2026!',
        passwordConfirmation: 'Nueva.2026!',
      });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toMatchObject({
        message: 'Contraseña restablecida exitosamente',
        client: { email: 'reset@example.com' },
      });
      expect(typeof reset.json().token).toBe('string');
      // The reset ends every earlier session (someone else may have had the old password); the
      // session it starts stands.
      expect((await me(sessionBeforeReset)).statusCode).toBe(401);
      expect((await me(reset.json().token as string)).statusCode).toBe(200);

      const reused = await post(
        '/auth/reset-password',
        { token: latest, password: 'Otra.2026!x', passwordConfirmation: 'Otra.2026!x' },
        'en',
      );
      expect(reused.statusCode).toBe(422);
      expect(reused.json().errors.token).toEqual([
        'The password reset link has already been used.',
      ]);

      expect(
        (await post('/auth/login', { email: 'reset@example.com', password: STRONG })).statusCode,
      ).toBe(422);
      expect(
        (await post('/auth/login', { email: 'reset@example.com', password: 'Nueva.2026!' }))
          .statusCode,
      ).toBe(200);
    });

    it('refuses an expired link', async () => {
      const session = (await register('reset-expired@example.com')).json();
      await post('/auth/send-reset-link', { email: 'reset-expired@example.com' });
      const [message] = await emailsTo('reset-expired@example.com', 'restablecer-password');
      const resetLink = message?.link ?? null;
      await t.app.db
        .update(oneTimeTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(oneTimeTokens.clientId, session.client.id));
      const response = await post('/auth/reset-password', {
        token: tokenOf(resetLink),
        password: 'Nueva.2026!',
        passwordConfirmation: 'Nueva.2026!',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.token).toEqual([
        'El enlace para restablecer la contraseña expiró. Solicita uno nuevo.',
      ]);
    });
  });
});
