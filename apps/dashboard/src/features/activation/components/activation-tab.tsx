import { currentLanguage } from '@convite/i18n/create-i18n';
import { formatCalendarDay, formatDateTime } from '@convite/i18n/dates';
import { canRequestInvoice, invoiceRequestLastDay } from '@convite/rules/cfdi';
import { Button } from '@convite/ui/button';
import { ConfirmModal } from '@convite/ui/confirm-modal';
import { Notice } from '@convite/ui/notice';
import { Spinner } from '@convite/ui/spinner';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { trackEvent } from '../../../lib/analytics.ts';
import { weddingQuery, type Wedding } from '../../../lib/wedding.ts';
import { PlanCard } from '../../../components/plan-card.tsx';
import { usePlans, type InvitationPlan } from '../../../lib/plans.ts';
import { useUpgradeOptions } from '../api/plans.ts';
import { useStartTrialMutation } from '../api/start-trial.ts';
import { useInvoiceRequests, type InvoiceRequest } from '../api/invoice-requests.ts';
import { formatMxn } from '../../../lib/money.ts';
import { pendingPayment, useWeddingPayments, type WeddingPayment } from '../api/payments.ts';
import { CheckoutModal, type CheckoutItem } from './checkout-modal.tsx';
import { PendingPaymentCard } from './pending-payment-card.tsx';
import { InvoiceRequestModal } from './invoice-request-modal.tsx';
import { TrialCountdown } from './trial-countdown.tsx';
import '../activation.css';

type Payment = Wedding['payments'][number];

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

function useName() {
  const { i18n } = useTranslation('dashboard');
  const isEnglish = currentLanguage(i18n) === 'en';
  return (plan: InvitationPlan) => (isEnglish ? plan.nameEng : plan.name);
}

function TrialCard({ wedding }: { wedding: Wedding }) {
  const { t, i18n } = useTranslation('dashboard');
  const queryClient = useQueryClient();
  const [isConfirming, setConfirming] = useState(false);
  const [hasEnded, setEnded] = useState(false);
  const startTrial = useStartTrialMutation(wedding.id);
  const endsAt = wedding.trialEndsAt;
  const start = () =>
    startTrial.mutate(
      { params: { path: { id: wedding.id } } },
      { onSettled: () => setConfirming(false) },
    );
  const onEnd = () => {
    setEnded(true);
    void queryClient.invalidateQueries({ queryKey: weddingQuery(wedding.id).queryKey });
  };
  const isRunning = Boolean(endsAt) && wedding.active && !hasEnded;
  return (
    <div className="card">
      <h2>{t('activation.trial.title')}</h2>
      {endsAt ? (
        <>
          <p>
            {t(isRunning ? 'activation.trial.endsAt' : 'activation.trial.ended', {
              date: formatDateTime(endsAt, currentLanguage(i18n)),
            })}
          </p>
          {isRunning && <TrialCountdown endsAt={endsAt} onEnd={onEnd} />}
        </>
      ) : (
        <>
          <p>{t('activation.trial.pitch')}</p>
          <Button onClick={() => setConfirming(true)}>{t('activation.trial.start')}</Button>
          <ConfirmModal
            open={isConfirming}
            tone="positive"
            message={t('activation.trial.confirm')}
            confirmLabel={t('activation.trial.confirmButton')}
            cancelLabel={t('activation.trial.cancel')}
            onConfirm={start}
            onCancel={() => setConfirming(false)}
            busy={startTrial.isPending}
          />
        </>
      )}
    </div>
  );
}

type ChooseItem = ((item: CheckoutItem) => void) | undefined;

/**
 * Opens the checkout of the plan a "not included" offer links to (`?plan=<id>`) once `items` and
 * `onChoose` are known, then forgets the request so that closing the checkout does not reopen it.
 */
function useRequestedCheckout(items: CheckoutItem[] | undefined, onChoose: ChooseItem) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('plan');
  // The URL changes after a render or two: until then the same request must not open it again.
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (requested === null) handled.current = null;
    if (requested === null || requested === handled.current || !items || !onChoose) return;
    handled.current = requested;
    setParams(
      (current) => {
        current.delete('plan');
        return current;
      },
      { replace: true },
    );
    const item = items.find((candidate) => String(candidate.plan.id) === requested);
    if (item) onChoose(item);
  }, [requested, items, onChoose, setParams]);
}

/** The plans; without onChoose (a payment pending) they cannot be bought. */
function PlansOnSale({ onChoose, onRequested }: { onChoose: ChooseItem; onRequested: ChooseItem }) {
  const { t } = useTranslation('dashboard');
  const name = useName();
  const { data: plans } = usePlans();
  useRequestedCheckout(
    plans?.map((plan) => ({ plan, amount: plan.priceMxn })),
    onRequested,
  );
  return (
    <div className="plans">
      <h2>{t('activation.plans.title')}</h2>
      {plans ? (
        <div className="plans__list">
          {[...plans]
            .sort((a, b) => a.priceMxn - b.priceMxn)
            .map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                action={
                  onChoose && {
                    label: t('activation.plans.buy', { name: name(plan) }),
                    onClick: () => {
                      // The Spanish name, as the landing sends it: one name per plan in the reports.
                      trackEvent('buy_click', { plan: plan.name });
                      onChoose({ plan, amount: plan.priceMxn });
                    },
                  }
                }
              />
            ))}
        </div>
      ) : (
        <Spinner />
      )}
    </div>
  );
}

