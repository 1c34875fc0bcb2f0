// Test support: a local server that speaks the slice of Stripe's API the Stripe driver uses
// (POST /v1/payment_intents with confirm=true), so the real SDK can be tested offline. It behaves
// like Stripe where the driver depends on it: form-encoded parameters, Stripe's test payment
// methods, Stripe's error JSON, and the Idempotency-Key header (the same key answers the stored
// response and never creates a second charge). It can also fail the next requests on purpose.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';
import type { StripeApiAddress } from '../payment-gateway/stripe-gateway.ts';

/**
 * How the next requests fail: 'drop-before' closes the connection without handling the request,
 * 'drop-after' creates the charge and then closes the connection before answering (the response is
 * lost), 'server-error' answers 500 without handling it; 'hang-before' and 'hang-after' never
 * answer, without handling the request or after creating the charge (a caller killed meanwhile).
 */
export type FakeFailure =
  'drop-before' | 'drop-after' | 'server-error' | 'hang-before' | 'hang-after';

export type FakePaymentIntentRequest = {
  idempotencyKey: string | null;
  params: Record<string, string>;
};

export type StripeFakeServer = {
  /** http://127.0.0.1:<port> (for STRIPE_API_URL). */
  url: string;
  address: StripeApiAddress;
  /** Every POST /v1/payment_intents that reached the server, retries included. */
  requests: FakePaymentIntentRequest[];
  /** Successful charges created (an idempotent replay does not count). */
  chargeCount(): number;
  /** Fails the next `count` payment-intent requests in the given way. */
  failNext(count: number, failure: FakeFailure): void;
  close(): Promise<void>;
};

type StoredResponse = { status: number; body: unknown; params: string };

type CardBehaviour =
  | { outcome: 'succeeded' }
  | { outcome: 'declined'; code: string; declineCode?: string; message: string }
  | { outcome: 'requires_action' };

