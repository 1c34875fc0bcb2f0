// Test support: a local server speaking the slice of OpenAI's chat-completions API the driver uses
// (POST <base>/chat/completions), so the driver is tested offline. Each request takes the next
// scripted reply: a chat answer whose message content is given, a bare HTTP status, or silence
// (the connection stays open until the server closes).
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type FakeReply =
  | { kind: 'answer'; content: string }
  | { kind: 'status'; status: number; body?: string }
  | { kind: 'hang' };

export type FakeChatRequest = {
  path: string;
  authorization: string | null;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; schema: object } };
  };
};

export type OpenAiFakeServer = {
  /** http://127.0.0.1:<port>/v1, for AI_THEMES_API_URL. */
  url: string;
  requests: FakeChatRequest[];
  /** Queues replies for the next requests; without one, a request gets `fallback`. */
  reply(...replies: FakeReply[]): void;
  close(): Promise<void>;
};

function send(response: ServerResponse, status: number, body: string) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(body);
}

function completion(content: string): string {
  return JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 0,
    model: 'fake',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
  });
}

export async function startOpenAiFakeServer(fallback: FakeReply): Promise<OpenAiFakeServer> {
  const requests: FakeChatRequest[] = [];
  const queue: FakeReply[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        send(response, 404, JSON.stringify({ error: { message: 'Not found' } }));
        return;
      }
      let body: FakeChatRequest['body'] = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as FakeChatRequest['body'];
      } catch {
        send(response, 400, JSON.stringify({ error: { message: 'Invalid JSON' } }));
        return;
      }
      requests.push({
        path: request.url,
        authorization: request.headers.authorization ?? null,
        body,
      });
      const reply = queue.shift() ?? fallback;
      if (reply.kind === 'hang') return;
      if (reply.kind === 'status') {
        send(response, reply.status, reply.body ?? JSON.stringify({ error: { message: 'fail' } }));
        return;
      }
      send(response, 200, completion(reply.content));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    reply: (...replies) => queue.push(...replies),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
