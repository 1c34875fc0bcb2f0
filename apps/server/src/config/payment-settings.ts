import { documented, got, httpUrl, secret, type SettingsOf } from './settings-schema.ts';

/** Card payments through Stripe (the official SDK); without a secret key the embedded driver charges. */
export type StripeConfig = Readonly<{
  /** Null: the embedded card driver (offline; honours Stripe's test payment methods only). */
  secretKey: string | null;
  /** Null: POST /v1/payments/webhook answers 503 (events cannot be verified). */
  webhookSecret: string | null;
  /** Null: api.stripe.com; else a Stripe-speaking server for tests and development. */
  api: Readonly<{ host: string; port: number; protocol: 'http' | 'https' }> | null;
}>;

/** An origin such as http://127.0.0.1:12111, as the Stripe SDK takes it. */
function stripeApi(value: string): NonNullable<StripeConfig['api']> {
  const url = new URL(value);
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return Object.freeze({
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port === '' ? (protocol === 'https' ? 443 : 80) : Number(url.port),
    protocol,
  });
}

/** Payments through Stripe: its keys, and (tests and development) another Stripe-speaking server. */
export const paymentSettings = {
  STRIPE_SECRET_KEY: documented(
    secret(
      /^(sk|rk)_(test|live)_\S+$/,
      'a Stripe secret key (sk_test_…, sk_live_…, rk_…)',
    ).optional(),
    "the Stripe secret key (`sk_…`) of card payments; unset, an embedded driver accepts only Stripe's test payment methods",
    'none: the embedded card driver',
  ),
  STRIPE_WEBHOOK_SECRET: documented(
    secret(/^whsec_\S+$/, 'a webhook signing secret (whsec_…)').optional(),
    'the signing secret (`whsec_…`) of the Stripe webhook endpoint `POST /v1/payments/webhook`',
    'none: the webhook answers 503',
  ),
  STRIPE_API_URL: documented(
    httpUrl
      .refine(
        (url) => /^https?:\/\/[^/?#@]+$/.test(url),
        got('an origin such as http://127.0.0.1:12111'),
      )
      .transform(stripeApi)
      .optional(),
    "tests and development only: the origin of a server speaking Stripe's API instead of Stripe (needs `STRIPE_SECRET_KEY`)",
    '`https://api.stripe.com`',
  ),
};

export function stripeConfig(s: SettingsOf<typeof paymentSettings>): StripeConfig {
  return {
    secretKey: s.STRIPE_SECRET_KEY ?? null,
    webhookSecret: s.STRIPE_WEBHOOK_SECRET ?? null,
    api: s.STRIPE_API_URL ?? null,
  };
}
