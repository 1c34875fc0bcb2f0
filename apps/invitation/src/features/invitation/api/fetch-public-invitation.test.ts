import { describe, expect, it } from 'vitest';
import { fetchPublicInvitation } from './fetch-public-invitation.ts';

/** One answer of the API (or of something in between), as fetch would resolve it. */
const answering =
  (status: number, body: unknown, headers: Record<string, string> = {}) =>
  () =>
    Promise.resolve(
      new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers }),
    );

const load = (fetchImpl: typeof fetch, preview: string | null = null) =>
  fetchPublicInvitation({ slug: 'ana-y-luis', code: null, preview, language: 'es', fetchImpl });

describe('fetchPublicInvitation', () => {
  it('reads an unknown wedding, and a slug the API cannot read, as not available', async () => {
    const gone = { code: 'not_found', message: 'Esta invitación no está disponible.' };
    expect(await load(answering(404, gone))).toEqual({
      kind: 'not-available',
      message: 'Esta invitación no está disponible.',
    });
    const unreadable = { code: 'validation_failed', message: 'Datos inválidos', errors: {} };
    expect(await load(answering(422, unreadable))).toMatchObject({ kind: 'not-available' });
  });

  it("reads a refused preview link by its code, with the API's words", async () => {
    for (const code of ['preview_expired', 'preview_invalid']) {
      expect(await load(answering(403, { code, message: 'Caducó.' }), 'token')).toEqual({
        kind: 'preview-refused',
        message: 'Caducó.',
      });
    }
  });

  it("takes a 404 without the API's code (a proxy's page) for a failure, not a gone wedding", async () => {
    expect(await load(answering(404, '<html>Not Found</html>'))).toEqual({ kind: 'failed' });
    expect(await load(answering(403, { code: 'forbidden', message: 'No.' }), 'token')).toEqual({
      kind: 'failed',
    });
  });
});
