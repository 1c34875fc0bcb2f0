// The cases the hardening issue named, each answered with a 4xx in the contract's Error shape and
// the request's language (the contract fuzz covers them at random; these pin them down).
import { serverTexts } from '@convite/i18n/server-texts';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { insertCouple, type Couple } from '../test/wedding-fixtures.ts';

describe('bad input', () => {
  let t: TestApp;
  let couple: Couple;
  beforeAll(async () => {
    t = await createTestApp();
    couple = await insertCouple(t.app.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, language: 'es' | 'en' = 'es', token: string | null = couple.token) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: {
        'accept-language': language,
        ...(token === null ? {} : { authorization: `Bearer ${token}` }),
      },
    });

  it('refuses NUL and lone surrogates with 422 under the field, on the public invitation too', async () => {
    const slug = (await get(`/v1/weddings/${couple.weddingId}`)).json<{ slug: string }>().slug;
    const nul = await get(`/v1/public/invitations/${slug}?code=%00`, 'en', null);
    expect(nul.statusCode).toBe(422);
    expect(nul.json()).toEqual({
      code: 'validation_failed',
      message: serverTexts.errors.validation.en,
      errors: { code: [expect.stringContaining('not allowed')] },
    });
    const body = await t.app.inject({
      method: 'PATCH',
      url: `/v1/weddings/${couple.weddingId}/name`,
      headers: { authorization: `Bearer ${couple.token}`, 'content-type': 'application/json' },
      payload: '{"name":"Ana \\ud800 Luis"}',
    });
    expect(body.statusCode).toBe(422);
    expect(Object.keys(body.json<{ errors: object }>().errors)).toEqual(['name']);
  });

  it('reads path ids only as canonical integers from 1 to 2147483647', async () => {
    expect((await get(`/v1/weddings/${couple.weddingId}`)).statusCode).toBe(200);
    for (const id of [
      '2147483648',
      '0',
      '-1',
      `+${couple.weddingId}`,
      `0${couple.weddingId}`,
      `0x${couple.weddingId.toString(16)}`,
      `${couple.weddingId}e0`,
      `${couple.weddingId}.0`,
    ]) {
      const response = await get(`/v1/weddings/${encodeURIComponent(id)}`, 'en');
      expect(response.statusCode, id).toBe(422);
      expect(Object.keys(response.json<{ errors: object }>().errors), id).toEqual(['id']);
    }
    expect((await get('/v1/weddings/2147483647')).statusCode).toBe(404);
  });

  it('answers a malformed multipart body with 400', async () => {
    for (const url of ['/v1/images', '/v1/songs', '/v1/guests/upload-file']) {
      for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=x']) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: {
            authorization: `Bearer ${couple.token}`,
            'accept-language': 'en',
            'content-type': contentType,
          },
          payload: '--x\r\nContent-Disposition: form-data; name="weddingId"\r\n\r\n1',
        });
        expect(response.statusCode, `${url} ${contentType}`).toBe(400);
        expect(response.json()).toEqual({
          code: 'bad_request',
          message: serverTexts.errors.malformedMultipart.en,
        });
      }
    }
  });

  it('answers a URL that is not UTF-8 and an over-long path value in the Error shape', async () => {
    const badUrl = await get('/v1/weddings/%ED%A0%80', 'en');
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({
      code: 'bad_request',
      message: serverTexts.errors.malformedUrl.en,
    });
    const longSlug = await get(`/v1/public/invitations/${'a'.repeat(200)}`, 'es', null);
    expect(longSlug.statusCode).toBe(414);
    expect(longSlug.json()).toEqual({
      code: 'uri_too_long',
      message: serverTexts.errors.urlTooLong.es,
    });
  });

  it('answers an OPTIONS without Origin with 400 in the Error shape', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/v1/weddings/1',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'bad_request',
      message: serverTexts.errors.invalidPreflight.en,
    });
  });

  it('answers headers over the limit with 431 in the Error shape and language', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; type: string; body: string }>(
      (resolve, reject) => {
        const request = httpRequest(
          {
            port,
            host: '127.0.0.1',
            path: '/v1/invitation-plans',
            headers: { 'accept-language': 'en', 'x-padding': 'x'.repeat(20_000) },
          },
          (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                type: String(response.headers['content-type']),
                body,
              }),
            );
          },
        );
        request.on('error', reject);
        request.end();
      },
    );
    expect(answer.status).toBe(431);
    expect(answer.type).toContain('application/json');
    expect(JSON.parse(answer.body)).toEqual({
      code: 'headers_too_large',
      message: serverTexts.errors.headersTooLarge.en,
    });
  });
});
