// Test support: a local server speaking the slice of Meta's Graph API the WhatsApp Cloud API driver
// uses (POST /{version}/{phoneNumberId}/messages), so the driver and the routes are tested offline
// over real HTTP. It checks what Meta checks first: the bearer token (401, code 190), the phone
// number id, the body's shape (400, code 100) and the template's name (404, code 132001); then each
// request takes the next scripted reply: accepted (a fresh wamid), a Graph error, or silence. It
// also writes webhook notifications signed with the app secret, as Meta posts them.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Env } from '../config/config.ts';
import { webhookSignature } from '../whatsapp/webhook-signature.ts';

export const FAKE_WHATSAPP = {
  accessToken: 'EAAG-fake-graph-token',
  phoneNumberId: '106540352242922',
  appSecret: 'fake-app-secret',
  verifyToken: 'fake-verify-token',
  version: 'v21.0',
  templates: {
    invitation: 'convite_invitacion',
    reminder: 'convite_recordatorio',
    pass: 'convite_pase',
  },
} as const;

export type GraphReply =
  | { kind: 'accept' }
  /** A Graph error: `{ error: { message, type, code, error_data, fbtrace_id } }` with this status. */
  | { kind: 'error'; status: number; code: number; message?: string }
  | { kind: 'hang' };

export type GraphMessageRequest = {
  path: string;
  authorization: string | null;
  body: {
    messaging_product?: string;
    to?: string;
    type?: string;
    biz_opaque_callback_data?: string;
    template?: {
      name?: string;
      language?: { code?: string };
      components?: { type: string; parameters: { type: string; text: string }[] }[];
    };
  };
};

export type WebhookStatus = {
  wamid: string;
  status: 'sent' | 'delivered' | 'read' | 'failed' | string;
  /** Unix seconds (default: now). */
  timestamp?: number;
  reference?: string;
  error?: { code: number; title: string };
};

export type WhatsAppGraphFakeServer = {
  /** http://127.0.0.1:<port>, for WHATSAPP_GRAPH_URL. */
  url: string;
  /** The settings that point the server at this fake (add to a test app's env). */
  env: Env;
  requests: GraphMessageRequest[];
  /** The wamids answered so far, in order. */
  wamids: string[];
  reply(...replies: GraphReply[]): void;
  /** A notification of these statuses as Meta posts it: the JSON body and its signature header. */
  webhook(
    statuses: readonly WebhookStatus[],
    secret?: string,
  ): { payload: string; headers: Record<string, string> };
  /** A guest's text message to the business number (`from`: Meta's wa_id digits), signed likewise. */
  incoming(from: string, text: string): { payload: string; headers: Record<string, string> };
  /** Posts that notification to a listening server (e.g. http://127.0.0.1:<port>/v1/webhooks/whatsapp). */
  postWebhook(target: string, statuses: readonly WebhookStatus[]): Promise<Response>;
  close(): Promise<void>;
};

function send(response: ServerResponse, status: number, body: object) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function graphError(response: ServerResponse, status: number, code: number, message: string) {
  send(response, status, {
    error: {
      message,
      type: 'OAuthException',
      code,
      error_data: { messaging_product: 'whatsapp', details: message },
      fbtrace_id: 'AfakeTrace',
    },
  });
}

/** What Meta refuses before sending anything: the reason, or null for a well-formed request. */
function shapeProblem(body: GraphMessageRequest['body']): string | null {
  if (body.messaging_product !== 'whatsapp') return 'messaging_product must be whatsapp';
  if (typeof body.to !== 'string' || !/^\+?\d{8,15}$/.test(body.to)) return 'to must be a number';
  if (body.type !== 'template') return 'type must be template';
  const template = body.template;
  if (typeof template?.name !== 'string' || typeof template.language?.code !== 'string') {
    return 'template needs name and language.code';
  }
  const components = template.components ?? [];
  const bodyParameters = components.find((component) => component.type === 'body')?.parameters;
  if (
    bodyParameters === undefined ||
    bodyParameters.some((parameter) => parameter.type !== 'text' || parameter.text === '')
  ) {
    return 'template body parameters must be non-empty texts';
  }
  return null;
}

