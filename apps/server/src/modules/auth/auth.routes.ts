import { createHmac } from 'node:crypto';
import type { components } from '@convite/api/schema';
import type { FastifyPluginAsync } from 'fastify';
import { createMailer } from '../../email/mailer.ts';
import { createGoogleSignIn, isLoopbackHttpIssuer } from '../../google/google-sign-in.ts';
import { requireClient, requireSession } from '../../http/auth.ts';
import { localize } from '../../http/language.ts';
import { createDeviceTokens } from '../../security/device-tokens.ts';
import { createLoginLimits } from '../../security/login-limits.ts';
import { createClientsRepository } from '../clients/clients.repository.ts';
import { authMessages } from './auth.messages.ts';
import { accountFormErrors } from './account-form.ts';
import { createAuthService } from './auth.service.ts';
import { createBackgroundTasks } from './background-tasks.ts';
import { createOneTimeTokensRepository } from './one-time-tokens.repository.ts';
import { createStaffAccountsRepository } from './staff-accounts.repository.ts';

type Schemas = components['schemas'];

/** The /auth calls: register, the three sign-ins, Google, verification and password reset. */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const { config } = app;
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    logger: app.log,
  });
  const background = createBackgroundTasks(app.log);
  const limiter = app.rateLimiter;
  const google = config.google
    ? createGoogleSignIn({
        ...config.google,
        // Its own key, derived from the session secret, so a state can never pass for a session.
        stateKey: createHmac('sha256', config.jwtSecret)
          .update('convite google-state key')
          .digest(),
        allowInsecureRequests: isLoopbackHttpIssuer(
          config.google.issuer,
          config.nodeEnv === 'production',
        ),
      })
    : null;
  const service = createAuthService({
    clients: createClientsRepository(app.db),
    tokens: createOneTimeTokensRepository(app.db),
    staff: createStaffAccountsRepository(app.db),
    loginLimits: createLoginLimits(limiter, createDeviceTokens(config.jwtSecret)),
    limiter,
    mailer,
    appUrl: config.appUrl,
    google,
    signAccessToken: (subject) => app.tokens.signAccessToken(subject),
    background: (name, task) => background.run(name, task),
  });

  app.addHook('onClose', async () => {
    await background.settle();
    mailer.close();
  });

  app.post<{ Body: Schemas['RegisterRequest']; Reply: Schemas['ClientSession'] }>(
    '/auth/register',
    { config: { bodyChecks: accountFormErrors } },
    async (request, reply) => {
      const session = await service.register(request.body, request.language, {
        address: request.ip,
      });
      return reply
        .code(201)
        .send({ ...session, message: localize(session.message, request.language) });
    },
  );

  app.post<{ Body: Schemas['LoginRequest']; Reply: Schemas['ClientSession'] }>(
    '/auth/login',
    async (request) => {
      const session = await service.login(request.body, { address: request.ip });
      return { ...session, message: localize(session.message, request.language) };
    },
  );

  app.post<{ Reply: Schemas['MessageResponse'] }>('/auth/logout', async (request) => {
    await app.sessions.end(requireSession(request));
    return { message: localize(authMessages.loggedOut, request.language) };
  });

  app.post<{ Body: Schemas['LoginRequest']; Reply: Schemas['AdminSession'] }>(
    '/auth/admin-login',
    async (request) => {
      const session = await service.adminLogin(request.body, { address: request.ip });
      return { ...session, message: localize(session.message, request.language) };
    },
  );

  app.post<{ Body: Schemas['LoginRequest']; Reply: Schemas['PromoterSession'] }>(
    '/auth/promoter-login',
    async (request) => {
      const session = await service.promoterLogin(request.body, { address: request.ip });
      return { ...session, message: localize(session.message, request.language) };
    },
  );

  app.get<{ Reply: Schemas['GoogleAuthRedirect'] }>('/auth/get-google-auth-redirect', async () =>
    service.googleAuthRedirect(),
  );

  app.post<{ Body: Schemas['GoogleVerificationRequest']; Reply: Schemas['ClientSession'] }>(
    '/auth/google-verification',
    async (request) => {
      const session = await service.googleVerification(request.body);
      return { ...session, message: localize(session.message, request.language) };
    },
  );

  app.post<{ Body: Schemas['VerifyClientRequest']; Reply: Schemas['ClientResponse'] }>(
    '/auth/verify-client',
    async (request) => {
      const result = await service.verifyClient(request.body.token);
      return { ...result, message: localize(result.message, request.language) };
    },
  );

  app.post<{ Reply: Schemas['MessageResponse'] }>('/auth/resend-verification', async (request) => {
    const result = await service.resendVerification(requireClient(request), request.language, {
      address: request.ip,
    });
    return { message: localize(result.message, request.language) };
  });

  app.post<{ Body: Schemas['SendResetLinkRequest']; Reply: Schemas['MessageResponse'] }>(
    '/auth/send-reset-link',
    async (request) => {
      const result = await service.sendResetLink(request.body.email, request.language, {
        address: request.ip,
      });
      return { message: localize(result.message, request.language) };
    },
  );

  app.post<{ Body: Schemas['ResetPasswordRequest']; Reply: Schemas['ClientSession'] }>(
    '/auth/reset-password',
    { config: { bodyChecks: accountFormErrors } },
    async (request) => {
      const session = await service.resetPassword(request.body);
      return { ...session, message: localize(session.message, request.language) };
    },
  );
};
