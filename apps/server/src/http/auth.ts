// Authentication and access: the bearer token becomes request.auth, and the operation's x-access
// list (config.access, set by the contract plugin) is enforced in onRequest, before the body is
// read or validated, so 401 and 403 come before 413/415/422.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role, SessionStore, Tokens, VerifiedAccessToken } from '../security/tokens.ts';
import { createTokens } from '../security/tokens.ts';
import { ForbiddenError, UnauthenticatedError } from '../domain/errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: Tokens;
    /** Whether a token's session stands, and ending one ("Cerrar sesión"). */
    sessions: SessionStore;
  }
  interface FastifyRequest {
    /** The request's session, or null (no token; malformed, expired or ended). */
    auth: VerifiedAccessToken | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header === undefined) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

const authPlugin: FastifyPluginAsync<{ secret: string; sessions: SessionStore }> = async (
  app,
  options,
) => {
  const tokens = createTokens(options.secret);
  app.decorate('tokens', tokens);
  app.decorate('sessions', options.sessions);
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    const verified = token === null ? null : await tokens.verifyAccessToken(token);
    request.auth =
      verified !== null && (await options.sessions.isCurrent(verified)) ? verified : null;

    const access = request.routeOptions.config.access;
    if (access === undefined || access.includes('public')) return;
    if (request.auth === null) throw new UnauthenticatedError();
    if (!access.includes(request.auth.role)) throw new ForbiddenError();
  });
};

export const authentication = fp(authPlugin, { name: 'convite-auth', fastify: '5.x' });

/** The request's session, whatever its role; 401 without one. */
export function requireSession(request: FastifyRequest): VerifiedAccessToken {
  if (request.auth === null) throw new UnauthenticatedError();
  return request.auth;
}

/** The id of the signed-in account of `role`; 401 without a session, 403 for another role. */
export function requireRole(request: FastifyRequest, role: Role): number {
  if (request.auth === null) throw new UnauthenticatedError();
  if (request.auth.role !== role) throw new ForbiddenError();
  return request.auth.id;
}

export const requireClient = (request: FastifyRequest): number => requireRole(request, 'client');
export const requireAdmin = (request: FastifyRequest): number => requireRole(request, 'admin');
export const requirePromoter = (request: FastifyRequest): number =>
  requireRole(request, 'promoter');