// Stripe's test payment methods (https://docs.stripe.com/testing): the ones our tests use.
const TEST_PAYMENT_METHODS: Record<string, CardBehaviour> = {
  pm_card_visa: { outcome: 'succeeded' },
  pm_card_visa_debit: { outcome: 'succeeded' },
  pm_card_mastercard: { outcome: 'succeeded' },
  pm_card_amex: { outcome: 'succeeded' },
  pm_card_mastercard_debit: { outcome: 'succeeded' },
  pm_card_discover: { outcome: 'succeeded' },
  pm_card_mx: { outcome: 'succeeded' },
  pm_card_chargeDeclined: {
    outcome: 'declined',
    code: 'card_declined',
    declineCode: 'generic_decline',
    message: 'Your card was declined.',
  },
  pm_card_visa_chargeDeclined: {
    outcome: 'declined',
    code: 'card_declined',
    declineCode: 'generic_decline',
    message: 'Your card was declined.',
  },
  pm_card_insufficientFunds: {
    outcome: 'declined',
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    outcome: 'declined',
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  pm_card_chargeDeclinedExpiredCard: {
    outcome: 'declined',
    code: 'expired_card',
    message: 'Your card has expired.',
  },
  pm_card_chargeDeclinedIncorrectCvc: {
    outcome: 'declined',
    code: 'incorrect_cvc',
    message: "Your card's security code is incorrect.",
  },
  pm_card_chargeDeclinedProcessingError: {
    outcome: 'declined',
    code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
  pm_card_authenticationRequired: { outcome: 'requires_action' },
  pm_card_threeDSecure2Required: { outcome: 'requires_action' },
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function stripeError(
  status: number,
  error: Record<string, unknown>,
): { status: number; body: unknown } {
  return { status, body: { error: { ...error, request_log_url: null } } };
}

export async function startStripeFakeServer(): Promise<StripeFakeServer> {
  const requests: FakePaymentIntentRequest[] = [];
  const byIdempotencyKey = new Map<string, StoredResponse>();
  const pendingFailures: FakeFailure[] = [];
  const sockets = new Set<Socket>();
  let charges = 0;

  function createIntent(params: Record<string, string>): { status: number; body: unknown } {
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 1) {
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'parameter_invalid_integer',
        param: 'amount',
        message: 'Invalid integer: ' + (params.amount ?? ''),
      });
    }
    if (params.currency === undefined) {
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'parameter_missing',
        param: 'currency',
        message: 'Missing required param: currency.',
      });
    }
    const paymentMethod = params.payment_method ?? '';
    const behaviour = TEST_PAYMENT_METHODS[paymentMethod];
    if (behaviour === undefined) {
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'payment_method',
        message: `No such PaymentMethod: '${paymentMethod}'`,
      });
    }
    const id = `pi_fake_${randomBytes(12).toString('hex')}`;
    const metadata = Object.fromEntries(
      Object.entries(params)
        .filter(([key]) => key.startsWith('metadata['))
        .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
    );
    const intent = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: behaviour.outcome === 'succeeded' ? amount : 0,
      currency: params.currency,
      description: params.description ?? null,
      metadata,
      payment_method: paymentMethod,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
      client_secret: `${id}_secret_fake`,
      last_payment_error: null,
      next_action: null as unknown,
      status: 'succeeded',
    };
    if (behaviour.outcome === 'succeeded') {
      charges += 1;
      return { status: 200, body: intent };
    }
    if (behaviour.outcome === 'requires_action') {
      return {
        status: 200,
        body: {
          ...intent,
          status: 'requires_action',
          next_action: { type: 'use_stripe_sdk', use_stripe_sdk: {} },
        },
      };
    }
    const lastPaymentError = {
      type: 'card_error',
      code: behaviour.code,
      ...(behaviour.declineCode === undefined ? {} : { decline_code: behaviour.declineCode }),
      message: behaviour.message,
      payment_method: { id: paymentMethod, object: 'payment_method' },
    };
    return stripeError(402, {
      ...lastPaymentError,
      payment_intent: {
        ...intent,
        status: 'requires_payment_method',
        last_payment_error: lastPaymentError,
      },
    });
  }

  function send(response: ServerResponse, status: number, body: unknown, replayed = false): void {
    response.writeHead(status, {
      'content-type': 'application/json',
      'request-id': `req_fake_${randomBytes(6).toString('hex')}`,
      ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
    });
    response.end(JSON.stringify(body));
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const body = await readBody(request);
    if (!/^Bearer sk_(test|live)_\S+$/.test(request.headers.authorization ?? '')) {
      send(
        response,
        401,
        stripeError(401, {
          type: 'invalid_request_error',
          message: 'Invalid API Key provided.',
        }).body,
      );
      return;
    }
    if (request.method !== 'POST' || url.pathname !== '/v1/payment_intents') {
      send(
        response,
        404,
        stripeError(404, {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${request.method ?? ''}: ${url.pathname}).`,
        }).body,
      );
      return;
    }

    const params = Object.fromEntries(new URLSearchParams(body));
    const header = request.headers['idempotency-key'];
    const idempotencyKey = typeof header === 'string' ? header : null;
    requests.push({ idempotencyKey, params });

    const failure = pendingFailures.shift();
    if (failure === 'drop-before') {
      request.socket.destroy();
      return;
    }
    if (failure === 'hang-before') return;
    if (failure === 'server-error') {
      send(
        response,
        500,
        stripeError(500, { type: 'api_error', message: 'An unknown error occurred.' }).body,
      );
      return;
    }

    const stored = idempotencyKey === null ? undefined : byIdempotencyKey.get(idempotencyKey);
    let result: { status: number; body: unknown };
    let replayed = false;
    if (stored !== undefined) {
      if (stored.params !== body) {
        result = stripeError(400, {
          type: 'idempotency_error',
          message:
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        });
      } else {
        result = stored;
        replayed = true;
      }
    } else {
      result = createIntent(params);
      if (idempotencyKey !== null) {
        byIdempotencyKey.set(idempotencyKey, { ...result, params: body });
      }
    }

    if (failure === 'drop-after') {
      request.socket.destroy();
      return;
    }
    if (failure === 'hang-after') return;
    send(response, result.status, result.body, replayed);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    address: { host: '127.0.0.1', port, protocol: 'http' },
    requests,
    chargeCount: () => charges,
    failNext(count, failure) {
      for (let i = 0; i < count; i += 1) pendingFailures.push(failure);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const socket of sockets) socket.destroy();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Delivers `event` to the app's Stripe webhook, signed with `secret` as Stripe signs it. */
export function deliverStripeEvent(
  app: FastifyInstance,
  secret: string,
  event: object,
): Promise<LightMyRequestResponse> {
  const payload = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: '/v1/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
}
