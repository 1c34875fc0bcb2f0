import { Notice } from '@convite/ui/notice';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Wedding } from '../../../lib/wedding.ts';
import { pendingPayment, useWeddingPayments } from '../checkout/api/payments.ts';
import { CheckoutModal, type CheckoutItem } from '../checkout/components/checkout-modal.tsx';
import { PendingPaymentCard } from '../checkout/components/pending-payment-card.tsx';
import { PaymentsList } from '../invoices/components/payments-list.tsx';
import { CurrentPlan } from '../plans/components/current-plan.tsx';
import { PlansOnSale } from '../plans/components/plans-on-sale.tsx';
import { TrialCard } from '../plans/components/trial-card.tsx';
import { UpgradeOptions } from '../plans/components/upgrade-options.tsx';
import '../activation.css';

/** The plan tab: with a plan, the plan, its upgrades and the payments; without, the trial and the plans. */
export function ActivationTab({ wedding }: { wedding: Wedding }) {
  const { t } = useTranslation('dashboard');
  const [checkoutItem, setCheckoutItem] = useState<CheckoutItem | null>(null);
  const pendingRef = useRef<HTMLDivElement>(null);
  // A checkout that ends pending (an OXXO voucher, a SPEI transfer) closes over the plan the couple
  // had scrolled to: the pending card, which now stands in for the buy buttons, is brought into view.
  const closeCheckout = () => {
    setCheckoutItem(null);
    requestAnimationFrame(() => {
      const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      pendingRef.current?.scrollIntoView?.({
        block: 'start',
        behavior: reduced ? 'auto' : 'smooth',
      });
    });
  };
  const payments = useWeddingPayments(wedding.id);
  const pending = pendingPayment(payments.data?.payments);
  // While a payment is pending nothing else can be bought (checkout answers `payment_pending`).
  const choose = pending ? undefined : setCheckoutItem;
  // A plan asked for by a "not included" offer opens once the payments say nothing is pending.
  const chooseRequested = payments.data ? choose : undefined;
  const plan = wedding.invitationPlan;
  return (
    <section className="tab">
      <h1>{t('wedding.tabs.activation')}</h1>
      <Notice kind={wedding.active ? 'success' : 'info'}>
        {wedding.active ? t('activation.active') : t('activation.inactive')}
      </Notice>
      {pending && <PendingPaymentCard ref={pendingRef} wedding={wedding} payment={pending} />}
      {plan ? (
        <>
          <CurrentPlan plan={plan} />
          <UpgradeOptions wedding={wedding} onChoose={choose} onRequested={chooseRequested} />
          <PaymentsList weddingId={wedding.id} payments={payments.data?.payments} />
        </>
      ) : (
        <>
          <TrialCard wedding={wedding} />
          <PlansOnSale onChoose={choose} onRequested={chooseRequested} />
        </>
      )}
      <CheckoutModal
        wedding={wedding}
        item={checkoutItem}
        onClose={closeCheckout}
        onChoosePlan={(other) => setCheckoutItem({ plan: other, amount: other.priceMxn })}
      />
    </section>
  );
}
