// Webhooks are signed over the exact bytes the provider sent (Stripe-Signature,
// X-Hub-Signature-256), so their plugins parse JSON themselves and keep the raw body beside the
// parsed one (which the contract still validates). Scoped to the calling plugin: other routes keep
// Fastify's parser.
import { serverTexts } from '@convite/i18n/server-texts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { InvalidInputError } from '../domain/errors.ts';

/** Replaces the plugin's JSON parser; returns the raw body of one of its requests (empty: none). */
export function keepRawJsonBodies(app: FastifyInstance): (request: FastifyRequest) => Buffer {
  const rawBodies = new WeakMap<FastifyRequest, Buffer>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const raw = body as Buffer;
    rawBodies.set(request, raw);
    try {
      done(null, JSON.parse(raw.toString('utf8')) as unknown);
    } catch (error) {
      done(new InvalidInputError(serverTexts.errors.malformedJson, { cause: error }), undefined);
    }
  });
  return (request) => rawBodies.get(request) ?? Buffer.alloc(0);
}
