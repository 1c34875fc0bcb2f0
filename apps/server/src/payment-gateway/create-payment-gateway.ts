// The configuration picks the card driver: Stripe when a secret key is set, else the embedded one.
import type { Config } from '../config/config.ts';
import { createEmbeddedGateway } from './embedded-gateway.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { createStripeGateway } from './stripe-gateway.ts';

export function createPaymentGateway(config: Pick<Config, 'stripe'>): PaymentGateway {
  const { secretKey, api } = config.stripe;
  if (secretKey !== null) return createStripeGateway({ secretKey, api });
  return createEmbeddedGateway();
}
