// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eventFixture, invitationFixture } from '../test/fixtures.ts';
import { createAppServer } from './create-server.ts';

const TEMPLATE = `<!doctype html><html lang="es"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>`;

type Seen = { method: string; url: string; headers: IncomingHttpHeaders; body: string };
type Reply = {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
  /** Answered only once this settles: an API as slow as the test wants, whatever the machine. */
  until?: Promise<void>;
};

/** A fake API: records every request and answers what the test queued (200 invitation by default). */
function fakeApi() {
  const seen: Seen[] = [];
  let reply: (request: Seen) => Reply = () => ({ status: 200, body: invitationFixture() });
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      };
      seen.push(entry);
      const { status, body, headers = {}, delayMs = 0, until } = reply(entry);
      void Promise.resolve(until).then(() =>
        setTimeout(() => {
          response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
          response.end(JSON.stringify(body));
        }, delayMs),
      );
    });
  });
  return {
    server,
    seen,
    answer(next: (request: Seen) => Reply) {
      reply = next;
    },
  };
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const script = Buffer.from(`console.log(${JSON.stringify('x'.repeat(4000))});`);
/** A build's assets/ folder: a script with its .br and .gz twins, and a font without. */
const assetsDir = mkdtempSync(path.join(tmpdir(), 'invitation-assets-'));
writeFileSync(path.join(assetsDir, 'index-abc.js'), script);
writeFileSync(path.join(assetsDir, 'index-abc.js.br'), 'br-bytes');
writeFileSync(path.join(assetsDir, 'index-abc.js.gz'), 'gz-bytes');
writeFileSync(path.join(assetsDir, 'font-abc.woff2'), Buffer.alloc(3000, 1));

const api = fakeApi();
let apiUrl = '';
let app: FastifyInstance;
let appUrl = '';

