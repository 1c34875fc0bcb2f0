// Test support: a local server that speaks the slice of Stripe's API the Stripe driver uses, so the
// real SDK can be tested offline: PaymentIntents created (and confirmed) from a payment method or a
// ConfirmationToken, confirmed with a meses-sin-intereses plan, retrieved (with expand), cancelled;
// Customers; the lookups of a ConfirmationToken or a PaymentMethod; the search of PaymentIntents by
// metadata (`metadata['key']:'value'`); and Refunds of a PaymentIntent. It behaves like Stripe where
// the driver depends on it: form-encoded parameters, Stripe's test payment methods
// (payment-gateway/test-payment-methods.ts, plus pm_oxxo and pm_spei), Stripe's error JSON, the
// next_action shapes of 3-D Secure, OXXO and SPEI, and the Idempotency-Key header (the same key
// answers the stored response and never creates a second charge).
//
// ConfirmationTokens: `ctoken_<method>` stands for the test method `pm_<method>` (ctoken_card_visa
// is pm_card_visa), with the installment plan chosen in the Payment Element as
// `ctoken_card_mx_6` (6 months).
//
// Test hooks: `failNext` fails the next requests on purpose; `settle` plays what happens outside
// the API (3-D Secure answered, an OXXO voucher paid or expired, a SPEI transfer received) and
// returns the webhook event Stripe would send, which `deliverStripeEvent` signs and posts;
// `forgetIdempotencyKeys` is Stripe 24 hours later (a repeated request is a new one); with
// `delaySearch(true)` new intents are not searchable until `indexSearch()` (Stripe's search lags).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';
import type { StripeApiAddress } from '../payment-gateway/stripe-gateway.ts';
import {
  AUTHENTICATION_FAILED_MESSAGE,
  digitsOf,
  INSTALLMENT_PLAN_COUNTS,
  PAYMENT_ATTEMPT_EXPIRED_MESSAGE,
  STRIPE_METHOD_TYPE,
  TEST_PAYMENT_METHODS,
  TEST_SPEI_BANK,
  testClabe,
  type TestPaymentMethod,
} from '../payment-gateway/test-payment-methods.ts';

/**
 * How the next requests fail: 'drop-before' closes the connection without handling the request,
 * 'drop-after' handles it (creates the charge…) and then closes the connection before answering
 * (the response is lost), 'server-error' answers 500 without handling it; 'hang-before' and
 * 'hang-after' never answer, without handling the request or after handling it (a caller killed
 * meanwhile).
 */
export type FakeFailure =
  'drop-before' | 'drop-after' | 'server-error' | 'hang-before' | 'hang-after';

/** Which requests a failure applies to, as `METHOD /path` with `*` for an id. */
export type FakeRoute =
  | 'POST /v1/payment_intents'
  | 'POST /v1/payment_intents/*/confirm'
  | 'POST /v1/payment_intents/*/cancel'
  | 'GET /v1/payment_intents/*'
  | 'GET /v1/payment_intents/search'
  | 'POST /v1/refunds'
  | 'POST /v1/customers'
  | 'GET /v1/confirmation_tokens/*'
  | 'GET /v1/payment_methods/*';

export type FakePaymentIntentRequest = {
  idempotencyKey: string | null;
  params: Record<string, string>;
};

export type FakeCall = FakePaymentIntentRequest & { route: FakeRoute | null; path: string };

/** A webhook event as Stripe sends it (the PaymentIntent in data.object). */
export type FakeStripeEvent = {
  id: string;
  object: 'event';
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed' | 'payment_intent.canceled';
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: Record<string, unknown> };
};

