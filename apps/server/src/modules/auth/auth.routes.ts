import { localize, serverTexts } from '@convite/i18n/server-texts';
import { createHmac } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { createGoogleSignIn, isLoopbackHttpIssuer } from '../../google/google-sign-in.ts';
import { requireClient, requireSession } from '../../http/auth.ts';
import { createDeviceTokens } from '../../security/device-tokens.ts';
import { createLoginLimits } from '../../security/login-limits.ts';
import { createClientAccounts } from '../clients/client-accounts.service.ts';
import { accountFormErrors } from '../../security/account-form.ts';
import { createAuthService } from './auth.service.ts';
import { createOneTimeTokensRepository } from './one-time-tokens.repository.ts';
import { createStaffAccountsRepository } from './staff-accounts.repository.ts';
import { serve } from '../../http/operations.ts';

/** The /auth calls: register, the three sign-ins, Google, verification and password reset. */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const { config } = app;
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
    clients: createClientAccounts(app.db),
    tokens: createOneTimeTokensRepository(app.db),
    staff: createStaffAccountsRepository(app.db),
    loginLimits: createLoginLimits(limiter, createDeviceTokens(config.jwtSecret)),
    limiter,
    jobs: app.jobs,
    google,
    signAccessToken: (subject) => app.tokens.signAccessToken(subject),
  });

  serve(app, 'register', { config: { bodyChecks: accountFormErrors } }, async (request, reply) => {
    const session = await service.register(request.body, request.language, {
      address: request.ip,
    });
    return reply
      .code(201)
      .send({ ...session, message: localize(session.message, request.language) });
  });

  serve(app, 'login', async (request) => {
    const session = await service.login(request.body, { address: request.ip });
    return { ...session, message: localize(session.message, request.language) };
  });

  serve(app, 'logout', async (request) => {
    await app.sessions.end(requireSession(request));
    return { message: localize(serverTexts.auth.loggedOut, request.language) };
  });

  serve(app, 'loginAdmin', async (request) => {
    const session = await service.adminLogin(request.body, { address: request.ip });
    return { ...session, message: localize(session.message, request.language) };
  });

  serve(app, 'loginPromoter', async (request) => {
    const session = await service.promoterLogin(request.body, { address: request.ip });
    return { ...session, message: localize(session.message, request.language) };
  });

  serve(app, 'getGoogleAuthRedirect', async () => service.googleAuthRedirect());

  serve(app, 'verifyGoogleAuth', async (request) => {
    const session = await service.googleVerification(request.body);
    return { ...session, message: localize(session.message, request.language) };
  });

  serve(app, 'verifyClient', async (request) => {
    const result = await service.verifyClient(request.body.token);
    return { ...result, message: localize(result.message, request.language) };
  });

  serve(app, 'resendVerification', async (request) => {
    const result = await service.resendVerification(requireClient(request), request.language, {
      address: request.ip,
    });
    return { message: localize(result.message, request.language) };
  });

  serve(app, 'sendResetLink', async (request) => {
    const result = await service.sendResetLink(request.body.email, request.language, {
      address: request.ip,
    });
    return { message: localize(result.message, request.language) };
  });

  serve(app, 'resetPassword', { config: { bodyChecks: accountFormErrors } }, async (request) => {
    const session = await service.resetPassword(request.body);
    return { ...session, message: localize(session.message, request.language) };
  });
};