beforeAll(async () => {
  apiUrl = await listen(api.server);
  app = createAppServer({
    template: TEMPLATE,
    assetsDir,
    apiTarget: apiUrl,
    publicUrl: 'https://convite.mx',
    apiTimeoutMs: 500,
  });
  appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => {
  api.seen.length = 0;
  api.answer(() => ({ status: 200, body: invitationFixture() }));
});
afterAll(async () => {
  api.server.closeAllConnections();
  await Promise.all([app.close(), new Promise((resolve) => api.server.close(resolve))]);
  rmSync(assetsDir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${appUrl}${path}`, { headers });

describe('an invitation page', () => {
  it('is rendered on the server with its data, link-preview tags and private caching', async () => {
    const response = await get('/ana-y-luis?code=ABCD2345', { Cookie: 'locale=en' });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // Never framed; https PUBLIC_URL: HSTS (security-headers.test.ts has the policy itself).
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=/);
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<title>Ana &amp; Luis</title>');
    expect(html).toContain('<meta property="og:title" content="Ana &amp; Luis" />');
    expect(html).toContain('<meta property="og:url" content="https://convite.mx/ana-y-luis" />');
    expect(html).toContain(
      '<meta property="og:image" content="https://files.example/cover-share.jpg" />',
    );
    expect(html).toContain(
      '<meta property="og:description" content="The wedding of Ana &amp; Luis · 14.11.2027" />',
    );
    expect(html).toContain('imagesrcset="https://files.example/cover-w800.webp 800w');
    expect(html).toMatch(/<div id="root">.*Ana &amp; Luis.*<\/div>/s);
    expect(html).toContain('"code":"ABCD2345"');
    expect(html).toContain('"language":"en"');
  });

  it('preloads the cover with the sizes of its <img>, so the browser picks one candidate and fetches it once', async () => {
    const html = await (await get('/ana-y-luis?code=ABCD2345')).text();
    const preloadSizes = /<link rel="preload" as="image"[^>]*imagesizes="([^"]+)"/.exec(html)?.[1];
    const coverSizes = /<img[^>]*fetchPriority="high"[^>]*>|<img[^>]*fetchpriority="high"[^>]*>/i
      .exec(html)?.[0]
      .match(/sizes="([^"]+)"/)?.[1];
    expect(preloadSizes).toBe('(min-width: 64rem) 36rem, 100vw');
    expect(coverSizes).toBe(preloadSizes);
  });

  it('asks the API for the code, in the page language, with the guest address', async () => {
    // The test is a proxy on loopback (trusted by default) forwarding the guest 203.0.113.7, who
    // wrote an address of their own before it.
    await get('/ana-y-luis?code=ABCD2345&lang=en', { 'X-Forwarded-For': '6.6.6.6, 203.0.113.7' });
    expect(api.seen).toHaveLength(1);
    expect(api.seen[0]?.url).toBe('/v1/public/invitations/ana-y-luis?code=ABCD2345');
    expect(api.seen[0]?.headers['accept-language']).toBe('en');
    expect(api.seen[0]?.headers['x-forwarded-for']).toBe('203.0.113.7');
  });

  it('is in Spanish by default and compressed for a browser that accepts brotli', async () => {
    const response = await fetch(`${appUrl}/ana-y-luis`, {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(api.seen[0]?.url).toBe('/v1/public/invitations/ana-y-luis');
    expect(api.seen[0]?.headers['accept-language']).toBe('es');
    const html = await response.text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('content="Boda de Ana &amp; Luis · 14.11.2027"');
  });

  it('answers 404 with the not-available page for an unknown or inactive wedding', async () => {
    api.answer(() => ({
      status: 404,
      body: { code: 'not_found', message: 'Esta invitación no está disponible.' },
    }));
    const response = await get('/otra-boda');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Invitación no disponible');
    expect(html).not.toContain('og:title');
  });

  it.each(['/', '/ana-y-luis/otra', '/Ana-Y-Luis', '/favicon.ico'])(
    'answers 404 with the not-found page for %s, without asking the API',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('Lo sentimos, página no encontrada.');
      expect(api.seen).toHaveLength(0);
    },
  );

  it('answers 503 with a retry hint when the API fails or is too slow and nothing of the wedding is kept', async () => {
    api.answer(() => ({ status: 500, body: { code: 'internal_error', message: 'boom' } }));
    const failed = await get('/boda-sin-copia');
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).toBe('30');
    expect(failed.headers.get('cache-control')).toBe('private, no-store');
    const html = await failed.text();
    expect(html).toContain('No pudimos conectar con el servidor');
    // A way to try again, without scripts too.
    expect(html).toContain('href="?lang=es">Volver a cargar</a>');

    api.answer(() => ({ status: 200, body: invitationFixture(), delayMs: 1500 }));
    const slow = await get('/otra-boda-sin-copia');
    expect(slow.status).toBe(503);
  });

  it('answers 503 when the API is down', async () => {
    const down = createAppServer({
      template: TEMPLATE,
      assetsDir,
      apiTarget: 'http://127.0.0.1:9',
      publicUrl: null,
    });
    const downUrl = await down.listen({ port: 0, host: '127.0.0.1' });
    try {
      const response = await fetch(`${downUrl}/ana-y-luis`);
      expect(response.status).toBe(503);
    } finally {
      await down.close();
    }
  });
});

describe('the calendar file', () => {
  /** The invitation with a public event and one exclusive to the guest (the API sends those only to them). */
  const withEvents = () => {
    const invitation = invitationFixture();
    if (invitation.guest) invitation.guest.events = [12];
    const event = {
      id: 11,
      name: 'Ceremonia',
      place: 'Parroquia de San Juan',
      address: 'Jardín Hidalgo 1, Coyoacán',
      addressLink: 'https://maps.example/san-juan',
      datetime: '2027-11-14T23:00:00.000Z',
      showAddToCalendar: true,
      onlyAdults: false,
      isExclusive: false,
      images: [],
      mealOptions: [],
      weddingId: 1,
    };
    invitation.wedding.events = [
      event,
      { ...event, id: 12, name: 'Tornaboda', isExclusive: true },
    ] as typeof invitation.wedding.events;
    return invitation;
  };

  it("is the guest's events as a text/calendar attachment, asked with their code and language", async () => {
    api.answer(() => ({ status: 200, body: withEvents() }));
    const response = await get('/ana-y-luis/calendario.ics?code=ABCD2345&lang=en');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="ana-y-luis.ics"',
    );
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(api.seen[0]?.url).toBe('/v1/public/invitations/ana-y-luis?code=ABCD2345');
    expect(api.seen[0]?.headers['accept-language']).toBe('en');
    const file = (await response.text()).replace(/\r\n /g, '');
    expect(file).toContain('UID:event-11@convite.mx\r\n');
    expect(file).toContain('UID:event-12@convite.mx\r\n');
    expect(file).toContain('SUMMARY:Ana & Luis - Tornaboda\r\n');
    expect(file).toContain('Directions: https://maps.example/san-juan');
    expect(file).toContain('Your invitation: https://convite.mx/ana-y-luis?code=ABCD2345');
  });

  it('answers 404 in the language for an unknown wedding or a path that is no slug', async () => {
    api.answer(() => ({ status: 404, body: { code: 'not_found', message: 'No.' } }));
    const unknown = await get('/otra-boda/calendario.ics');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Esta invitación no está disponible');
    const bad = await get('/Otra_Boda/calendario.ics?lang=en');
    expect(bad.status).toBe(404);
    expect(await bad.text()).toMatch(/not found/i);
    expect(api.seen).toHaveLength(1);
  });

  it('answers 503 with a retry hint when the API fails', async () => {
    api.answer(() => ({ status: 500, body: { code: 'internal_error', message: 'boom' } }));
    const response = await get('/ana-y-luis/calendario.ics?code=ABCD2345');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
  });
});

describe('a guest page kept between requests', () => {
  /** The API as it answers: an ETag per body, and 304 when If-None-Match still matches. */
  const answerWithEtags = (name: () => string) =>
    api.answer((request) => {
      const etag = `"${name()}"`;
      if (request.headers['if-none-match'] === etag) return { status: 304, body: '' };
      return { status: 200, body: invitationFixture({ name: name() }), headers: { ETag: etag } };
    });

  it('asks the API with the ETag it rendered from, and sends the same page on a 304', async () => {
    answerWithEtags(() => 'Sofía & Diego');
    const first = await (await get('/ana-y-luis?code=KEPT2345')).text();
    expect(first).toContain('Sofía &amp; Diego');
    const again = await get('/ana-y-luis?code=KEPT2345', { 'Accept-Encoding': 'br' });
    expect(again.status).toBe(200);
    expect(again.headers.get('content-encoding')).toBe('br');
    expect(await again.text()).toBe(first);
    expect(api.seen.map((request) => request.headers['if-none-match'])).toEqual([
      undefined,
      '"Sofía & Diego"',
    ]);
  });

  it('renders again as soon as the API answers something new', async () => {
    let name = 'Sofía & Diego';
    answerWithEtags(() => name);
    expect(await (await get('/ana-y-luis?code=EDIT2345')).text()).toContain('Sofía &amp; Diego');
    name = 'Sofía & Diego Ramírez';
    const edited = await (await get('/ana-y-luis?code=EDIT2345')).text();
    expect(edited).toContain('Sofía &amp; Diego Ramírez');
  });

  it('never sends the compressed bytes of a content version the API has replaced', async () => {
    let name = 'Sofía & Diego';
    answerWithEtags(() => name);
    for (const encoding of ['br', 'gzip']) {
      const link = `/ana-y-luis?code=ZIP${encoding.toUpperCase()}234`;
      name = 'Sofía & Diego';
      await get(link, { 'Accept-Encoding': encoding });
      // Kept and compressed: the reopen is the same bytes.
      const kept = await get(link, { 'Accept-Encoding': encoding });
      expect(kept.headers.get('content-encoding')).toBe(encoding);
      const keptText = await kept.text();
      expect(keptText).toContain('Sofía &amp; Diego');
      expect(keptText).not.toContain('Ramírez');
      name = 'Sofía & Diego Ramírez';
      const edited = await get(link, { 'Accept-Encoding': encoding });
      expect(edited.headers.get('content-encoding')).toBe(encoding);
      expect(await edited.text()).toContain('Sofía &amp; Diego Ramírez');
    }
  });

  it('keeps each guest and language apart', async () => {
    answerWithEtags(() => 'Sofía & Diego');
    await get('/ana-y-luis?code=APART234');
    await get('/ana-y-luis?code=APART567');
    await get('/ana-y-luis?code=APART234', { Cookie: 'locale=en' });
    expect(api.seen.map((request) => request.headers['if-none-match'])).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('the proxy of the public calls', () => {
  it('forwards the confirmation with its idempotency key, language and the guest address', async () => {
    api.answer(() => ({
      status: 200,
      body: { message: 'Guardado', guest: invitationFixture().guest },
    }));
    const body = JSON.stringify({ code: 'ABCD2345', confirmation: true, confirmedGuests: 1 });
    const response = await fetch(`${appUrl}/v1/public/invitations/ana-y-luis/confirmation`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Idempotency-Key': '3b241101-e2bb-4255-8caf-4136c566a962',
        'Accept-Language': 'en',
        'X-Forwarded-For': '6.6.6.6, 203.0.113.7',
        Authorization: 'Bearer not-forwarded',
      },
      body,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ message: 'Guardado' });
    const seen = api.seen[0];
    expect(seen?.method).toBe('POST');
    expect(seen?.url).toBe('/v1/public/invitations/ana-y-luis/confirmation');
    expect(seen?.body).toBe(body);
    expect(seen?.headers['idempotency-key']).toBe('3b241101-e2bb-4255-8caf-4136c566a962');
    expect(seen?.headers['accept-language']).toBe('en');
    expect(seen?.headers['content-type']).toBe('application/json');
    expect(seen?.headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(seen?.headers.authorization).toBeUndefined();
  });

  it("forwards a guest's opening with the browser's User-Agent (the API tells bots apart by it)", async () => {
    api.answer(() => ({ status: 204, body: null }));
    const userAgent = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148';
    const response = await fetch(`${appUrl}/v1/public/invitations/ana-y-luis/openings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': userAgent },
      body: '{"code":"ABCD2345"}',
    });
    expect(response.status).toBe(204);
    const seen = api.seen[0];
    expect(seen?.method).toBe('POST');
    expect(seen?.url).toBe('/v1/public/invitations/ana-y-luis/openings');
    expect(seen?.body).toBe('{"code":"ABCD2345"}');
    expect(seen?.headers['user-agent']).toBe(userAgent);
  });

  it('passes refusals through, Retry-After included', async () => {
    api.answer(() => ({
      status: 429,
      body: { code: 'rate_limited', message: 'Espera' },
      headers: { 'Retry-After': '12' },
    }));
    const response = await fetch(`${appUrl}/v1/public/invitations/ana-y-luis/confirmation`, {
      method: 'POST',
      body: '{}',
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('12');
  });

  it('forwards the public invitation read with its code', async () => {
    const response = await get('/v1/public/invitations/ana-y-luis?code=ZZZZ9999');
    expect(response.status).toBe(200);
    expect(api.seen[0]?.url).toBe('/v1/public/invitations/ana-y-luis?code=ZZZZ9999');
  });

  it('forwards nothing else of the API', async () => {
    for (const [method, path] of [
      ['GET', '/v1/clients/me'],
      ['POST', '/v1/public/invitations/ana-y-luis'],
      ['GET', '/v1/public/invitations/ana-y-luis/confirmation'],
      ['GET', '/v1/public/invitations/ana-y-luis/openings'],
    ] as const) {
      const response = await fetch(`${appUrl}${path}`, { method });
      expect(response.status).toBe(404);
    }
    expect(api.seen).toHaveLength(0);
  });

  it('refuses a body over 64 KiB with 413, without asking the API', async () => {
    const response = await fetch(`${appUrl}/v1/public/invitations/ana-y-luis/confirmation`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ note: 'x'.repeat(64 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      code: 'payload_too_large',
      message: 'Request body too large.',
    });
    expect(api.seen).toHaveLength(0);
  });

  it('answers 404 in JSON for any other path of the API', async () => {
    const response = await get('/v1/clients/me');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({ code: 'not_found', message: 'Not found.' });
  });

  it('answers 502 when the API is down, which the browser retries', async () => {
    const down = createAppServer({
      template: TEMPLATE,
      assetsDir,
      apiTarget: 'http://127.0.0.1:9',
      publicUrl: null,
    });
    const downUrl = await down.listen({ port: 0, host: '127.0.0.1' });
    try {
      const response = await fetch(`${downUrl}/v1/public/invitations/ana-y-luis/confirmation`, {
        method: 'POST',
        body: '{}',
      });
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({
        code: 'service_unavailable',
        message: 'The invitation service did not answer.',
      });
    } finally {
      await down.close();
    }
  });
});

