// The guest page survives the API (issue 32, point 5): an invitation server of this test's own, built
// as deployed, reads the run's real API through a TCP relay the test pauses and stops. With the API
// away, 50 guests open their links at once and each gets an invitation under the quiet note: their
// own as last kept, or (never opened before) the wedding's shared one; an answer sent without scripts
// comes back with the guest's choices and a clear message; and a 429 of the API reaches the guest as
// "wait N minutes" with status 429, never logged as an outage.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { coupleApi, clientToken } from './support/accounts.ts';
import { choiceAt, guestPhone, seatCard, weddingWithGuests } from './support/guest-invitation.ts';
import { e2ePorts } from './support/ports.ts';

const INVITATION_SERVER = path.resolve(
  import.meta.dirname,
  '../apps/invitation/dist/server/serve.js',
);

/** The API as the invitation server reaches it: relayed, paused (held unanswered) or stopped. */
async function apiRelay() {
  const sockets = new Set<Socket>();
  let mode: 'relay' | 'pause' = 'relay';
  const server: Server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    // Paused: the connection is taken and never answered, as a stopped process's would be.
    if (mode === 'pause') return;
    const upstream = connect(e2ePorts.api, '127.0.0.1');
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const cut = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    pause() {
      mode = 'pause';
      cut();
    },
    async stop() {
      cut();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The built invitation server on a port of its own, its log kept for the test to read. */
async function invitationServer(apiUrl: string) {
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  const origin = `http://localhost:${port}`;
  const log: string[] = [];
  const child: ChildProcess = spawn(process.execPath, [INVITATION_SERVER], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      API_PROXY_TARGET: apiUrl,
      PUBLIC_URL: origin,
      FILES_PUBLIC_URL: `http://localhost:${e2ePorts.api}/files`,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  await expect
    .poll(async () => (await fetch(`${origin}/_health`).catch(() => null))?.status ?? 0)
    .toBe(200);
  return { origin, log, stop: () => child.kill('SIGTERM') };
}

type Guest = { name: string; link: string };

async function allGuests(request: APIRequestContext, token: string, weddingId: number) {
  const api = coupleApi(request, token);
  const guests: Guest[] = [];
  for (let page = 1; ; page += 1) {
    const { guests: more } = await api.post<{ guests: Guest[] }>('/guests/get-by-wedding', {
      weddingId,
      page,
    });
    guests.push(...more);
    if (more.length < 20) return guests;
  }
}

test('with the API paused or stopped, 50 guests each get an invitation, and nothing sent is lost', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const { weddingId, slug } = await weddingWithGuests(page, request);
  const token = await clientToken(page);
  const api = coupleApi(request, token);
  for (let index = 0; index < 48; index += 1) {
    await api.post('/guests', {
      name: `Invitado${index}`,
      lastName: 'Prueba',
      phone: '5512345678',
      maxGuestsAllowed: 1,
      weddingId,
    });
  }
  const guests = await allGuests(request, token, weddingId);
  expect(guests).toHaveLength(50);

  const relay = await apiRelay();
  const server = await invitationServer(relay.url);
  const linkOf = (guest: Guest) => {
    const url = new URL(guest.link);
    return `${server.origin}${url.pathname}${url.search}`;
  };
  try {
    // Half the guests open their link while the API answers.
    const opened = guests.slice(0, 25);
    for (const guest of opened) {
      const response = await request.get(linkOf(guest));
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(guest.name);
    }

    // Too many wrong codes from one address: the API's 429 is the guest's to wait out.
    const guesser = { 'x-forwarded-for': '198.51.100.254' };
    let limited = await request.get(`${server.origin}/${slug}?code=ZZZZZZZZ`, { headers: guesser });
    for (let tries = 0; tries < 30 && limited.status() !== 429; tries += 1) {
      limited = await request.get(`${server.origin}/${slug}?code=ZZZZZZZZ`, { headers: guesser });
    }
    expect(limited.status()).toBe(429);
    const wait = Number(limited.headers()['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(await limited.text()).toMatch(
      /Espera (un minuto|\d+ minutos) y vuelve a abrir tu enlace/,
    );
    expect(server.log.join('')).not.toContain('did not answer');

    // The API pauses: 50 guests open their links at once.
    relay.pause();
    const pages = await Promise.all(
      guests.map(async (guest) => {
        const response = await request.get(linkOf(guest));
        return { guest, status: response.status(), html: await response.text() };
      }),
    );
    const names = guests.map((guest) => guest.name);
    for (const { guest, status, html } of pages) {
      expect(status, guest.name).toBe(200);
      expect(html, guest.name).toContain('Rosa &amp; Diego');
      expect(html, guest.name).toContain('Ceremonia religiosa');
      expect(html, guest.name).toContain('Sin conexión con el servidor');
      // Nobody else's name: never one guest's page for another.
      for (const other of names.filter((name) => name !== guest.name)) {
        expect(html, guest.name).not.toMatch(new RegExp(`"name":"${other}"`));
      }
      if (opened.includes(guest)) {
        expect(html, guest.name).toContain(`"name":"${guest.name}"`);
        expect(html, guest.name).toContain('la última versión guardada de tu invitación');
      } else {
        expect(html, guest.name).toContain('"guest":null');
        expect(html, guest.name).not.toContain('Cena de familia');
        expect(html, guest.name).toContain('todavía sin tus datos');
      }
    }
    const rosa = pages.find(({ guest }) => guest.name === 'Rosa');
    expect(rosa?.html).toContain('Cena de familia');

    // The API stops. Pedro answers from a phone without scripts: the form comes back as he filled it.
    await relay.stop();
    const pedro = guests.find((guest) => guest.name === 'Pedro');
    if (!pedro) throw new Error('Pedro is one of the guests');
    const context = await browser.newContext({
      ...guestPhone,
      hasTouch: true,
      javaScriptEnabled: false,
    });
    const phone = await context.newPage();
    await phone.goto(linkOf(pedro));
    await expect(phone.getByRole('status')).toContainText('Sin conexión con el servidor');
    await choiceAt(seatCard(phone, 'Pedro'), 'Ceremonia religiosa', 'Sí').click();
    const [answered] = await Promise.all([
      phone.waitForResponse((response) => response.request().method() === 'POST'),
      phone.getByRole('button', { name: 'Enviar respuesta' }).click(),
    ]);
    expect(answered.status()).toBe(503);
    expect(answered.headers()['retry-after']).toBe('30');
    await expect(phone.getByText('tu respuesta todavía no se envió')).toBeVisible();
    await expect(choiceAt(seatCard(phone, 'Pedro'), 'Ceremonia religiosa', 'Sí')).toBeChecked();
    await context.close();
  } finally {
    server.stop();
    await relay.stop().catch(() => {});
  }
});
