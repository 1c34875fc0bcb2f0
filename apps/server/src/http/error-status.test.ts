import { describe, expect, it } from 'vitest';
import * as errors from '../domain/errors.ts';
import { loadContract } from './contract-document.ts';
import { statusOf } from './error-handler.ts';

type Kind = abstract new (...args: never[]) => errors.DomainError;

const kinds = Object.entries(errors as Record<string, unknown>).filter(
  (entry): entry is [string, Kind] =>
    typeof entry[1] === 'function' &&
    entry[1] !== errors.DomainError &&
    (entry[1] as Kind).prototype instanceof errors.DomainError,
);

describe('statusOf', () => {
  it('gives every kind of domain error its own status (none falls through to 500)', () => {
    expect(kinds.length).toBeGreaterThan(10);
    for (const [name, kind] of kinds) {
      expect(statusOf(Object.create(kind.prototype) as errors.DomainError), name).not.toBe(500);
    }
  });

  it('answers each kind with the status it always had', () => {
    expect(statusOf(new errors.InvalidInputError())).toBe(400);
    expect(statusOf(new errors.UnauthenticatedError())).toBe(401);
    expect(statusOf(new errors.PaymentFailedError({ es: 'x', en: 'x' }))).toBe(402);
    expect(statusOf(new errors.ForbiddenError())).toBe(403);
    expect(statusOf(new errors.NotFoundError())).toBe(404);
    expect(statusOf(new errors.ConflictError())).toBe(409);
    expect(statusOf(new errors.TooLargeError())).toBe(413);
    expect(statusOf(new errors.UnsupportedContentTypeError())).toBe(415);
    expect(statusOf(new errors.InvalidFieldsError({}))).toBe(422);
    expect(statusOf(new errors.RateLimitedError())).toBe(429);
    expect(statusOf(new errors.NotImplementedError())).toBe(501);
    expect(statusOf(new errors.UnavailableError())).toBe(503);
    expect(statusOf(new errors.DatabaseUnavailableError())).toBe(503);
  });
});

describe('the code of a domain error', () => {
  const contract = loadContract().document.components as { schemas: Record<string, unknown> };
  const codes = (contract.schemas.ErrorCode as { enum: string[] }).enum;

  it('defaults, for every kind, to a code of the contract', () => {
    for (const [name, kind] of kinds) {
      expect(codes, name).toContain((kind as unknown as typeof errors.DomainError).defaultCode);
    }
  });

  it("is the generic code of the kind's status unless the thrower names the case", () => {
    expect(new errors.InvalidInputError().code).toBe('bad_request');
    expect(new errors.UnauthenticatedError().code).toBe('unauthenticated');
    expect(new errors.PaymentFailedError({ es: 'x', en: 'x' }).code).toBe('payment_failed');
    expect(new errors.ForbiddenError().code).toBe('forbidden');
    expect(new errors.NotFoundError().code).toBe('not_found');
    expect(new errors.ConflictError().code).toBe('conflict');
    expect(new errors.TooLargeError().code).toBe('payload_too_large');
    expect(new errors.UnsupportedContentTypeError().code).toBe('unsupported_media_type');
    expect(new errors.InvalidFieldsError({}).code).toBe('validation_failed');
    expect(new errors.RateLimitedError().code).toBe('rate_limited');
    expect(new errors.NotImplementedError().code).toBe('not_implemented');
    expect(new errors.UnavailableError().code).toBe('service_unavailable');
    expect(new errors.DatabaseUnavailableError().code).toBe('service_unavailable');

    const specific = new errors.ConflictError(undefined, { code: 'wedding_inactive' });
    expect(specific.code).toBe('wedding_inactive');
    expect(statusOf(specific)).toBe(409);
  });
});
