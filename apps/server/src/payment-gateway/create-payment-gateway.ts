// The configuration picks the payment driver: Stripe when a secret key is set, else the embedded one.
import type { Config } from '../config/config.ts';
import { createEmbeddedGateway } from './embedded-gateway.ts';
import type { EmbeddedGatewayControls, PaymentGateway } from './payment-gateway.ts';
import { createStripeGateway } from './stripe-gateway.ts';

export function createPaymentGateway(config: Pick<Config, 'stripe'>): PaymentGateway {
  const { secretKey, api } = config.stripe;
  if (secretKey !== null) return createStripeGateway({ secretKey, api });
  return createEmbeddedGateway();
}

/**
 * The embedded driver's test controls (mark an OXXO voucher paid, answer the test 3-D Secure
 * challenge…), or null with Stripe, where only Stripe settles an intent.
 */
export function embeddedControlsOf(gateway: PaymentGateway): EmbeddedGatewayControls | null {
  if (gateway.kind !== 'embedded' || !('settle' in gateway)) return null;
  return gateway as PaymentGateway & EmbeddedGatewayControls;
}
