// A couple made through the public API, as the dashboard makes one: register, open the
// verification link from the outbox, create the wedding and start its 72-hour trial (which allows
// a cover image).
import type { ApiProcess } from './api-process.ts';

export class ApiAnswerError extends Error {}

export type ApiCouple = { email: string; token: string; weddingId: number };

const PASSWORD = 'Boda.2026!';

export async function callJson<T>(
  api: ApiProcess,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; expect?: number } = {},
): Promise<T> {
  const response = await fetch(`${api.origin}/v1${url}`, {
    method,
    headers: {
      'accept-language': 'es',
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const expected = options.expect ?? 200;
  if (response.status !== expected) {
    throw new ApiAnswerError(
      `${method} ${url}: HTTP ${response.status} (expected ${expected}) ${text}`,
    );
  }
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

async function verificationToken(api: ApiProcess, email: string): Promise<string> {
  const pattern = /https?:\/\/[^\s"<>]+\/verificacion\/([A-Za-z0-9_-]+)/;
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const message = api.outbox().find((text) => text.includes(email));
    const token = message === undefined ? undefined : pattern.exec(message)?.[1];
    if (token !== undefined) return token;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new ApiAnswerError(`no verification email reached ${email} within 20 s`);
}

export async function newCouple(api: ApiProcess, tag: string): Promise<ApiCouple> {
  const email = `bench-${tag}-${process.pid}@example.com`;
  const session = await callJson<{ token: string }>(api, 'POST', '/auth/register', {
    body: {
      email,
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      name: 'Ana',
      lastName: 'Luna',
    },
    expect: 201,
  });
  await callJson(api, 'POST', '/auth/verify-client', {
    body: { token: await verificationToken(api, email) },
  });
  const created = await callJson<{ wedding: { id: number } }>(api, 'POST', '/weddings', {
    token: session.token,
    body: { name: 'Ana & Luis', slug: `boda-${tag}-${process.pid}`, date: '2030-06-15T23:00:00Z' },
    expect: 201,
  });
  const weddingId = created.wedding.id;
  await callJson(api, 'GET', `/weddings/${weddingId}/start-trial`, { token: session.token });
  return { email, token: session.token, weddingId };
}
