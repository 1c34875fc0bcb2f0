import { describe, expect, it } from 'vitest';
import {
  chargedStatus,
  disputeStatusOf,
  laterDisputeStatus,
  planAfterLoss,
} from './payment-reversals.ts';

describe('chargedStatus', () => {
  const facts = { amount: 1490, refundedCentavos: 0, disputeStatus: null } as const;

  it('weighs a lost dispute, then a full refund, then an open dispute, then a partial refund', () => {
    expect(chargedStatus(facts)).toBe('succeeded');
    expect(chargedStatus({ ...facts, refundedCentavos: 1 })).toBe('partially_refunded');
    expect(chargedStatus({ ...facts, refundedCentavos: 1, disputeStatus: 'open' })).toBe(
      'disputed',
    );
    expect(chargedStatus({ ...facts, refundedCentavos: 149_000, disputeStatus: 'open' })).toBe(
      'refunded',
    );
    expect(chargedStatus({ ...facts, refundedCentavos: 149_000, disputeStatus: 'lost' })).toBe(
      'dispute_lost',
    );
    expect(chargedStatus({ ...facts, refundedCentavos: 500, disputeStatus: 'won' })).toBe(
      'partially_refunded',
    );
  });
});

describe('disputes', () => {
  it("reads Stripe's statuses: an inquiry closed without a chargeback is won", () => {
    expect(disputeStatusOf('needs_response')).toBe('open');
    expect(disputeStatusOf('warning_under_review')).toBe('open');
    expect(disputeStatusOf('warning_closed')).toBe('won');
    expect(disputeStatusOf('lost')).toBe('lost');
  });

  it('never reopens a closed dispute', () => {
    expect(laterDisputeStatus(null, 'open')).toBe('open');
    expect(laterDisputeStatus('open', 'lost')).toBe('lost');
    expect(laterDisputeStatus('lost', 'open')).toBe('lost');
    expect(laterDisputeStatus('won', 'open')).toBe('won');
  });
});

describe('planAfterLoss', () => {
  const step = (
    id: number,
    status: 'succeeded' | 'refunded' | 'failed',
    plan: number,
    previous: number | null,
  ) => ({
    id,
    status,
    invitationPlanId: plan,
    previousPlanId: previous,
  });

  it('goes back to the plan the payment replaced when it granted the current one', () => {
    const lost = step(2, 'refunded', 20, 10);
    expect(planAfterLoss(20, lost, [step(1, 'succeeded', 10, null), lost])).toBe(10);
  });

  it('leaves a plan staff changed, or one a newer payment pays for', () => {
    const lost = step(1, 'refunded', 10, null);
    expect(planAfterLoss(30, lost, [lost])).toBeUndefined();
    expect(planAfterLoss(20, lost, [lost, step(2, 'succeeded', 20, 10)])).toBeUndefined();
  });

  it('skips back past older payments of that plan whose money was returned too, and failed attempts', () => {
    const lost = step(3, 'refunded', 20, 10);
    const history = [step(1, 'refunded', 10, 5), step(2, 'failed', 10, null), lost];
    expect(planAfterLoss(20, lost, history)).toBe(5);
  });
});
