// The security headers of every API answer: helmet's set (nosniff, HSTS, no referrer, …) with a policy
// that lets nothing run, load or frame anything (the API answers JSON and files, never a page), and
// Cache-Control: no-store unless the route said how its answer may be kept.
import helmet from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

const securityHeadersPlugin: FastifyPluginAsync = async (app) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    // X-Frame-Options for browsers that predate frame-ancestors.
    frameguard: { action: 'deny' },
    // Sent on every answer: browsers take HSTS only from an https answer (RFC 6797, 8.1), so over
    // plain http (local runs) it does nothing.
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
    // Cross-Origin-Resource-Policy stays same-origin for JSON; /files lets the apps load images.
  });

  // Answers carry sessions, tokens, couples' guest lists and staff data: no browser or proxy cache
  // may keep them. The few routes whose answer is the same for everyone (site settings, files) or
  // that need their own rule (the public invitation) set Cache-Control themselves and keep it.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
    return payload;
  });
};

export const securityHeaders = fp(securityHeadersPlugin, {
  name: 'convite-security-headers',
  fastify: '5.x',
});