export type StripeFakeServer = {
  /** http://127.0.0.1:<port> (for STRIPE_API_URL). */
  url: string;
  address: StripeApiAddress;
  /** Every POST /v1/payment_intents (creation) that reached the server, retries included. */
  requests: FakePaymentIntentRequest[];
  /** Every request that reached the server, retries included. */
  calls: FakeCall[];
  /** Payments that succeeded (an idempotent replay does not count; a settled voucher does). */
  chargeCount(): number;
  /** Every refund made (an idempotent replay does not count): the intent and the centavos. */
  refunds: { id: string; intentId: string; amount: number }[];
  /** Stripe a day later: every idempotency key forgotten, so a repeated request is made anew. */
  forgetIdempotencyKeys(): void;
  /** While true, intents created are left out of search results until `indexSearch()`. */
  delaySearch(delayed: boolean): void;
  indexSearch(): void;
  /**
   * Fails the next `count` requests of `route` (by default the creation of a PaymentIntent) in
   * the given way.
   */
  failNext(count: number, failure: FakeFailure, route?: FakeRoute): void;
  /** The intent as Stripe holds it now (the latest charge expanded), or undefined. */
  intent(intentId: string): Record<string, unknown> | undefined;
  /**
   * Settles an intent waiting for the couple or the bank, as Stripe would: 'paid' (3-D Secure
   * completed, the OXXO voucher paid, the SPEI transfer received) or 'failed' (3-D Secure refused,
   * the voucher expired, the transfer's reference expired). Returns the event Stripe then sends
   * (payment_intent.succeeded, payment_failed or canceled); throws if the intent waits for nothing.
   */
  settle(intentId: string, outcome: 'paid' | 'failed'): FakeStripeEvent;
  close(): Promise<void>;
};

type Answer = { status: number; body: unknown };
type StoredResponse = Answer & { route: string; params: string };
type Json = Record<string, unknown>;

/** A PaymentIntent as the fake keeps it: Stripe's JSON plus what it needs to move it on. */
type FakeIntent = Json & {
  id: string;
  amount: number;
  status: string;
  payment_method: string | null;
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function stripeError(status: number, error: Json): Answer {
  return { status, body: { error: { ...error, request_log_url: null } } };
}

const invalid = (param: string, message: string, code = 'parameter_invalid'): Answer =>
  stripeError(400, { type: 'invalid_request_error', code, param, message });

const missing = (kind: string, id: string, param?: string): Answer =>
  stripeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    ...(param === undefined ? {} : { param }),
    message: `No such ${kind}: '${id}'`,
  });

