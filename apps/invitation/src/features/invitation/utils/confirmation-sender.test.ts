import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createConfirmationSender,
  retryDelayMs,
  SLOW_NOTICE_MS,
  type ConfirmationState,
} from './confirmation-sender.ts';

const guest = {
  name: 'Ana',
  lastName: 'López',
  maxGuestsAllowed: 2,
  events: [],
  confirmation: true,
  confirmedGuests: 2,
  foodRestrictions: null,
  message: null,
};
const answer = { confirmation: true, confirmedGuests: 2, foodRestrictions: null, message: null };

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

function setup(responses: (() => Response | Promise<Response>)[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    return next();
  });
  const states: ConfirmationState[] = [];
  const saved: unknown[] = [];
  const online = new EventTarget();
  let keys = 0;
  const sender = createConfirmationSender({
    slug: 'ana-y-luis',
    code: 'ABCD2345',
    language: () => 'en',
    onState: (state) => states.push(state),
    onSaved: (value) => saved.push(value),
    fallbackMessage: () => 'Something went wrong.',
    fetch: fetch as unknown as typeof globalThis.fetch,
    storage: localStorage,
    randomUUID: () => `key-${++keys}`,
    onlineTarget: online,
  });
  const header = (index: number, name: string) => new Headers(calls[index]?.init.headers).get(name);
  return { sender, calls, states, saved, online, header, fetch };
}

const networkError = () => Promise.reject(new TypeError('Failed to fetch'));
const storedKeys = () => Object.keys(localStorage).filter((key) => key.includes('ana-y-luis'));

describe('retryDelayMs', () => {
  it('doubles from 2 s and stops at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(retryDelayMs)).toEqual([
      2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});

describe('the confirmation sender', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('posts the answer with the code, the language and a fresh idempotency key', async () => {
    const { sender, calls, states, saved, header } = setup([
      () => json(200, { message: 'ok', guest }),
    ]);
    sender.submit(answer);
    await vi.runAllTimersAsync();
    expect(calls[0]?.url).toBe('/v1/public/invitations/ana-y-luis/confirmation');
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ code: 'ABCD2345', ...answer });
    expect(header(0, 'Idempotency-Key')).toBe('key-1');
    expect(header(0, 'Accept-Language')).toBe('en');
    expect(states.map((state) => state.status)).toEqual(['sending', 'saved']);
    expect(saved).toEqual([guest]);
    expect(storedKeys()).toEqual([]);
  });

  it('keeps the answer on a network error and retries with the same key until it succeeds', async () => {
    const { sender, calls, states, saved, header } = setup([
      networkError,
      () => json(503, { code: 'service_unavailable', message: 'down' }),
      () => json(200, { message: 'ok', guest }),
    ]);
    sender.submit(answer);
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)?.status).toBe('retrying');
    expect(storedKeys()).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    // The second failure waits 4 s.
    await vi.advanceTimersByTimeAsync(3999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);

    expect([
      header(0, 'Idempotency-Key'),
      header(1, 'Idempotency-Key'),
      header(2, 'Idempotency-Key'),
    ]).toEqual(['key-1', 'key-1', 'key-1']);
    expect(states.map((state) => state.status)).toEqual([
      'sending',
      'retrying',
      'retrying',
      'saved',
    ]);
    expect(saved).toEqual([guest]);
    expect(storedKeys()).toEqual([]);
  });

  it('waits at least the Retry-After of a 429', async () => {
    const { sender, calls } = setup([
      () => json(429, { code: 'rate_limited', message: 'slow down' }, { 'Retry-After': '10' }),
      () => json(200, { message: 'ok', guest }),
    ]);
    sender.submit(answer);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
  });

  it('retries at once when the browser comes back online', async () => {
    const { sender, calls, online, states } = setup([
      networkError,
      () => json(200, { message: 'ok', guest }),
    ]);
    sender.submit(answer);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    online.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    expect(states.at(-1)?.status).toBe('saved');
  });

  it('tells the guest within 8 s that the answer is kept when the request goes unanswered', async () => {
    let answerLate: (response: Response) => void = () => undefined;
    const { sender, states } = setup([
      () => new Promise<Response>((resolve) => (answerLate = resolve)),
    ]);
    sender.submit(answer);
    await vi.advanceTimersByTimeAsync(SLOW_NOTICE_MS - 1);
    expect(states.map((state) => state.status)).toEqual(['sending']);
    await vi.advanceTimersByTimeAsync(1);
    expect(SLOW_NOTICE_MS).toBeLessThanOrEqual(8_000);
    expect(states.map((state) => state.status)).toEqual(['sending', 'retrying']);
    // The same request still arrives, and is the answer.
    answerLate(json(200, { message: 'ok', guest }));
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)?.status).toBe('saved');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(states.at(-1)?.status).toBe('saved');
  });

  it('tells the guest at once when the browser goes offline while sending', async () => {
    const { sender, states, online } = setup([() => new Promise<Response>(() => undefined)]);
    sender.submit(answer);
    await vi.advanceTimersByTimeAsync(100);
    online.dispatchEvent(new Event('offline'));
    expect(states.map((state) => state.status)).toEqual(['sending', 'retrying']);
  });

  it('stops at a definitive refusal and shows the server message', async () => {
    const { sender, calls, states } = setup([
      networkError,
      () =>
        json(409, { code: 'confirmations_closed', message: 'Las confirmaciones están cerradas.' }),
    ]);
    sender.submit(answer);
    await vi.runAllTimersAsync();
    expect(calls).toHaveLength(2);
    expect(states.at(-1)).toEqual({
      status: 'error',
      errorMessage: 'Las confirmaciones están cerradas.',
    });
    expect(storedKeys()).toEqual([]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(2);
  });

  it('hands a 422 to the form as field errors', async () => {
    const errors = { confirmedGuests: ['Máximo 2.'] };
    const { sender, states } = setup([
      () => json(422, { code: 'validation_failed', message: 'Revisa los datos.', errors }),
    ]);
    sender.submit(answer);
    await vi.runAllTimersAsync();
    expect(states.at(-1)).toEqual({
      status: 'error',
      errorMessage: 'Revisa los datos.',
      fieldErrors: errors,
    });
  });

  it('uses a new key for a new answer and drops the one still waiting', async () => {
    const { sender, calls, header, saved } = setup([
      networkError,
      () => json(200, { message: 'ok', guest: { ...guest, confirmation: false } }),
    ]);
    sender.submit(answer);
    await vi.advanceTimersByTimeAsync(0);
    sender.submit({ ...answer, confirmation: false, confirmedGuests: null });
    await vi.runAllTimersAsync();
    expect(calls).toHaveLength(2);
    expect(header(1, 'Idempotency-Key')).toBe('key-2');
    expect(saved).toHaveLength(1);
  });

  it('resumes an answer a previous visit kept, with its original key', async () => {
    const first = setup([networkError]);
    first.sender.submit(answer);
    await vi.advanceTimersByTimeAsync(0);
    first.sender.dispose();

    const second = setup([() => json(200, { message: 'ok', guest })]);
    expect(second.sender.resume()).toBe(true);
    await vi.runAllTimersAsync();
    expect(second.header(0, 'Idempotency-Key')).toBe('key-1');
    expect(second.states.map((state) => state.status)).toEqual(['retrying', 'saved']);
    expect(second.sender.resume()).toBe(false);
  });
});
