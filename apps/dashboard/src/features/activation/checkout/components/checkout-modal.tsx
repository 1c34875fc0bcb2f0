import { currentLanguage } from '@convite/i18n/create-i18n';
import { hasErrorCode, isApiError } from '@convite/api/api-error';
import type { components } from '@convite/api/schema';
import type { PaymentMethodKind } from '@convite/rules/payment-methods';
import { discountOn } from '@convite/rules/promo-money';
import { Button } from '@convite/ui/button';
import { Checkbox } from '@convite/ui/checkbox';
import { Modal } from '@convite/ui/modal';
import { showSnack } from '@convite/ui/snack-store';
import { TextField } from '@convite/ui/text-field';
import { lazy, Suspense, useCallback, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { STRIPE_PUBLISHABLE_KEY } from '../../../../config.ts';
import { errorMessage, reportError } from '../../../../lib/error-message.ts';
import type { Wedding } from '../../../../lib/wedding.ts';
import type { InvitationPlan } from '../../../../lib/plans.ts';
import { useCheckout, usePromoCodeLookup } from '../api/checkout.ts';
import { formatMxn } from '../../../../lib/money.ts';
import { useMe } from '../../../../lib/session.ts';
import type { Payment } from '../api/payments.ts';
import type { PaymentSource } from './payment-source.ts';
import { PaymentStep } from './payment-step.tsx';
import { PlanLossWarning } from './plan-loss-warning.tsx';
import { TestPaymentField } from './test-payment-field.tsx';

// Stripe's Payment Element (and, inside it, Stripe.js) only loads when a key is configured and a
// checkout opens.
const StripePaymentField = lazy(() => import('./stripe-payment-field.tsx'));

const PAY_LABELS = {
  card: 'activation.checkout.pay',
  oxxo: 'activation.checkout.payOxxo',
  spei: 'activation.checkout.paySpei',
} as const;

export type CheckoutItem = {
  plan: InvitationPlan;
  /** What is charged before a promo code: the plan's price, or the upgrade's difference. */
  amount: number;
};

type Props = {
  wedding: Wedding;
  item: CheckoutItem | null;
  onClose: () => void;
  /** Switches the checkout to another plan on sale (from the warning of what this one lacks). */
  onChoosePlan?: (plan: InvitationPlan) => void;
};

/**
 * The checkout of a plan or an upgrade; mounted fresh for each item so nothing carries over. Once
 * the payment is recorded pending, its next step takes the form's place; the form stays mounted
 * behind it so that a declined card comes back to what was typed.
 */
export function CheckoutModal({ wedding, item, onClose, onChoosePlan }: Props) {
  const { t, i18n } = useTranslation('dashboard');
  const checkout = useCheckout(wedding.id);
  const [isPaying, setPaying] = useState(false);
  const [pending, setPending] = useState<Payment | null>(null);
  const [paymentError, setPaymentError] = useState<string>();
  if (!item) return null;
  const name = currentLanguage(i18n) === 'en' ? item.plan.nameEng : item.plan.name;
  const busy = isPaying || checkout.isPending;
  const close = () => {
    setPending(null);
    setPaymentError(undefined);
    onClose();
  };
  const paid = (message: string) => {
    showSnack('success', message);
    close();
  };
  return (
    <Modal
      open
      title={t('activation.checkout.title', { name })}
      onClose={close}
      busy={busy}
      closeLabel={t('activation.checkout.close')}
    >
      {pending && (
        <PaymentStep
          key={pending.id}
          weddingId={wedding.id}
          payment={pending}
          onPaid={paid}
          onFailed={(message) => {
            setPending(null);
            setPaymentError(message);
          }}
          onClose={close}
          onBusy={setPaying}
        />
      )}
      <div hidden={pending !== null}>
        <PlanLossWarning
          wedding={wedding}
          plan={item.plan}
          onChoosePlan={onChoosePlan}
          disabled={busy}
        />
        <CheckoutForm
          key={item.plan.id}
          wedding={wedding}
          item={item}
          busy={busy}
          onPaying={setPaying}
          checkout={checkout}
          onPaid={paid}
          onPending={setPending}
          paymentError={paymentError}
          onPaymentError={setPaymentError}
        />
      </div>
    </Modal>
  );
}

function CheckoutForm({
  wedding,
  item,
  busy,
  onPaying,
  checkout,
  onPaid,
  onPending,
  paymentError,
  onPaymentError,
}: {
  wedding: Wedding;
  item: CheckoutItem;
  busy: boolean;
  onPaying: (paying: boolean) => void;
  checkout: ReturnType<typeof useCheckout>;
  onPaid: (message: string) => void;
  onPending: (payment: Payment) => void;
  /** Under the payment field: a declined card, a refused 3-D Secure, Stripe's own errors. */
  paymentError: string | undefined;
  onPaymentError: (error: string | undefined) => void;
}) {
  const { t } = useTranslation('dashboard');
  const { data: me } = useMe();
  const [method, setMethod] = useState<PaymentMethodKind>('card');
  const [cardholder, setCardholder] = useState('');
  const [acceptsTerms, setAcceptsTerms] = useState(false);
  const [code, setCode] = useState('');
  const [promo, setPromo] = useState<
    (components['schemas']['PromoCodeDiscount'] & { code: string }) | null
  >(null);
  const [promoError, setPromoError] = useState<string>();
  const sourceRef = useRef<PaymentSource | null>(null);
  const lookup = usePromoCodeLookup();

  const onSource = useCallback((source: PaymentSource | null) => {
    sourceRef.current = source;
  }, []);
  const onEdit = useCallback(() => onPaymentError(undefined), [onPaymentError]);
  // Cash and transfers are in the account holder's name; a card in its holder's.
  const accountName = me ? [me.name, me.lastName].filter(Boolean).join(' ') : '';
  const payerName = method === 'card' ? cardholder.trim() : accountName;

  // The API charges by the same rule, so the total shown is the total paid.
  const discount = promo === null ? 0 : discountOn(item.amount, promo);
  const total = item.amount - discount;

  const apply = () => {
    const typed = code.trim();
    setPromoError(undefined);
    lookup.mutate(
      { body: { code: typed } },
      {
        onSuccess: (data) => setPromo({ ...data, code: typed }),
        onError: (error) => {
          setPromo(null);
          setPromoError(errorMessage(error));
        },
      },
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const source = sourceRef.current;
    if (!payerName || !acceptsTerms || !source?.isComplete()) {
      showSnack('error', t('activation.checkout.fillAllFields'));
      return;
    }
    onPaymentError(undefined);
    onPaying(true);
    try {
      const created = await source.create({ name: payerName, email: me?.email ?? '' });
      if ('error' in created) {
        onPaymentError(created.error);
        return;
      }
      const answer = await checkout.mutateAsync({
        invitationPlanId: item.plan.id,
        paymentMethodId: created.id,
        planId: item.plan.id,
        weddingId: wedding.id,
        currentPlanId: wedding.invitationPlanId ?? null,
        promoCodeId: promo?.id ?? null,
      });
      if (answer.payment.status === 'succeeded') onPaid(answer.message);
      else if (answer.payment.status === 'pending') onPending(answer.payment);
      else onPaymentError(answer.message);
    } catch (error) {
      if (hasErrorCode(error, 'payment_failed')) onPaymentError(error.message);
      else if (isApiError(error) && error.errors.promoCodeId !== undefined) {
        // The code was used up (or expired) since it was applied: say so under the code field and
        // show the full price again, so the next try charges what it shows.
        setPromo(null);
        setPromoError(error.message);
      } else reportError(error);
    } finally {
      onPaying(false);
    }
  };

  const fieldProps = {
    amount: total,
    error: paymentError,
    disabled: busy,
    onSource,
    onMethod: setMethod,
    onEdit,
  };

  return (
    <form className="checkout" onSubmit={submit} noValidate>
      {STRIPE_PUBLISHABLE_KEY ? (
        <Suspense fallback={<p className="muted">…</p>}>
          <StripePaymentField {...fieldProps} />
        </Suspense>
      ) : (
        <TestPaymentField {...fieldProps} />
      )}
      {method === 'card' ? (
        <TextField
          label={t('activation.checkout.cardholder')}
          name="cardholder"
          autoComplete="cc-name"
          required
          value={cardholder}
          disabled={busy}
          onChange={(event) => setCardholder(event.target.value)}
        />
      ) : (
        me && (
          <p className="muted">
            {t('activation.checkout.payerNote', { name: accountName, email: me.email })}
          </p>
        )
      )}
      <Checkbox
        name="acceptsTerms"
        checked={acceptsTerms}
        disabled={busy}
        onChange={(event) => setAcceptsTerms(event.target.checked)}
        label={
          <>
            {t('activation.checkout.terms')}{' '}
            <Link to="/terminos-condiciones-aviso-privacidad" target="_blank" rel="noopener">
              {t('activation.checkout.termsLink')}
            </Link>
          </>
        }
      />
      {promo ? (
        <div className="checkout__promo">
          <span>{t('activation.checkout.promoApplied', { code: promo.code })}</span>
          <Button
            variant="ghost"
            disabled={busy}
            onClick={() => {
              setPromo(null);
              setCode('');
            }}
          >
            {t('activation.checkout.cancelPromo')}
          </Button>
        </div>
      ) : (
        <div className="checkout__code">
          <TextField
            label={t('activation.checkout.promoCode')}
            name="promoCode"
            autoComplete="off"
            value={code}
            disabled={busy}
            error={promoError}
            onChange={(event) => {
              setCode(event.target.value);
              setPromoError(undefined);
            }}
          />
          <Button
            variant="secondary"
            disabled={!code.trim() || busy}
            loading={lookup.isPending}
            onClick={apply}
          >
            {t('activation.checkout.apply')}
          </Button>
        </div>
      )}
      <dl className="checkout__totals">
        <div>
          <dt>{t('activation.checkout.subtotal')}</dt>
          <dd>{t('activation.plans.price', { price: formatMxn(item.amount) })}</dd>
        </div>
        {promo && (
          <div>
            <dt>{t('activation.checkout.discount')}</dt>
            <dd>−{t('activation.plans.price', { price: formatMxn(discount) })}</dd>
          </div>
        )}
        <div className="checkout__total">
          <dt>{t('activation.checkout.total')}</dt>
          <dd>{t('activation.plans.price', { price: formatMxn(total) })}</dd>
        </div>
      </dl>
      <p className="muted">{t('activation.checkout.taxNote')}</p>
      <Button type="submit" fullWidth loading={busy}>
        {t(PAY_LABELS[method], {
          total: t('activation.plans.price', { price: formatMxn(total) }),
        })}
      </Button>
    </form>
  );
}
