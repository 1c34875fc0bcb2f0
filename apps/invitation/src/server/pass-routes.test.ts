// @vitest-environment node
// The pass's page, QR image and PDF on the invitation server: what a household's QR code opens shows
// the pass and no form of any kind, in the guest's language; a forged token gets a friendly 404.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppServer } from './create-server.ts';
import type { Pass } from './pass-page.ts';

const TEMPLATE = `<!doctype html><html lang="es"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>`;
const TOKEN = '42.abcdefghijklmnopqrstuv';

const PASS: Pass = {
  token: TOKEN,
  link: `https://convite.mx/ana-y-luis/pase/${TOKEN}`,
  seats: 3,
  people: [
    { name: 'Ana Pérez', table: 'Mesa de honor' },
    { name: 'Luis <b>Pérez</b>', table: null },
    { name: null, table: 'Mesa 2' },
  ],
  household: 'Familia Pérez',
  wedding: { name: 'Ana & Luis', slug: 'ana-y-luis', date: '2027-11-14T23:00:00.000Z' },
};

const seen: IncomingMessage[] = [];
/** A fake API: the pass of TOKEN and its PDF; 404 for any other token. */
const api = createServer((request, response) => {
  seen.push(request);
  if (request.url === `/v1/passes/${encodeURIComponent(TOKEN)}`) {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(PASS));
  } else if (request.url === `/v1/passes/${encodeURIComponent(TOKEN)}/pdf`) {
    const english = request.headers['accept-language'] === 'en';
    response.writeHead(200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${english ? 'pass' : 'pase'}.pdf"`,
    });
    response.end('%PDF-1.4 a pass');
  } else {
    response.writeHead(404, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ code: 'not_found', message: 'No encontramos este pase.' }));
  }
});

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const assetsDir = mkdtempSync(path.join(tmpdir(), 'invitation-assets-'));
let app: FastifyInstance;
let appUrl = '';

beforeAll(async () => {
  app = createAppServer({
    template: TEMPLATE,
    assetsDir,
    apiTarget: await listen(api),
    publicUrl: 'https://convite.mx',
    apiTimeoutMs: 500,
  });
  appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  api.closeAllConnections();
  await Promise.all([app.close(), new Promise((resolve) => api.close(resolve))]);
  rmSync(assetsDir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${appUrl}${path}`, { headers });

describe('the pass page /<slug>/pase/<token>', () => {
  it('shows the pass: the couple, "Pase para 3", the names and tables, the QR code, and no form', async () => {
    const response = await get(`/ana-y-luis/pase/${TOKEN}`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Ana &amp; Luis');
    expect(html).toContain('Domingo 14 de noviembre de 2027');
    expect(html).toContain('<h1>Pase para 3</h1>');
    expect(html).toContain('Familia Pérez');
    expect(html).toContain('<li>Ana Pérez<span class="table">Mesa de honor</span></li>');
    // A name is text, never markup; an unnamed seat is a companion.
    expect(html).toContain('<li>Luis &lt;b&gt;Pérez&lt;/b&gt;</li>');
    expect(html).toContain('<li>Acompañante<span class="table">Mesa 2</span></li>');
    expect(html).toMatch(/<svg[^>]*viewBox="0 0 \d+ \d+"/);
    expect(html).toContain(`href="/ana-y-luis/pase/${TOKEN}/pase.pdf?lang=es"`);
    // Nothing on it answers, records or runs.
    expect(html).not.toMatch(/<form|<input|<button|<script/i);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('script-src');
  });

  it('speaks the guest’s language (?lang= or the locale cookie)', async () => {
    const english = await (await get(`/ana-y-luis/pase/${TOKEN}?lang=en`)).text();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('<h1>Pass for 3</h1>');
    expect(english).toContain('Sunday, November 14, 2027');
    expect(english).toContain('<li>Guest<span class="table">Mesa 2</span></li>');
    const byCookie = await (await get(`/ana-y-luis/pase/${TOKEN}`, { Cookie: 'locale=en' })).text();
    expect(byCookie).toContain('Download PDF');
  });

  it('answers a friendly 404 page for a forged token or another wedding’s slug', async () => {
    for (const address of [
      '/ana-y-luis/pase/42.forgedforgedforgedforged',
      `/otra-boda/pase/${TOKEN}`,
    ]) {
      const response = await get(address);
      const html = await response.text();
      expect(response.status, address).toBe(404);
      expect(html).toContain('Pase no encontrado');
      expect(html).toContain('No encontramos este pase');
      expect(html).not.toContain('Familia Pérez');
      expect(html).not.toMatch(/<form/i);
    }
  });
});

describe('the pass QR image and PDF', () => {
  it('draws the QR code of the pass link as an SVG on the server', async () => {
    const response = await get(`/ana-y-luis/pase/${TOKEN}/qr.svg`);
    const svg = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('fill="#ffffff"');
    expect((await get(`/ana-y-luis/pase/42.nope/qr.svg`)).status).toBe(404);
  });

  it('passes the PDF on in the guest’s language, and a friendly 404 for a forged token', async () => {
    const spanish = await get(`/ana-y-luis/pase/${TOKEN}/pase.pdf`);
    expect(spanish.status).toBe(200);
    expect(spanish.headers.get('content-type')).toBe('application/pdf');
    expect(spanish.headers.get('content-disposition')).toBe('attachment; filename="pase.pdf"');
    expect(await spanish.text()).toBe('%PDF-1.4 a pass');
    const english = await get(`/ana-y-luis/pase/${TOKEN}/pase.pdf?lang=en`);
    expect(english.headers.get('content-disposition')).toBe('attachment; filename="pass.pdf"');
    const forged = await get('/ana-y-luis/pase/42.nope/pase.pdf');
    expect(forged.status).toBe(404);
    expect(await forged.text()).toContain('No encontramos este pase');
  });

  it('takes no POST on a pass: the only form the server takes is the invitation’s own', async () => {
    seen.length = 0;
    const response = await fetch(`${appUrl}/ana-y-luis/pase/${TOKEN}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'confirmation=false',
    });
    expect(response.status).toBeGreaterThanOrEqual(300);
    expect(seen.filter((request) => request.method === 'POST')).toHaveLength(0);
  });
});
