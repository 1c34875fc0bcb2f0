import { describe, expect, it } from 'vitest';
import {
  ApiError,
  apiErrorFromResponse,
  hasErrorCode,
  isValidationError,
  readErrorBody,
  unavailableMessage,
} from './api-error.ts';

describe('isValidationError', () => {
  it('accepts only an ApiError whose code is validation_failed', () => {
    expect(
      isValidationError(
        new ApiError({ status: 422, code: 'validation_failed', message: 'Datos inválidos' }),
      ),
    ).toBe(true);
    expect(
      isValidationError(new ApiError({ status: 400, code: 'bad_request', message: 'Inválida' })),
    ).toBe(false);
    // A 422 that is not the API's (no code) names no fields the app could show.
    expect(isValidationError(new ApiError({ status: 422, message: 'Unprocessable' }))).toBe(false);
    expect(isValidationError(Object.assign(new Error('x'), { code: 'validation_failed' }))).toBe(
      false,
    );
    expect(isValidationError(undefined)).toBe(false);
  });
});

describe('hasErrorCode', () => {
  const inactive = new ApiError({ status: 409, code: 'wedding_inactive', message: 'Inactiva' });

  it('tells two refusals of one status apart by their code', () => {
    const missing = new ApiError({ status: 409, code: 'plan_feature_missing', message: 'No' });
    expect(hasErrorCode(inactive, 'wedding_inactive')).toBe(true);
    expect(hasErrorCode(missing, 'wedding_inactive')).toBe(false);
    expect(hasErrorCode(missing, 'wedding_inactive', 'plan_feature_missing')).toBe(true);
  });

  it('is false without an answer, for another error and with no code asked', () => {
    expect(hasErrorCode(new ApiError({ status: 0, message: 'offline' }), 'not_found')).toBe(false);
    expect(hasErrorCode(new Error('wedding_inactive'), 'wedding_inactive')).toBe(false);
    expect(hasErrorCode(inactive)).toBe(false);
  });
});

describe('readErrorBody', () => {
  it('reads the code, the message and the errors per field', () => {
    expect(
      readErrorBody({
        code: 'validation_failed',
        message: 'Datos',
        errors: { slug: ['Ya existe.'] },
      }),
    ).toEqual({ code: 'validation_failed', message: 'Datos', errors: { slug: ['Ya existe.'] } });
  });

  it("leaves out what is not the contract's shape", () => {
    expect(readErrorBody('<html>')).toEqual({ errors: {} });
    expect(readErrorBody({ code: 409, message: ['x'], errors: { slug: 'Ya existe.' } })).toEqual({
      errors: { slug: ['Ya existe.'] },
    });
  });
});

describe('apiErrorFromResponse', () => {
  it('carries the code and the message of a contract error body', async () => {
    const json = new Response(JSON.stringify({ code: 'rate_limited', message: 'Espera.' }), {
      status: 429,
    });
    expect(await apiErrorFromResponse(json, '/auth/login', 'en')).toMatchObject({
      status: 429,
      code: 'rate_limited',
      message: 'Espera.',
      path: '/auth/login',
    });
  });

  it("answers a body that is not the API's with service_unavailable and our text, never the status text", async () => {
    const page = () =>
      new Response('Bad Gateway', {
        status: 502,
        statusText: 'Bad Gateway',
        headers: { 'Content-Type': 'text/plain' },
      });
    expect(await apiErrorFromResponse(page(), '/clients/me', 'en')).toMatchObject({
      status: 502,
      code: 'service_unavailable',
      message: unavailableMessage('en'),
    });
    expect(await apiErrorFromResponse(page(), '/clients/me', 'es')).toMatchObject({
      message: unavailableMessage('es'),
    });
    // Without a language (a caller of its own, such as an XMLHttpRequest upload): Spanish, the default.
    expect(await apiErrorFromResponse(page(), '/clients/me')).toMatchObject({
      message: unavailableMessage('es'),
    });
  });
});

describe('unavailableMessage', () => {
  it('speaks the interface language, by its primary tag, and Spanish otherwise', () => {
    expect(unavailableMessage('es')).toBe(
      'El servicio no responde en este momento. Inténtalo de nuevo en unos instantes.',
    );
    expect(unavailableMessage('en')).toBe(
      'The service is not answering right now. Try again in a moment.',
    );
    expect(unavailableMessage('en-GB')).toBe(unavailableMessage('en'));
    expect(unavailableMessage('ES-mx')).toBe(unavailableMessage('es'));
    expect(unavailableMessage('fr')).toBe(unavailableMessage('es'));
    expect(unavailableMessage('')).toBe(unavailableMessage('es'));
  });
});
