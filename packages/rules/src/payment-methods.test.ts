import type { components } from '@convite/api/schema';
import contract from '@convite/openapi/openapi.json' with { type: 'json' };
import { describe, expect, expectTypeOf, it } from 'vitest';
import { PAYMENT_METHOD_KINDS, type PaymentMethodKind } from './payment-methods.ts';

describe('PAYMENT_METHOD_KINDS', () => {
  it("is the contract's PaymentMethodKind enum, in its order", () => {
    expect(PAYMENT_METHOD_KINDS).toEqual(contract.components.schemas.PaymentMethodKind.enum);
  });

  it('types the same kinds as the generated contract', () => {
    expectTypeOf<PaymentMethodKind>().toEqualTypeOf<components['schemas']['PaymentMethodKind']>();
  });
});