describe('other methods', () => {
  it('answer 405 for another method of a page, and HEAD has the headers of GET without a body', async () => {
    const put = await fetch(`${appUrl}/ana-y-luis`, { method: 'PUT', body: '{}' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD, POST');
    const head = await fetch(`${appUrl}/ana-y-luis`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await head.text()).toBe('');
  });
});

describe('the confirmation form sent without scripts', () => {
  const savedGuest = () => {
    const { guest } = invitationFixture();
    if (!guest) throw new Error('the fixture has a guest');
    return { guest: { ...guest, confirmation: true, confirmedGuests: 2 } };
  };
  /** The API: the invitation for GETs, `confirmation` for the answer. */
  const apiAnswers = (confirmation: Reply, invitation = invitationFixture()) =>
    api.answer((request) =>
      request.method === 'POST' ? confirmation : { status: 200, body: invitation },
    );
  const postForm = (body: string, path = '/ana-y-luis?code=ABCD2345', headers = {}) =>
    fetch(`${appUrl}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body,
    });
  const posted = () => api.seen.filter((request) => request.method === 'POST');
  /** A wedding with a ceremony and an adults-only dinner with a menu, and a question to each person. */
  const withEvents = () =>
    invitationFixture({
      wedding: {
        messageEnabled: true,
        foodRestrictionsEnabled: true,
        events: [
          eventFixture(21, 'Ceremonia'),
          eventFixture(22, 'Cena', {
            onlyAdults: true,
            mealOptions: [
              { id: 7, name: 'Pollo' },
              { id: 8, name: 'Pescado' },
            ],
          }),
        ],
        questions: [
          { id: 4, prompt: '¿Bailas?', kind: 'yesNo', perPerson: true, options: [] },
          { id: 5, prompt: '¿Camión?', kind: 'yesNo', perPerson: false, options: [] },
        ],
      },
    });

  it('sends the answer as the script does and answers 303 to the page with the thanks', async () => {
    apiAnswers({ status: 200, body: { message: 'ok', ...savedGuest() } });
    const response = await postForm(
      'answerToken=t1&m.501.e.0=yes&m.502.e.0=yes&message=Hola',
      '/ana-y-luis?code=ABCD2345&lang=en',
      { 'X-Forwarded-For': '203.0.113.7' },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      '/ana-y-luis?code=ABCD2345&lang=en&respuesta=enviada#confirmacion',
    );
    const [sent] = posted();
    expect(sent?.url).toBe('/v1/public/invitations/ana-y-luis/confirmation');
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(sent?.headers['accept-language']).toBe('en');
    expect(sent?.headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(sent?.headers['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    // The fixture's wedding has no event: a household's answer, the people counted. It asks for no
    // message either: the form's rules drop it, as the script's would.
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      code: 'ABCD2345',
      confirmation: true,
      confirmedGuests: 2,
      foodRestrictions: null,
      message: null,
      answers: {},
    });

    apiAnswers(
      { status: 200, body: { message: 'ok', ...savedGuest() } },
      invitationFixture(savedGuest()),
    );
    const page = await get('/ana-y-luis?code=ABCD2345&lang=en&respuesta=enviada');
    const html = await page.text();
    expect(html).toContain('Thank you for confirming!');
    expect(html).toContain('Your answer');
  });

  it("sends the invitation's sealed context with the answer, under the same key whatever the context", async () => {
    const sent: { context: unknown; key: unknown }[] = [];
    for (const answerContext of ['sealed-1', 'sealed-2']) {
      const { guest } = invitationFixture();
      if (!guest) throw new Error('the fixture has a guest');
      apiAnswers(
        { status: 200, body: { message: 'ok', ...savedGuest() } },
        invitationFixture({ guest: { ...guest, answerContext } }),
      );
      const response = await postForm('answerToken=t1&m.501.e.0=yes&m.502.e.0=yes');
      expect(response.status).toBe(303);
      const post = posted().at(-1);
      const body = JSON.parse(post?.body ?? '') as { answerContext?: unknown };
      sent.push({ context: body.answerContext, key: post?.headers['idempotency-key'] });
    }
    expect(sent.map((each) => each.context)).toEqual(['sealed-1', 'sealed-2']);
    // A form sent twice is one answer: the context (sealed anew on each read) is no part of its key.
    expect(sent[0]?.key).toBe(sent[1]?.key);
  });

  it('sends who goes to which event eating what, named open seats and the answers, as members', async () => {
    apiAnswers({ status: 200, body: { message: 'ok', ...savedGuest() } }, withEvents());
    const response = await postForm(
      [
        'answerToken=t1',
        'm.501.e.21=yes',
        'm.501.e.22=yes',
        'm.501.meal.22=8',
        'm.501.diet=Sin+gluten',
        'm.501.q.4=yes',
        'm.502.first=Pablo',
        'm.502.last=',
        'm.502.child=yes',
        'm.502.e.21=yes',
        // A child at the adults-only dinner: not his to answer, whatever the body says.
        'm.502.e.22=yes',
        'm.502.meal.22=7',
        'm.502.diet=',
        'q.5=no',
        'message=%C2%A1Felicidades!',
      ].join('&'),
    );
    expect(response.status).toBe(303);
    expect(JSON.parse(posted()[0]?.body ?? '')).toEqual({
      code: 'ABCD2345',
      confirmation: true,
      foodRestrictions: null,
      message: '¡Felicidades!',
      answers: { 5: 'no' },
      members: [
        {
          id: 501,
          diet: 'Sin gluten',
          answers: { 4: 'yes' },
          events: [
            { eventId: 21, attending: true, mealOptionId: null },
            { eventId: 22, attending: true, mealOptionId: 8 },
          ],
        },
        {
          id: 502,
          firstName: 'Pablo',
          lastName: null,
          isChild: true,
          diet: null,
          answers: {},
          events: [{ eventId: 21, attending: true, mealOptionId: null }],
        },
      ],
    });
  });

  it('sends nothing for a form that misses an answer: the page marks what is missing', async () => {
    apiAnswers({ status: 200, body: { message: 'ok', ...savedGuest() } }, withEvents());
    const response = await postForm('answerToken=t1&m.501.e.21=yes&m.501.e.22=yes&message=Hola');
    const html = await response.text();
    expect(response.status).toBe(422);
    expect(posted()).toHaveLength(0);
    expect(html).toContain('Falta algo por responder: revisa lo marcado.');
    expect(html).toContain('Elige un platillo.');
    // The form as it was sent, to finish.
    expect(html).toMatch(/name="m\.501\.e\.22" checked="" value="yes"/);
    expect(html).toContain('>Hola</textarea>');
  });

  it('carries the name of a companion the guest named, to correct or clear, and sends it back', async () => {
    const invitation = withEvents();
    const { guest } = invitation;
    if (!guest) throw new Error('the fixture has a guest');
    const [marta, open] = guest.members;
    if (!marta || !open) throw new Error('the fixture has two seats');
    const toCeremony = [
      { eventId: 21, attending: true, mealOptionId: null },
      { eventId: 22, attending: false, mealOptionId: null },
    ];
    invitation.guest = {
      ...guest,
      confirmation: true,
      confirmedGuests: 2,
      members: [
        { ...marta, events: toCeremony },
        { ...open, firstName: 'Pablo', lastName: 'Ruiz', namedByGuest: true, events: toCeremony },
      ],
    };
    apiAnswers({ status: 200, body: { message: 'ok', ...savedGuest() } }, invitation);
    const page = await (await get('/ana-y-luis?code=ABCD2345&respuesta=cambiar')).text();
    expect(page).toMatch(/name="m\.502\.first"[^>]*value="Pablo"/);
    expect(page).toMatch(/name="m\.502\.last"[^>]*value="Ruiz"/);
    // The couple's name is theirs: no field for it.
    expect(page).not.toContain('name="m.501.first"');

    const seats = ['m.501.e.21=yes', 'm.501.e.22=no', 'm.502.last=Ruiz', 'm.502.child=no'];
    await postForm(
      [
        'answerToken=t1',
        ...seats,
        'm.502.first=Pablo+Emilio',
        'm.502.e.21=yes',
        'm.502.e.22=no',
      ].join('&'),
    );
    await postForm(
      ['answerToken=t1', ...seats, 'm.502.first=', 'm.502.e.21=no', 'm.502.e.22=no'].join('&'),
    );
    const sent = posted().map((request) => JSON.parse(request.body ?? '').members[1]);
    expect(sent).toEqual([
      {
        id: 502,
        firstName: 'Pablo Emilio',
        lastName: 'Ruiz',
        isChild: false,
        diet: null,
        answers: {},
        events: toCeremony,
      },
      // Cleared: the seat opens again, and goes nowhere.
      {
        id: 502,
        firstName: null,
        lastName: null,
        isChild: false,
        diet: null,
        answers: {},
        events: toCeremony.map((event) => ({ ...event, attending: false })),
      },
    ]);
  });

  it('fills the form with a quick choice and sends nothing: "Todos vamos a todo"', async () => {
    apiAnswers({ status: 200, body: { message: 'ok', ...savedGuest() } }, withEvents());
    const response = await postForm('answerToken=t1&quick=all&m.502.first=Pablo&m.502.child=yes');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(posted()).toHaveLength(0);
    for (const name of ['m.501.e.21', 'm.501.e.22', 'm.502.e.21']) {
      expect(html).toMatch(
        new RegExp(`name="${name.replaceAll('.', '\\.')}" checked="" value="yes"`),
      );
    }
    // The open seat, a child, is not sent to the adults-only dinner (CSS hides its choices there).
    expect(html).not.toMatch(/name="m\.502\.e\.22" checked=""/);
    expect(html).not.toContain('Falta algo por responder');
  });

  it('gives the same form sent twice one idempotency key, and another answer another', async () => {
    apiAnswers({ status: 200, body: { message: 'ok', ...savedGuest() } });
    await postForm('answerToken=t1&m.501.e.0=yes&m.502.e.0=yes');
    await postForm('answerToken=t1&m.501.e.0=yes&m.502.e.0=yes');
    await postForm('answerToken=t1&m.501.e.0=no&m.502.e.0=no');
    const keys = posted().map((request) => request.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('comes back as the page with the API message and the answer to correct on a 422', async () => {
    apiAnswers({
      status: 422,
      body: {
        code: 'validation_failed',
        message: 'Revisa los datos.',
        errors: { confirmedGuests: ['Elige cuántas personas asistirán.'] },
      },
    });
    const response = await postForm('answerToken=t1&m.501.e.0=yes&m.502.e.0=no');
    const html = await response.text();
    expect(response.status).toBe(422);
    expect(posted()).toHaveLength(1);
    expect(response.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect(html).toContain('Revisa los datos.');
    expect(html).toContain('Elige cuántas personas asistirán.');
    expect(html).toMatch(/name="m\.501\.e\.0" checked="" value="yes"/);
  });

  it('passes a limit on with its Retry-After, and a silent API as a 503 in the guest language', async () => {
    apiAnswers({
      status: 429,
      body: { code: 'rate_limited', message: 'Demasiados intentos.' },
      headers: { 'Retry-After': '60' },
    });
    const limited = await postForm('m.501.e.0=no&m.502.e.0=no');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(await limited.text()).toContain('Demasiados intentos.');

    apiAnswers({ status: 200, body: {}, delayMs: 1_000 });
    const silent = await postForm('m.501.e.0=no&m.502.e.0=no', '/ana-y-luis?code=ABCD2345&lang=en');
    expect(silent.status).toBe(503);
    expect(await silent.text()).toContain('your answer has not been sent yet');
  });

  it('shows the closed notice when the API says answers are past the deadline', async () => {
    apiAnswers({
      status: 409,
      body: { code: 'answers_past_deadline', message: 'Ya no se reciben respuestas.' },
    });
    const response = await postForm('m.501.e.0=no&m.502.e.0=no');
    expect(response.status).toBe(409);
    expect(await response.text()).toContain('Ya no se reciben respuestas.');
  });

  it('sends no answer without a code or with another body type', async () => {
    const bare = await postForm('m.501.e.0=yes', '/ana-y-luis');
    expect(bare.status).toBe(303);
    expect(bare.headers.get('location')).toBe('/ana-y-luis');
    const json = await fetch(`${appUrl}/ana-y-luis?code=ABCD2345`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"confirmation":true}',
    });
    expect(json.status).toBe(415);
    expect(posted()).toHaveLength(0);
  });

  it('reads a saved answer back, and renders the form ready to change it at the change link', async () => {
    api.answer(() => ({ status: 200, body: invitationFixture(savedGuest()) }));
    const receipt = await (await get('/ana-y-luis?code=ABCD2345')).text();
    expect(receipt).toContain('Tu respuesta');
    expect(receipt).toContain(
      'href="?code=ABCD2345&amp;lang=es&amp;respuesta=cambiar#confirmacion"',
    );
    expect(receipt).not.toContain('name="m.501.e.0"');
    const html = await (await get('/ana-y-luis?code=ABCD2345&respuesta=cambiar')).text();
    expect(html).toContain('Conservar mi respuesta');
    expect(html).toMatch(/name="m\.501\.e\.0" checked="" value="yes"/);
    expect(html).not.toMatch(/<fieldset[^>]*disabled/);
  });
});

describe("a couple's preview of a guest's page", () => {
  const TOKEN = '12.1900000000.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

  it("asks the API with the token, shows the guest's page read-only under the preview strip", async () => {
    const response = await get(`/ana-y-luis?preview=${TOKEN}`);
    const html = await response.text();
    expect(api.seen[0]?.url).toBe(`/v1/public/invitations/ana-y-luis?preview=${TOKEN}`);
    expect(response.status).toBe(200);
    expect(html).toContain('class="preview-banner"');
    expect(html).toContain('Vista previa');
    // No form token to send with: a preview's form sends nothing.
    expect(html).not.toContain('"formToken"');
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""/);
    // The language links keep the preview.
    expect(html).toContain(`href="?preview=${TOKEN}&amp;lang=en"`);
  });

  it("answers 403 with the API's words for a token it refuses", async () => {
    api.answer(() => ({
      status: 403,
      body: { code: 'preview_expired', message: 'Este enlace de vista previa caducó.' },
    }));
    const response = await get(`/ana-y-luis?preview=${TOKEN}`);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('Este enlace de vista previa caducó.');
  });

  it("keeps a personal link's older preview flag as that guest's page", async () => {
    const response = await get('/ana-y-luis?code=ABCD2345&preview=1');
    expect(api.seen[0]?.url).toBe('/v1/public/invitations/ana-y-luis?code=ABCD2345');
    expect(await response.text()).not.toContain('class="preview-banner"');
  });
});

describe("a guest's opening", () => {
  const TOKEN = '12.1900000000.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
  const OPENING_META =
    '<meta name="convite-opening" content="/v1/public/invitations/ana-y-luis/openings" data-code="ABCD2345" />';
  const PIXEL = '<noscript><img src="/ana-y-luis/apertura.gif?code=ABCD2345"';

  it("is named on the guest's own page: for the early script, and as an image without scripts", async () => {
    const html = await (await get('/ana-y-luis?code=ABCD2345')).text();
    expect(html).toContain(OPENING_META);
    expect(html).toContain(PIXEL);
  });

  it("is not named for the couple's previews, the bare link or a code of no guest", async () => {
    const pages = [
      '/ana-y-luis?code=ABCD2345&preview=1',
      `/ana-y-luis?preview=${TOKEN}`,
      '/ana-y-luis',
    ];
    for (const page of pages) {
      const html = await (await get(page)).text();
      expect(html, page).not.toContain('convite-opening');
      expect(html, page).not.toContain('apertura.gif');
    }
    api.answer(() => ({ status: 200, body: invitationFixture({ guest: null }) }));
    const html = await (await get('/ana-y-luis?code=NOPE1234')).text();
    expect(html).not.toContain('convite-opening');
    expect(html).not.toContain('apertura.gif');
  });

  it("keeps the couple's look at a guest's link apart from the guest's own kept page", async () => {
    api.answer(() => ({ status: 200, body: invitationFixture(), headers: { ETag: '"v1"' } }));
    expect(await (await get('/ana-y-luis?code=ABCD2345')).text()).toContain(OPENING_META);
    const html = await (await get('/ana-y-luis?code=ABCD2345&preview=1')).text();
    // Rendered for the couple, not the guest's page sent again.
    expect(api.seen[1]?.headers['if-none-match']).toBeUndefined();
    expect(html).toMatch(/<div id="root">.*Ana &amp; Luis.*<\/div>/s);
    expect(html).not.toContain('convite-opening');
  });

  it("is recorded from the image: sent to the API as the script sends it, with the guest's browser and address", async () => {
    api.answer(() => ({ status: 204, body: null }));
    const userAgent = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148';
    const response = await get('/ana-y-luis/apertura.gif?code=ABCD2345', {
      'User-Agent': userAgent,
      'X-Forwarded-For': '203.0.113.7',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/gif');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
    expect(api.seen).toHaveLength(1);
    const seen = api.seen[0];
    expect(seen?.method).toBe('POST');
    expect(seen?.url).toBe('/v1/public/invitations/ana-y-luis/openings');
    expect(seen?.body).toBe('{"code":"ABCD2345"}');
    expect(seen?.headers['content-type']).toBe('application/json');
    expect(seen?.headers['user-agent']).toBe(userAgent);
    expect(seen?.headers['x-forwarded-for']).toBe('203.0.113.7');
  });

  it('sends nothing for a prefetch, a path that is no slug or a missing code, and still answers the image', async () => {
    const requests: [string, Record<string, string>][] = [
      ['/ana-y-luis/apertura.gif?code=ABCD2345', { 'Sec-Purpose': 'prefetch;prerender' }],
      ['/ana-y-luis/apertura.gif?code=ABCD2345', { Purpose: 'prefetch' }],
      ['/ana-y-luis/apertura.gif', {}],
      ['/Ana_Luis/apertura.gif?code=ABCD2345', {}],
    ];
    for (const [path, headers] of requests) {
      const response = await get(path, headers);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/gif');
    }
    expect(api.seen).toEqual([]);
  });

  it('answers the image when the API fails or is silent', async () => {
    api.answer(() => ({ status: 204, body: null, delayMs: 1000 }));
    const response = await get('/ana-y-luis/apertura.gif?code=ABCD2345');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/gif');
  });
});

describe('the health path', () => {
  it('answers 200 without asking the API', async () => {
    const response = await get('/_health');
    expect(response.status).toBe(200);
    expect(api.seen).toHaveLength(0);
  });
});

describe('the assets', () => {
  it('are cached for a year and sent precompressed in the best accepted encoding', async () => {
    const br = await get('/assets/index-abc.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');

    const gzip = await fetch(`${appUrl}/assets/index-abc.js`, {
      headers: { 'Accept-Encoding': 'gzip, br;q=0' },
    });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');

    const plain = await fetch(`${appUrl}/assets/index-abc.js`, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script.toString());
  });

  it('serve fonts with their type and uncompressed', async () => {
    const response = await get('/assets/font-abc.woff2', { 'Accept-Encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('font/woff2');
    expect(response.headers.get('content-encoding')).toBeNull();
  });

  it('answer 404 for an unknown asset', async () => {
    expect((await get('/assets/missing.js')).status).toBe(404);
  });
});

describe('a guest page while the API is away (issue 32, point 5)', () => {
  const CEREMONY = eventFixture(31, 'Ceremonia pública');
  const DINNER = eventFixture(32, 'Cena de la familia', { isExclusive: true });
  /** Guests of the wedding "sin-api" by code: each with their name and the exclusive dinner. */
  const guestOf = (name: string) => {
    const { guest } = invitationFixture();
    if (!guest) throw new Error('the fixture has a guest');
    const [first, second] = guest.members;
    if (!first || !second) throw new Error('the fixture has two members');
    return { ...guest, name, members: [{ ...first, firstName: name }, second] };
  };
  const codes = Array.from({ length: 50 }, (_, index) => `G${String(index).padStart(3, '0')}2345`);
  const names = new Map(codes.map((code, index) => [code, `Invitada${index}`]));
  let offline: ReturnType<typeof fakeApi>;
  /** The API of the wedding "sin-api": a guest's invitation by code, the shared one otherwise. */
  const apiAnswer = (request: Seen): Reply => {
    const code = new URL(request.url, 'http://api').searchParams.get('code');
    const name = code === null ? undefined : names.get(code.toUpperCase());
    return {
      status: 200,
      body: invitationFixture({
        guest: name ? guestOf(name) : null,
        wedding: { slug: 'sin-api', events: name ? [CEREMONY, DINNER] : [CEREMONY] },
      }),
    };
  };
  let offlineApp: FastifyInstance;
  let offlineUrl = '';
  const logged: string[] = [];

  beforeAll(async () => {
    offline = fakeApi();
    offline.answer(apiAnswer);
    offlineApp = createAppServer({
      template: TEMPLATE,
      assetsDir,
      apiTarget: await listen(offline.server),
      publicUrl: 'https://convite.mx',
      apiTimeoutMs: 2_000,
      staleAfterMs: 100,
      log: (message) => logged.push(message),
    });
    offlineUrl = await offlineApp.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    offline.server.closeAllConnections();
    await Promise.all([
      offlineApp.close(),
      new Promise((resolve) => offline.server.close(resolve)),
    ]);
  });

  const open = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${offlineUrl}${path}`, { headers });

  it('gives a guest their kept page when the API is slow, and keeps its late answer for next time', async () => {
    const LATE = 'LENT2345';
    names.set(LATE, 'Lenta');
    try {
      expect(await (await open(`/sin-api?code=${LATE}`)).text()).toContain('Lenta');
      // The API now holds its answers until the test lets them go.
      let release = () => {};
      const until = new Promise<void>((resolve) => {
        release = resolve;
      });
      const answer = apiAnswer;
      offline.answer((request) => ({ ...answer(request), until }));
      names.set(LATE, 'Renovada');
      // The code as the guest typed it: the API reads it in upper case, and so does what is kept.
      const slow = await open(`/sin-api?code=${LATE.toLowerCase()}`);
      const html = await slow.text();
      expect(slow.status).toBe(200);
      expect(html).toContain('Lenta');
      expect(html).toContain('Sin conexión con el servidor: esta es la última versión guardada');
      expect(slow.headers.get('cache-control')).toBe('private, no-store');
      expect(logged.at(-1)).toContain('in time');

      const seen = offline.seen.length;
      offline.answer(answer);
      release();
      // The late answer is kept: the next time the API is slow, the guest sees it.
      await expect
        .poll(async () => {
          const next = offline.answer.bind(offline);
          next((request) => ({ ...answer(request), until: new Promise(() => {}) }));
          const text = await (await open(`/sin-api?code=${LATE}`)).text();
          next(answer);
          return text.includes('Renovada');
        })
        .toBe(true);
      expect(offline.seen.length).toBeGreaterThan(seen);
    } finally {
      names.delete(LATE);
    }
  });

  it('stopped: 50 guests open their links at once and each gets an invitation with the note', async () => {
    // Half of them opened their link before; the API then stops.
    const opened = codes.slice(0, 25);
    for (const code of opened) {
      expect((await open(`/sin-api?code=${code}`)).status).toBe(200);
    }
    offline.server.closeAllConnections();
    await new Promise((resolve) => offline.server.close(resolve));
    logged.length = 0;

    const pages = await Promise.all(
      codes.map(async (code) => {
        const response = await open(`/sin-api?code=${code}`);
        return { code, response, html: await response.text() };
      }),
    );
    for (const { code, response, html } of pages) {
      expect(response.status, code).toBe(200);
      expect(response.headers.get('cache-control'), code).toBe('private, no-store');
      expect(html, code).toContain('<h1');
      expect(html, code).toContain('Ceremonia pública');
      expect(html, code).toContain('Volver a cargar');
      // Never one guest's page for another: their own name or, never opened, none at all.
      const others = [...names].filter(([other]) => other !== code).map(([, name]) => name);
      for (const name of others) expect(html, code).not.toMatch(new RegExp(`${name}\\b`));
      if (opened.includes(code)) {
        expect(html, code).toMatch(new RegExp(`${names.get(code)}\\b`));
        expect(html, code).toContain('Cena de la familia');
        expect(html, code).toContain('esta es la última versión guardada de tu invitación');
      } else {
        // The wedding's shared invitation: no guest, no exclusive event, and no "wrong code".
        expect(html, code).not.toContain('Cena de la familia');
        expect(html, code).toContain(
          'te mostramos la invitación de la boda, todavía sin tus datos',
        );
        expect(html, code).not.toContain('"guest":{');
        expect(html, code).not.toContain('No encontramos');
      }
    }
    expect(logged.filter((line) => line.includes('did not answer'))).toHaveLength(50);
  });

  it('says so in English too', async () => {
    const response = await open('/sin-api?code=G0012345&lang=en');
    const html = await response.text();
    expect(html).toContain('No connection to the server: this is the last saved copy');
    const shared = await (await open('/sin-api?code=G0492345', { Cookie: 'locale=en' })).text();
    expect(shared).toContain('this is the wedding&#x27;s invitation, without your details yet');
  });

  it('takes a form sent without scripts back with the values and a clear message: nothing is lost', async () => {
    const response = await fetch(`${offlineUrl}/sin-api?code=G0002345`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'answerToken=t1&m.501.e.31=yes&m.502.e.31=no',
    });
    const html = await response.text();
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(html).toContain('tu respuesta todavía no se envió');
    expect(html).toMatch(/name="m\.501\.e\.31" checked="" value="yes"/);
    expect(html).toMatch(/name="m\.502\.e\.31" checked="" value="no"/);

    // A guest with nothing kept: the fields as sent, in a form that sends them again.
    const bare = await fetch(`${offlineUrl}/sin-api?code=G0402345&lang=en`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'answerToken=t2&m.9.e.31=yes&message=Ah%C3%AD+estaremos',
    });
    const again = await bare.text();
    expect(bare.status).toBe(503);
    expect(bare.headers.get('retry-after')).toBe('30');
    expect(again).toContain('your answer has not been sent yet');
    expect(again).toContain('<form method="post">');
    expect(again).toContain('<input type="hidden" name="m.9.e.31" value="yes"/>');
    expect(again).toContain('<input type="hidden" name="message" value="Ahí estaremos"/>');
    expect(again).toContain('Send again</button>');
  });
});

