// @vitest-environment node
// The guest's address through the invitation server: TRUST_PROXY decides which X-Forwarded-For
// entries it believes, and the API behind it (a Fastify app trusting loopback, as the real one
// does by default) must see each guest as their own address.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { invitationFixture } from '../test/fixtures.ts';
import type { TrustProxy } from './config.ts';
import { createAppServer } from './create-server.ts';

const TEMPLATE = `<!doctype html><html lang="es"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>`;

type Seen = { method: string; ip: string; forwardedFor: string | undefined };

/** The API's side: what Fastify makes of each request (request.ip) with TRUST_PROXY=loopback. */
const seen: Seen[] = [];
let api: FastifyInstance;
let apiUrl = '';
const servers: FastifyInstance[] = [];

/** An invitation server in front of the API with the given TRUST_PROXY. */
function invitationServer(trustProxy?: TrustProxy): Promise<string> {
  const server = createAppServer({
    template: TEMPLATE,
    assetsDir: '/nonexistent/assets',
    apiTarget: apiUrl,
    publicUrl: null,
    trustProxy,
  });
  servers.push(server);
  return server.listen({ port: 0, host: '127.0.0.1' });
}

const record = (request: { method: string; ip: string; headers: Record<string, unknown> }) => {
  const forwardedFor = request.headers['x-forwarded-for'];
  seen.push({
    method: request.method,
    ip: request.ip,
    forwardedFor: typeof forwardedFor === 'string' ? forwardedFor : undefined,
  });
};

beforeAll(async () => {
  api = Fastify({ trustProxy: ['loopback'] });
  api.get('/v1/public/invitations/:slug', async (request) => {
    record(request);
    return invitationFixture();
  });
  api.post('/v1/public/invitations/:slug/confirmation', async (request) => {
    record(request);
    return { message: 'Guardado', guest: invitationFixture().guest };
  });
  apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
});
beforeEach(() => {
  seen.length = 0;
});
afterAll(async () => {
  for (const server of servers) await server.close();
  await api.close();
});

const page = (origin: string, forwardedFor?: string) =>
  fetch(`${origin}/ana-y-luis?code=ABCD2345`, {
    headers: forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor },
  });
const confirm = (origin: string, forwardedFor: string) =>
  fetch(`${origin}/v1/public/invitations/ana-y-luis/confirmation`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Idempotency-Key': 'key-0123456789',
      'X-Forwarded-For': forwardedFor,
    },
    body: JSON.stringify({ code: 'ABCD2345', confirmation: false }),
  });

describe('behind a trusted proxy (the default, loopback)', () => {
  let origin = '';
  beforeAll(async () => {
    origin = await invitationServer();
  });

  it('300 guests behind one proxy load their pages and reach the API as 300 addresses', async () => {
    const guests = Array.from({ length: 300 }, (_, index) => {
      return `203.0.${Math.floor(index / 250)}.${(index % 250) + 1}`;
    });
    const statuses: number[] = [];
    for (let start = 0; start < guests.length; start += 50) {
      const batch = guests.slice(start, start + 50);
      const responses = await Promise.all(batch.map((guest) => page(origin, guest)));
      statuses.push(...responses.map((response) => response.status));
      await Promise.all(responses.map((response) => response.text()));
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(seen).toHaveLength(300);
    expect(seen.map((request) => request.ip).sort()).toEqual([...guests].sort());
  });

  it('passes the guest on alone: the header the API gets is the guest address, for pages and answers', async () => {
    await page(origin, '203.0.113.7');
    await confirm(origin, '203.0.113.8');
    expect(seen).toEqual([
      { method: 'GET', ip: '203.0.113.7', forwardedFor: '203.0.113.7' },
      { method: 'POST', ip: '203.0.113.8', forwardedFor: '203.0.113.8' },
    ]);
  });

  it('ignores what a visitor wrote before the address the proxy saw', async () => {
    await page(origin, '10.9.9.9, 6.6.6.6, 203.0.113.9');
    await confirm(origin, '127.0.0.1, 203.0.113.9');
    expect(seen.map((request) => request.forwardedFor)).toEqual(['203.0.113.9', '203.0.113.9']);
    expect(seen.map((request) => request.ip)).toEqual(['203.0.113.9', '203.0.113.9']);
  });

  it('counts a visitor without a proxy (no X-Forwarded-For) under their own address', async () => {
    await page(origin);
    expect(seen[0]?.ip).toBe('127.0.0.1');
  });
});

describe('TRUST_PROXY=false', () => {
  it("uses the peer's address (the proxy's) and passes no visitor's claim on", async () => {
    const origin = await invitationServer(false);
    await page(origin, '203.0.113.7');
    await page(origin, '203.0.113.8');
    await confirm(origin, '203.0.113.9');
    expect(seen.map((request) => request.forwardedFor)).toEqual([
      '127.0.0.1',
      '127.0.0.1',
      '127.0.0.1',
    ]);
    expect(seen.map((request) => request.ip)).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1']);
  });
});

describe('TRUST_PROXY lists', () => {
  it('believes a chain of trusted hops up to the first address it does not trust', async () => {
    // The load balancer (loopback here) behind a CDN edge in 198.51.100.0/24.
    const origin = await invitationServer(['loopback', '198.51.100.0/24']);
    await page(origin, '6.6.6.6, 203.0.113.7, 198.51.100.20');
    await page(origin, '203.0.113.8, 192.0.2.1');
    expect(seen.map((request) => request.ip)).toEqual(['203.0.113.7', '192.0.2.1']);
  });

  it('does not believe a peer outside the list', async () => {
    const origin = await invitationServer(['10.0.0.1']);
    await page(origin, '203.0.113.7');
    expect(seen[0]?.ip).toBe('127.0.0.1');
  });

  it('with true, believes every hop: the left-most address is the guest', async () => {
    const origin = await invitationServer(true);
    await page(origin, '203.0.113.7, 10.0.0.2, 198.51.100.20');
    expect(seen[0]?.ip).toBe('203.0.113.7');
  });
});
