import { vi } from 'vitest';

// Test helper for the apps (imported only from their *.test.tsx files), kept here beside the client it
// stands in for so the three apps share one fake server.

export type MockCall = { method: string; path: string; body: unknown; headers: Headers };
export type MockReply = { status?: number; body?: unknown };
export type MockHandler =
  MockReply | ((call: MockCall, count: number) => MockReply | Promise<MockReply>);

/**
 * Stubs fetch for the API: handlers keyed by "METHOD /path" (without /v1). Unknown calls answer 404
 * so a test never reaches a network. Returns the calls made, in order.
 */
export function mockApi(handlers: Record<string, MockHandler>) {
  const calls: MockCall[] = [];
  const counts = new Map<string, number>();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      const path = url.pathname.replace(/^\/v1/, '');
      const text = await input.text();
      const call: MockCall = {
        method: input.method,
        path,
        body: text ? JSON.parse(text) : undefined,
        headers: input.headers,
      };
      calls.push(call);
      const key = `${input.method} ${path}`;
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      const handler = handlers[key];
      const reply =
        typeof handler === 'function'
          ? await handler(call, count)
          : (handler ?? { status: 404, body: { message: `not mocked: ${key}` } });
      return new Response(JSON.stringify(reply.body ?? {}), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return {
    calls,
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}