describe('too many tries (the API answers 429)', () => {
  it('reach the guest as a page saying how long to wait, with status 429 and its Retry-After, logged as no outage', async () => {
    const limiter = fakeApi();
    const logged: string[] = [];
    const limited = createAppServer({
      template: TEMPLATE,
      assetsDir,
      apiTarget: await listen(limiter.server),
      publicUrl: 'https://convite.mx',
      apiTimeoutMs: 500,
      log: (message) => logged.push(message),
    });
    const url = await limited.listen({ port: 0, host: '127.0.0.1' });
    try {
      limiter.answer(() => ({
        status: 429,
        body: { code: 'rate_limited', message: 'Demasiados códigos incorrectos.' },
        headers: { 'Retry-After': '540' },
      }));
      const response = await fetch(`${url}/ana-y-luis?code=ZZZZ2345`);
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toBe('540');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const html = await response.text();
      expect(html).toContain('Demasiados intentos');
      expect(html).toContain('Espera 9 minutos y vuelve a abrir tu enlace.');

      const english = await fetch(`${url}/ana-y-luis?code=ZZZZ2345&lang=en`);
      expect(await english.text()).toContain('Wait 9 minutes and open your link again.');

      // A proxy's 429 that does not say how long: a few minutes, and a minute's Retry-After.
      limiter.answer(() => ({ status: 429, body: '' }));
      const unsaid = await fetch(`${url}/ana-y-luis?code=ZZZZ2345`);
      expect(unsaid.status).toBe(429);
      expect(unsaid.headers.get('retry-after')).toBe('60');
      expect(await unsaid.text()).toContain('Espera unos minutos');
      expect(logged).toEqual([]);
    } finally {
      limiter.server.closeAllConnections();
      await Promise.all([limited.close(), new Promise((resolve) => limiter.server.close(resolve))]);
    }
  });
});

describe('og:url and every absolute link of a page', () => {
  it('come from the configured origin or are relative, never from the Host the request names', async () => {
    const configured = await app.inject({
      url: '/ana-y-luis?code=ABCD2345',
      headers: { host: 'phishing.example' },
    });
    expect(configured.body).toContain(
      '<meta property="og:url" content="https://convite.mx/ana-y-luis" />',
    );
    // A server with no origin set (PUBLIC_URL is required in production: config.test.ts).
    const bare = createAppServer({
      template: TEMPLATE,
      assetsDir,
      apiTarget: apiUrl,
      publicUrl: null,
    });
    try {
      const page = await bare.inject({ url: '/ana-y-luis', headers: { host: 'phishing.example' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<meta property="og:url" content="/ana-y-luis" />');
      expect(page.body).not.toContain('phishing.example');
      const calendar = await bare.inject({
        url: '/ana-y-luis/calendario.ics?code=ABCD2345',
        headers: { host: 'phishing.example' },
      });
      expect(calendar.statusCode).toBe(200);
      expect(calendar.body).not.toContain('phishing.example');
    } finally {
      await bare.close();
    }
  });
});