export async function startWhatsAppGraphFakeServer(): Promise<WhatsAppGraphFakeServer> {
  const requests: GraphMessageRequest[] = [];
  const wamids: string[] = [];
  const queue: GraphReply[] = [];
  const sockets = new Set<Socket>();
  const messagesPath = `/${FAKE_WHATSAPP.version}/${FAKE_WHATSAPP.phoneNumberId}/messages`;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== messagesPath) {
        graphError(response, 400, 100, 'Unsupported post request: unknown object id');
        return;
      }
      if (request.headers.authorization !== `Bearer ${FAKE_WHATSAPP.accessToken}`) {
        graphError(response, 401, 190, 'Invalid OAuth access token - Cannot parse access token');
        return;
      }
      let body: GraphMessageRequest['body'];
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as GraphMessageRequest['body'];
      } catch {
        graphError(response, 400, 100, 'Invalid JSON');
        return;
      }
      requests.push({ path: request.url, authorization: request.headers.authorization, body });
      const problem = shapeProblem(body);
      if (problem !== null) {
        graphError(response, 400, 100, `(#100) Invalid parameter: ${problem}`);
        return;
      }
      const templates: readonly string[] = Object.values(FAKE_WHATSAPP.templates);
      if (!templates.includes(body.template?.name ?? '')) {
        graphError(
          response,
          404,
          132001,
          '(#132001) Template name does not exist in the translation',
        );
        return;
      }
      const reply = queue.shift() ?? { kind: 'accept' };
      if (reply.kind === 'hang') return;
      if (reply.kind === 'error') {
        graphError(response, reply.status, reply.code, reply.message ?? `(#${reply.code}) error`);
        return;
      }
      const wamid = `wamid.HBgM${Buffer.from(`fake-${wamids.length + 1}`).toString('base64url')}`;
      wamids.push(wamid);
      send(response, 200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: String(body.to).replace(/^\+/, '') }],
        messages: [{ id: wamid }],
      });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  /** Meta's envelope around one change's value, signed with `secret`. */
  function signed(value: object, secret: string = FAKE_WHATSAPP.appSecret) {
    const payload = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [{ id: '102290129340398', changes: [{ field: 'messages', value }] }],
    });
    return {
      payload,
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': webhookSignature(Buffer.from(payload), secret),
      },
    };
  }

  const metadata = {
    display_phone_number: '15550783881',
    phone_number_id: FAKE_WHATSAPP.phoneNumberId,
  };

  function incoming(from: string, text: string) {
    return signed({
      messaging_product: 'whatsapp',
      metadata,
      contacts: [{ wa_id: from, profile: { name: 'Invitado' } }],
      messages: [
        {
          from,
          id: `wamid.in${Buffer.from(`${from}-${text}`).toString('base64url')}`,
          timestamp: String(Math.floor(Date.now() / 1000)),
          type: 'text',
          text: { body: text },
        },
      ],
    });
  }

  function webhook(statuses: readonly WebhookStatus[], secret: string = FAKE_WHATSAPP.appSecret) {
    return signed(
      {
        messaging_product: 'whatsapp',
        metadata,
        statuses: statuses.map((status) => ({
          id: status.wamid,
          status: status.status,
          timestamp: String(status.timestamp ?? Math.floor(Date.now() / 1000)),
          recipient_id: '5215512345678',
          ...(status.reference === undefined ? {} : { biz_opaque_callback_data: status.reference }),
          ...(status.error === undefined
            ? {}
            : {
                errors: [
                  {
                    code: status.error.code,
                    title: status.error.title,
                    message: status.error.title,
                    error_data: { details: status.error.title },
                  },
                ],
              }),
        })),
      },
      secret,
    );
  }

  return {
    url,
    env: {
      WHATSAPP_ACCESS_TOKEN: FAKE_WHATSAPP.accessToken,
      WHATSAPP_PHONE_NUMBER_ID: FAKE_WHATSAPP.phoneNumberId,
      WHATSAPP_APP_SECRET: FAKE_WHATSAPP.appSecret,
      WHATSAPP_VERIFY_TOKEN: FAKE_WHATSAPP.verifyToken,
      WHATSAPP_TEMPLATE_INVITATION: FAKE_WHATSAPP.templates.invitation,
      WHATSAPP_TEMPLATE_REMINDER: FAKE_WHATSAPP.templates.reminder,
      WHATSAPP_TEMPLATE_PASS: FAKE_WHATSAPP.templates.pass,
      WHATSAPP_GRAPH_URL: url,
      WHATSAPP_GRAPH_VERSION: FAKE_WHATSAPP.version,
      WHATSAPP_TIMEOUT_MS: '1000',
    },
    requests,
    wamids,
    reply: (...replies) => queue.push(...replies),
    webhook,
    incoming,
    postWebhook: (target, statuses) => {
      const { payload, headers } = webhook(statuses);
      return fetch(target, { method: 'POST', headers, body: payload });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