function CurrentPlan({ plan }: { plan: InvitationPlan }) {
  const { t } = useTranslation('dashboard');
  const name = useName();
  return (
    <div className="plans">
      <h2>{t('activation.current.title')}</h2>
      <p className="tab__lead">{t('activation.plan', { name: name(plan) })}</p>
      <PlanCard plan={plan} />
    </div>
  );
}

function UpgradeOptions({
  wedding,
  onChoose,
  onRequested,
}: {
  wedding: Wedding;
  onChoose: ChooseItem;
  onRequested: ChooseItem;
}) {
  const { t } = useTranslation('dashboard');
  const name = useName();
  const { data: options } = useUpgradeOptions(wedding.id, true);
  useRequestedCheckout(
    options?.map((option) => ({ plan: option, amount: option.upgradePriceMxn })),
    onRequested,
  );
  if (!options) return null;
  return (
    <div className="plans">
      <h2>{t('activation.upgrades.title')}</h2>
      {options.length === 0 ? (
        <p className="muted">{t('activation.upgrades.none')}</p>
      ) : (
        <>
          <p className="muted">{t('activation.upgrades.pitch')}</p>
          <div className="plans__list">
            {options.map((option) => (
              <PlanCard
                key={option.id}
                plan={option}
                price={t('activation.upgrades.difference', {
                  price: formatMxn(option.upgradePriceMxn),
                })}
                action={
                  onChoose && {
                    label: t('activation.upgrades.upgrade', { name: name(option) }),
                    onClick: () => {
                      trackEvent('buy_click', { plan: option.name });
                      onChoose({ plan: option, amount: option.upgradePriceMxn });
                    },
                  }
                }
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}

/** The paid payments: when, how, how much, and each one's invoice (CFDI) request. */
function PaymentsList({
  weddingId,
  payments,
}: {
  weddingId: number;
  payments: WeddingPayment[] | undefined;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const language = currentLanguage(i18n);
  const [invoicing, setInvoicing] = useState<WeddingPayment | null>(null);
  const { data: requests } = useInvoiceRequests(weddingId);
  if (!payments) return null;
  const paid = payments.filter((payment) => payment.status === 'succeeded');
  return (
    <div className="card">
      <h2>{t('activation.payments.title')}</h2>
      {paid.length === 0 ? (
        <p className="muted">{t('activation.payments.empty')}</p>
      ) : (
        <table className="payments">
          <thead>
            <tr>
              <th scope="col">{t('activation.payments.date')}</th>
              <th scope="col">{t('activation.payments.method')}</th>
              <th scope="col">{t('activation.payments.amount')}</th>
            </tr>
          </thead>
          {paid.map((payment) => (
            <tbody key={payment.id}>
              <tr>
                <td>{formatDateTime(payment.createdAt, language)}</td>
                <td>
                  <PaymentMethod payment={payment} />
                </td>
                <td className="payments__amount">
                  {t('activation.plans.price', { price: formatMxn(payment.amount) })}
                </td>
              </tr>
              <tr className="payments__invoice">
                <td colSpan={3}>
                  {requests && (
                    <InvoiceState
                      payment={payment}
                      request={requests.invoiceRequests.find((r) => r.paymentId === payment.id)}
                      onRequest={() => setInvoicing(payment)}
                    />
                  )}
                </td>
              </tr>
            </tbody>
          ))}
        </table>
      )}
      <InvoiceRequestModal
        weddingId={weddingId}
        payment={invoicing}
        onClose={() => setInvoicing(null)}
      />
    </div>
  );
}

/** Beside a payment: its invoice requested, the action while its month lasts, or why there is none. */
function InvoiceState({
  payment,
  request,
  onRequest,
}: {
  payment: Payment;
  request: InvoiceRequest | undefined;
  onRequest: () => void;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const language = currentLanguage(i18n);
  if (request) {
    return (
      <p className="payments__invoice-done">
        {t('activation.invoice.requestedAt', {
          date: formatDateTime(request.createdAt, language),
        })}
      </p>
    );
  }
  if (payment.amount === 0) {
    return <p className="muted">{t('activation.invoice.nothingToInvoice')}</p>;
  }
  const purchasedAt = new Date(payment.createdAt);
  const lastDay = formatCalendarDay(invoiceRequestLastDay(purchasedAt), language, 'd LLL yyyy');
  if (!canRequestInvoice(purchasedAt, new Date())) {
    return <p className="muted">{t('activation.invoice.closed', { date: lastDay })}</p>;
  }
  return (
    <div className="payments__invoice-action">
      <Button
        variant="secondary"
        onClick={onRequest}
        aria-label={t('activation.invoice.requestFor', {
          date: formatDateTime(payment.createdAt, language),
        })}
      >
        {t('activation.invoice.request')}
      </Button>
      <span className="muted">{t('activation.invoice.until', { date: lastDay })}</span>
    </div>
  );
}

const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
};

/** "Visa •••• 4242", its meses sin intereses below; "Efectivo en OXXO"; "Transferencia SPEI". */
function PaymentMethod({ payment }: { payment: WeddingPayment }) {
  const { t } = useTranslation('dashboard');
  if (payment.method === 'card' && payment.card) {
    const { brand, last4 } = payment.card;
    return (
      <>
        <span className="payments__card">
          {t('activation.payments.card', { brand: CARD_BRANDS[brand] ?? brand, last4 })}
        </span>
        {payment.installments && (
          <span className="payments__detail">
            {t('activation.payments.installments', { months: payment.installments })}
          </span>
        )}
      </>
    );
  }
  if (payment.method === 'oxxo') return <>{t('activation.payments.oxxo')}</>;
  if (payment.method === 'spei') return <>{t('activation.payments.spei')}</>;
  return <>-</>;
}