const fakeId = (prefix: string) => `${prefix}_fake_${randomBytes(12).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The test method a payment_method or confirmation_token parameter names, with its token's plan. */
function methodOf(id: string): { method: TestPaymentMethod; tokenPlan: number | null } | undefined {
  if (id.startsWith('ctoken_')) {
    const [, name = '', plan] = /^ctoken_(.+?)(?:_(\d+))?$/.exec(id) ?? [];
    const method = TEST_PAYMENT_METHODS[`pm_${name}`];
    return method === undefined
      ? undefined
      : { method, tokenPlan: plan === undefined ? null : Number(plan) };
  }
  const method = TEST_PAYMENT_METHODS[id];
  return method === undefined ? undefined : { method, tokenPlan: null };
}

function paymentMethodJson(id: string, method: TestPaymentMethod): Json {
  return {
    id,
    object: 'payment_method',
    type: STRIPE_METHOD_TYPE[method.kind],
    billing_details: { name: 'Ana López', email: 'ana@example.com', address: null, phone: null },
    ...(method.kind === 'card'
      ? { card: { brand: method.brand, last4: method.last4, country: 'MX', funding: 'credit' } }
      : { [STRIPE_METHOD_TYPE[method.kind]]: {} }),
  };
}

function installmentPlan(count: number): Json {
  return { count, interval: 'month', type: 'fixed_count' };
}

export async function startStripeFakeServer(): Promise<StripeFakeServer> {
  const requests: FakePaymentIntentRequest[] = [];
  const calls: FakeCall[] = [];
  const byIdempotencyKey = new Map<string, StoredResponse>();
  const pendingFailures: { failure: FakeFailure; route: FakeRoute }[] = [];
  const intents = new Map<string, FakeIntent>();
  const customers = new Set<string>();
  const sockets = new Set<Socket>();
  const refunds: { id: string; intentId: string; amount: number }[] = [];
  /** Intents not yet searchable (while search is delayed). */
  const unindexed = new Set<string>();
  let searchDelayed = false;
  let charges = 0;

  /** The intent's JSON with its latest charge expanded when asked for. */
  function view(intent: FakeIntent, expand: string[]): Json {
    const charge = intent.latest_charge as Json | null;
    return {
      ...intent,
      latest_charge: charge === null || expand.includes('latest_charge') ? charge : charge.id,
    };
  }

  function succeed(intent: FakeIntent, plan: number | null): void {
    const found = methodOf(intent.payment_method ?? '');
    const method = found?.method;
    const type = method === undefined ? 'card' : STRIPE_METHOD_TYPE[method.kind];
    charges += 1;
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: intent.amount,
      next_action: null,
      last_payment_error: null,
      latest_charge: {
        id: fakeId('ch'),
        object: 'charge',
        amount: intent.amount,
        paid: true,
        status: 'succeeded',
        payment_intent: intent.id,
        payment_method_details:
          method?.kind === 'card'
            ? {
                type,
                card: {
                  brand: method.brand,
                  last4: method.last4,
                  installments: plan === null ? null : { plan: installmentPlan(plan) },
                },
              }
            : { type, [type]: {} },
      },
    });
  }

  function fail(intent: FakeIntent, error: Json): void {
    Object.assign(intent, {
      status: 'requires_payment_method',
      next_action: null,
      last_payment_error: {
        ...error,
        payment_method: { id: intent.payment_method, object: 'payment_method' },
      },
    });
  }

  /** Confirms an intent with its payment method: Stripe's answer, and the intent moved on. */
  function confirm(
    intent: FakeIntent,
    params: Record<string, string>,
    tokenPlan: number | null,
  ): Answer {
    const found = methodOf(intent.payment_method ?? '');
    if (found === undefined)
      return missing('PaymentMethod', intent.payment_method ?? '', 'payment_method');
    const { method } = found;
    const expand = expandOf(params);
    if (method.kind === 'oxxo') {
      const days = Number(params['payment_method_options[oxxo][expires_after_days]'] ?? 3);
      Object.assign(intent, {
        status: 'requires_action',
        next_action: {
          type: 'oxxo_display_details',
          oxxo_display_details: {
            number: digitsOf(intent.id, 32),
            expires_after: nowSeconds() + days * 24 * 60 * 60,
            hosted_voucher_url: `https://payments.stripe.com/oxxo/voucher/test_${intent.id}`,
          },
        },
      });
      return { status: 200, body: view(intent, expand) };
    }
    if (method.kind === 'spei') {
      if (intent.customer === null)
        return invalid('customer', 'A customer is required for customer_balance.');
      if (
        params['payment_method_options[customer_balance][bank_transfer][type]'] !==
        'mx_bank_transfer'
      ) {
        return invalid(
          'payment_method_options[customer_balance][bank_transfer][type]',
          'Missing bank transfer type.',
        );
      }
      Object.assign(intent, {
        status: 'requires_action',
        next_action: {
          type: 'display_bank_transfer_instructions',
          display_bank_transfer_instructions: {
            amount_remaining: intent.amount,
            currency: 'mxn',
            type: 'mx_bank_transfer',
            reference: digitsOf(`${intent.id}:reference`, 7),
            hosted_instructions_url: `https://payments.stripe.com/bank_transfers/instructions/test_${intent.id}`,
            financial_addresses: [
              {
                type: 'spei',
                supported_networks: ['spei'],
                spei: {
                  bank_code: TEST_SPEI_BANK.code,
                  bank_name: TEST_SPEI_BANK.name,
                  clabe: testClabe(intent.id),
                },
              },
            ],
          },
        },
      });
      return { status: 200, body: view(intent, expand) };
    }
    if (method.outcome === 'authenticates') {
      Object.assign(intent, {
        status: 'requires_action',
        next_action:
          params.use_stripe_sdk === 'true'
            ? { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'stripe_3ds2_fingerprint' } }
            : {
                type: 'redirect_to_url',
                redirect_to_url: {
                  url: 'https://hooks.stripe.com/3d_secure_2/test',
                  return_url: null,
                },
              },
      });
      return { status: 200, body: view(intent, expand) };
    }
    if (method.outcome !== 'succeeds') {
      const error = {
        type: 'card_error',
        code: method.outcome.code,
        ...(method.outcome.declineCode === undefined
          ? {}
          : { decline_code: method.outcome.declineCode }),
        message: method.outcome.message,
      };
      fail(intent, error);
      return stripeError(402, { ...error, payment_intent: view(intent, expand) });
    }
    const requested = params['payment_method_options[card][installments][plan][count]'];
    const plan = requested === undefined ? tokenPlan : Number(requested);
    if (plan !== null && !(method.installments && INSTALLMENT_PLAN_COUNTS.includes(plan))) {
      return invalid(
        'payment_method_options[card][installments][plan]',
        'This installment plan is not available for this card.',
      );
    }
    succeed(intent, plan);
    return { status: 200, body: view(intent, expand) };
  }

  function createIntent(params: Record<string, string>): Answer {
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 1) {
      return invalid(
        'amount',
        'Invalid integer: ' + (params.amount ?? ''),
        'parameter_invalid_integer',
      );
    }
    if (params.currency === undefined) {
      return invalid('currency', 'Missing required param: currency.', 'parameter_missing');
    }
    const token = params.confirmation_token;
    const paymentMethod = params.payment_method ?? token ?? '';
    const found = methodOf(paymentMethod);
    if (found === undefined) {
      return token === undefined
        ? missing('PaymentMethod', paymentMethod, 'payment_method')
        : missing('ConfirmationToken', token, 'confirmation_token');
    }
    const types = Object.entries(params)
      .filter(([key]) => /^(allowed_)?payment_method_types\[/.test(key))
      .map(([, value]) => value);
    const type = STRIPE_METHOD_TYPE[found.method.kind];
    if (types.length > 0 && !types.includes(type)) {
      return invalid(
        'payment_method',
        `The PaymentMethod's type (${type}) is not in allowed_payment_method_types.`,
      );
    }
    const customer = params.customer ?? null;
    if (customer !== null && !customers.has(customer))
      return missing('customer', customer, 'customer');
    const id = fakeId('pi');
    const metadata = Object.fromEntries(
      Object.entries(params)
        .filter(([key]) => key.startsWith('metadata['))
        .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
    );
    const offersInstallments =
      params['payment_method_options[card][installments][enabled]'] === 'true' &&
      found.method.kind === 'card';
    const intent: FakeIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: params.currency,
      customer,
      description: params.description ?? null,
      metadata,
      payment_method: paymentMethod,
      payment_method_types: types.length > 0 ? types : [type],
      payment_method_options: offersInstallments
        ? {
            card: {
              installments: {
                enabled: true,
                plan: null,
                available_plans:
                  found.method.kind === 'card' && found.method.installments
                    ? INSTALLMENT_PLAN_COUNTS.map(installmentPlan)
                    : [],
              },
            },
          }
        : {},
      livemode: false,
      created: nowSeconds(),
      client_secret: `${id}_secret_fake`,
      cancellation_reason: null,
      last_payment_error: null,
      latest_charge: null,
      next_action: null,
      status: 'requires_confirmation',
    };
    intents.set(id, intent);
    if (searchDelayed) unindexed.add(id);
    if (params.confirm !== 'true') return { status: 200, body: view(intent, expandOf(params)) };
    return confirm(intent, params, found.tokenPlan);
  }

  function confirmIntent(intentId: string, params: Record<string, string>): Answer {
    const intent = intents.get(intentId);
    if (intent === undefined) return missing('payment_intent', intentId);
    if (intent.status !== 'requires_confirmation' && intent.status !== 'requires_payment_method') {
      return unexpectedState(intent, 'confirm');
    }
    return confirm(intent, params, null);
  }

  function cancelIntent(intentId: string, params: Record<string, string>): Answer {
    const intent = intents.get(intentId);
    if (intent === undefined) return missing('payment_intent', intentId);
    if (
      intent.status === 'succeeded' ||
      intent.status === 'canceled' ||
      intent.status === 'processing'
    ) {
      return unexpectedState(intent, 'cancel');
    }
    Object.assign(intent, {
      status: 'canceled',
      next_action: null,
      canceled_at: nowSeconds(),
      cancellation_reason: params.cancellation_reason ?? 'requested_by_customer',
    });
    return { status: 200, body: view(intent, expandOf(params)) };
  }

  /** Search: only `metadata['key']:'value'` terms joined by AND, as the driver asks. */
  function searchIntents(params: Record<string, string>): Answer {
    const terms = [...(params.query ?? '').matchAll(/metadata\['([^']+)'\]:'([^']*)'/g)];
    if (terms.length === 0) return invalid('query', 'Unsupported search query.');
    const expand = expandOf(params)
      .filter((path) => path.startsWith('data.'))
      .map((path) => path.slice('data.'.length));
    const data = [...intents.values()]
      .filter((intent) => !unindexed.has(intent.id))
      .filter((intent) =>
        terms.every(([, key = '', value]) => (intent.metadata as Json)[key] === value),
      )
      .map((intent) => view(intent, expand));
    return {
      status: 200,
      body: {
        object: 'search_result',
        url: '/v1/payment_intents/search',
        has_more: false,
        next_page: null,
        data,
      },
    };
  }

  function refundIntent(params: Record<string, string>): Answer {
    const intentId = params.payment_intent ?? '';
    const intent = intents.get(intentId);
    if (intent === undefined) return missing('payment_intent', intentId, 'payment_intent');
    const charge = intent.latest_charge as Json | null;
    if (intent.status !== 'succeeded' || charge === null) {
      return invalid('payment_intent', `PaymentIntent ${intentId} has no successful charge.`);
    }
    const refunded = Number(charge.amount_refunded ?? 0);
    const amount = params.amount === undefined ? intent.amount - refunded : Number(params.amount);
    if (refunded >= intent.amount) {
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: `Charge ${String(charge.id)} has already been refunded.`,
      });
    }
    if (!Number.isInteger(amount) || amount < 1 || refunded + amount > intent.amount) {
      return invalid('amount', 'Refund amount is greater than the unrefunded amount.');
    }
    const refund = { id: fakeId('re'), intentId, amount };
    refunds.push(refund);
    Object.assign(charge, {
      amount_refunded: refunded + amount,
      refunded: refunded + amount === intent.amount,
    });
    return {
      status: 200,
      body: {
        id: refund.id,
        object: 'refund',
        amount,
        currency: intent.currency,
        charge: charge.id,
        payment_intent: intentId,
        reason: params.reason ?? null,
        status: 'succeeded',
        created: nowSeconds(),
      },
    };
  }

  function unexpectedState(intent: FakeIntent, action: string): Answer {
    return stripeError(400, {
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message: `You cannot ${action} this PaymentIntent because it has a status of ${intent.status}.`,
      payment_intent: view(intent, []),
    });
  }

  function lookup(kind: 'confirmation_token' | 'payment_method', id: string): Answer {
    const found = methodOf(id);
    if (found === undefined || id.startsWith('ctoken_') !== (kind === 'confirmation_token')) {
      return missing(kind === 'confirmation_token' ? 'ConfirmationToken' : 'PaymentMethod', id);
    }
    if (kind === 'payment_method')
      return { status: 200, body: paymentMethodJson(id, found.method) };
    const preview = paymentMethodJson(id, found.method);
    delete preview.id;
    delete preview.object;
    return {
      status: 200,
      body: {
        id,
        object: 'confirmation_token',
        created: nowSeconds(),
        expires_at: nowSeconds() + 12 * 60 * 60,
        livemode: false,
        payment_method_preview: preview,
        payment_method_options:
          found.tokenPlan === null
            ? null
            : { card: { installments: { plan: installmentPlan(found.tokenPlan) } } },
      },
    };
  }

  /** What each route answers, given the id in its path (if any) and the request's parameters. */
  const routes: Record<FakeRoute, (id: string, params: Record<string, string>) => Answer> = {
    'POST /v1/payment_intents': (_, params) => createIntent(params),
    'POST /v1/payment_intents/*/confirm': confirmIntent,
    'POST /v1/payment_intents/*/cancel': cancelIntent,
    'GET /v1/payment_intents/search': (_, params) => searchIntents(params),
    'POST /v1/refunds': (_, params) => refundIntent(params),
    'GET /v1/payment_intents/*': (id, params) => {
      const intent = intents.get(id);
      return intent === undefined
        ? missing('payment_intent', id)
        : { status: 200, body: view(intent, expandOf(params)) };
    },
    'POST /v1/customers': (_, params) => {
      const customerId = fakeId('cus');
      customers.add(customerId);
      return {
        status: 200,
        body: {
          id: customerId,
          object: 'customer',
          name: params.name ?? null,
          email: params.email ?? null,
        },
      };
    },
    'GET /v1/confirmation_tokens/*': (id) => lookup('confirmation_token', id),
    'GET /v1/payment_methods/*': (id) => lookup('payment_method', id),
  };

  /** The route of a request (its path's id as `*`) and the answer to give it. */
  function routeOf(
    method: string,
    path: string,
  ): { route: FakeRoute; run: (params: Record<string, string>) => Answer } | null {
    const [, resource = '', id, verb] =
      /^\/v1\/([a-z_]+)(?:\/([^/]+))?(?:\/([a-z]+))?$/.exec(path) ?? [];
    const named = id === 'search' && verb === undefined;
    const key = named
      ? `${method} /v1/${resource}/search`
      : `${method} /v1/${resource}${id === undefined ? '' : '/*'}${verb === undefined ? '' : `/${verb}`}`;
    if (!(key in routes)) return null;
    const route = key as FakeRoute;
    return { route, run: (params) => routes[route](id ?? '', params) };
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
      const refused = stripeError(401, {
        type: 'invalid_request_error',
        message: 'Invalid API Key provided.',
      });
      send(response, refused.status, refused.body);
      return;
    }
    const method = request.method ?? 'GET';
    const matched = routeOf(method, url.pathname);
    const params = Object.fromEntries(
      method === 'GET' ? url.searchParams : new URLSearchParams(body),
    );
    const header = request.headers['idempotency-key'];
    const idempotencyKey = typeof header === 'string' ? header : null;
    calls.push({ route: matched?.route ?? null, path: url.pathname, idempotencyKey, params });
    if (matched === null) {
      const unknown = stripeError(404, {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${method}: ${url.pathname}).`,
      });
      send(response, unknown.status, unknown.body);
      return;
    }
    if (matched.route === 'POST /v1/payment_intents') requests.push({ idempotencyKey, params });

    const failureAt = pendingFailures.findIndex((pending) => pending.route === matched.route);
    const failure = failureAt === -1 ? undefined : pendingFailures.splice(failureAt, 1)[0]?.failure;
    if (failure === 'drop-before') {
      request.socket.destroy();
      return;
    }
    if (failure === 'hang-before') return;
    if (failure === 'server-error') {
      const error = stripeError(500, { type: 'api_error', message: 'An unknown error occurred.' });
      send(response, error.status, error.body);
      return;
    }

    // Stripe keeps a POST's response by key (GETs need none): a replay with the same parameters
    // answers it again, the key with other parameters or on another endpoint is refused.
    const stored =
      method === 'POST' && idempotencyKey !== null
        ? byIdempotencyKey.get(idempotencyKey)
        : undefined;
    let result: Answer;
    let replayed = false;
    if (stored !== undefined) {
      if (stored.params !== body || stored.route !== url.pathname) {
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
      result = matched.run(params);
      if (method === 'POST' && idempotencyKey !== null) {
        byIdempotencyKey.set(idempotencyKey, { ...result, route: url.pathname, params: body });
      }
    }

    if (failure === 'drop-after') {
      request.socket.destroy();
      return;
    }
    if (failure === 'hang-after') return;
    send(response, result.status, result.body, replayed);
  }

  function settle(intentId: string, outcome: 'paid' | 'failed'): FakeStripeEvent {
    const intent = intents.get(intentId);
    if (intent === undefined) throw new Error(`No such payment_intent: ${intentId}`);
    const waiting = (intent.next_action as { type?: string } | null)?.type;
    if (intent.status !== 'requires_action' || waiting === undefined) {
      throw new Error(`PaymentIntent ${intentId} waits for nothing (status ${intent.status})`);
    }
    let type: FakeStripeEvent['type'];
    if (outcome === 'paid') {
      succeed(intent, null);
      type = 'payment_intent.succeeded';
    } else if (waiting === 'oxxo_display_details') {
      fail(intent, {
        type: 'invalid_request_error',
        code: 'payment_intent_payment_attempt_expired',
        message: PAYMENT_ATTEMPT_EXPIRED_MESSAGE,
      });
      type = 'payment_intent.payment_failed';
    } else if (waiting === 'display_bank_transfer_instructions') {
      Object.assign(intent, {
        status: 'canceled',
        next_action: null,
        canceled_at: nowSeconds(),
        cancellation_reason: 'expired',
      });
      type = 'payment_intent.canceled';
    } else {
      fail(intent, {
        type: 'invalid_request_error',
        code: 'payment_intent_authentication_failure',
        message: AUTHENTICATION_FAILED_MESSAGE,
      });
      type = 'payment_intent.payment_failed';
    }
    return {
      id: fakeId('evt'),
      object: 'event',
      type,
      api_version: '2026-10-28.endive',
      created: nowSeconds(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: view(intent, []) },
    };
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
    calls,
    chargeCount: () => charges,
    refunds,
    forgetIdempotencyKeys: () => byIdempotencyKey.clear(),
    delaySearch(delayed) {
      searchDelayed = delayed;
    },
    indexSearch: () => unindexed.clear(),
    failNext(count, failure, route = 'POST /v1/payment_intents') {
      for (let i = 0; i < count; i += 1) pendingFailures.push({ failure, route });
    },
    intent(intentId) {
      const intent = intents.get(intentId);
      return intent === undefined ? undefined : view(intent, ['latest_charge']);
    },
    settle,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const socket of sockets) socket.destroy();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The `expand[]` of a request's parameters. */
function expandOf(params: Record<string, string>): string[] {
  return Object.entries(params)
    .filter(([key]) => key.startsWith('expand['))
    .map(([, value]) => value);
}

/** `event` as Stripe posts it: the JSON body and its Stripe-Signature header made with `secret`. */
export function signedStripeEvent(
  event: object,
  secret: string,
): { payload: string; signature: string } {
  const payload = JSON.stringify(event);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

/** Delivers `event` to the app's Stripe webhook, signed with `secret` as Stripe signs it. */
export function deliverStripeEvent(
  app: FastifyInstance,
  secret: string,
  event: object,
): Promise<LightMyRequestResponse> {
  const { payload, signature } = signedStripeEvent(event, secret);
  return app.inject({
    method: 'POST',
    url: '/v1/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}
