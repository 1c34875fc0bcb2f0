import { hasErrorCode } from '@convite/api/api-error';
import { currentLanguage } from '@convite/i18n/create-i18n';
import { Button } from '@convite/ui/button';
import { Spinner } from '@convite/ui/spinner';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, reportError } from '../../../../lib/error-message.ts';
import { formatMxn } from '../../../../lib/money.ts';
import {
  paymentSteps,
  useReloadAfterPayment,
  type CheckoutResponse,
  type InstallmentMonths,
  type Payment,
} from '../api/payments.ts';
import { monthlyAmount } from '../utils/installments.ts';
import { OxxoInstructions, SpeiInstructions } from './payment-instructions.tsx';

type Props = {
  weddingId: number;
  /** A pending payment, as checkout (202) or the wedding's payments answered it. */
  payment: Payment;
  /** Paid: the server's message. */
  onPaid: (message: string) => void;
  /** Declined, refused or expired: what to tell the couple. */
  onFailed: (message: string) => void;
  /** Closes the step (the voucher or transfer stays pending). */
  onClose: () => void;
  /** A request is in flight (the modal cannot close). */
  onBusy: (busy: boolean) => void;
};

/**
 * What is left to do on a pending payment, one step after another until it is paid or failed: the
 * bank's 3-D Secure, a choice of meses sin intereses, an OXXO voucher or a SPEI transfer.
 */
export function PaymentStep({
  weddingId,
  payment: initial,
  onPaid,
  onFailed,
  onClose,
  onBusy,
}: Props) {
  const { t } = useTranslation('dashboard');
  const reload = useReloadAfterPayment(weddingId);
  const [payment, setPayment] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [isNotYet, setNotYet] = useState(false);

  /** Runs one step and follows its answer; a declined card (`payment_failed`) fails the payment. */
  const run = async (step: () => Promise<CheckoutResponse>, options: { failure?: string } = {}) => {
    setBusy(true);
    onBusy(true);
    try {
      const answer = await step();
      reload();
      if (answer.payment.status === 'succeeded') onPaid(answer.message);
      else if (answer.payment.status === 'failed') onFailed(options.failure || answer.message);
      // Stripe.js said the step failed but the provider still waits: back to the form, not a
      // step that cannot be shown again.
      else if (options.failure) onFailed(options.failure);
      else {
        setPayment(answer.payment);
        return answer;
      }
    } catch (error) {
      reload();
      // Declined, or the payment moved on meanwhile (paid, another step): this step is over.
      if (hasErrorCode(error, 'payment_failed', 'payment_not_waiting')) {
        onFailed(options.failure || errorMessage(error));
      } else reportError(error);
    } finally {
      setBusy(false);
      onBusy(false);
    }
    return null;
  };

  const checkPaid = async () => {
    const answer = await run(() => paymentSteps.refresh(payment.id));
    setNotYet(answer !== null);
  };

  const action = payment.nextAction;
  if (!action) return <Spinner />;
  switch (action.kind) {
    case 'authenticate':
      return action.clientSecret === null ? (
        <TestAuthentication
          amount={payment.amount}
          busy={busy}
          onAnswer={(approve) =>
            void run(() => paymentSteps.answerTestAuthentication(payment.id, approve))
          }
        />
      ) : (
        <StripeAuthentication
          key={payment.id}
          clientSecret={action.clientSecret}
          onDone={(stripeError) =>
            void run(() => paymentSteps.refresh(payment.id), { failure: stripeError ?? undefined })
          }
        />
      );
    case 'choose_installments':
      return (
        <InstallmentsPicker
          total={payment.amount}
          months={action.months}
          busy={busy}
          onChoose={(months) => void run(() => paymentSteps.chooseInstallments(payment.id, months))}
        />
      );
    case 'oxxo_voucher':
    case 'spei_transfer':
      return (
        <div className="pay-step">
          {action.kind === 'oxxo_voucher' ? (
            <OxxoInstructions action={action} />
          ) : (
            <SpeiInstructions action={action} />
          )}
          <p className="pay-step__notice" role="status">
            {isNotYet && t('activation.step.notYet')}
          </p>
          <div className="pay-step__actions">
            <Button variant="secondary" loading={busy} onClick={() => void checkPaid()}>
              {t('activation.step.checkPaid')}
            </Button>
            <Button disabled={busy} onClick={onClose}>
              {t('activation.step.done')}
            </Button>
          </div>
        </div>
      );
  }
}

/** The embedded gateway's stand-in for the bank's 3-D Secure page. */
function TestAuthentication({
  amount,
  busy,
  onAnswer,
}: {
  amount: number;
  busy: boolean;
  onAnswer: (approve: boolean) => void;
}) {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  return (
    <section className="pay-step pay-step--bank" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('activation.step.authenticate.title')}</h3>
      <p>{t('activation.step.authenticate.lead', { amount: formatMxn(amount) })}</p>
      <div className="pay-step__actions">
        <Button variant="secondary" disabled={busy} onClick={() => onAnswer(false)}>
          {t('activation.step.authenticate.refuse')}
        </Button>
        <Button loading={busy} onClick={() => onAnswer(true)}>
          {t('activation.step.authenticate.approve')}
        </Button>
      </div>
    </section>
  );
}

/** Stripe.js shows the bank's 3-D Secure, once; then the server reads how it went. */
function StripeAuthentication({
  clientSecret,
  onDone,
}: {
  clientSecret: string;
  onDone: (stripeError: string | null) => void;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const language = currentLanguage(i18n);
  const started = useRef(false);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;
  useEffect(() => {
    // Once per payment, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    void import('./stripe-js.ts')
      .then(({ authenticateWithStripe }) => authenticateWithStripe(clientSecret, language))
      .then(
        (stripeError) => onDoneRef.current(stripeError),
        () => onDoneRef.current(null),
      );
  }, [clientSecret, language]);
  return (
    <div className="pay-step pay-step--waiting" role="status">
      <Spinner />
      <p>{t('activation.step.authenticate.waiting')}</p>
    </div>
  );
}

/** Meses sin intereses the card offers, or one payment; the amounts as the bank will charge them. */
function InstallmentsPicker({
  total,
  months,
  busy,
  onChoose,
}: {
  total: number;
  months: InstallmentMonths[];
  busy: boolean;
  onChoose: (months: InstallmentMonths | null) => void;
}) {
  const { t } = useTranslation('dashboard');
  const [chosen, setChosen] = useState<InstallmentMonths | null>(null);
  const name = useId();
  const options: (InstallmentMonths | null)[] = [null, ...months];
  return (
    <form
      className="pay-step"
      onSubmit={(event) => {
        event.preventDefault();
        onChoose(chosen);
      }}
    >
      <fieldset className="plan-picker" disabled={busy}>
        <legend>
          <strong>{t('activation.step.installments.title')}</strong>
          <span className="muted">{t('activation.step.installments.lead')}</span>
        </legend>
        {options.map((option) => (
          <label key={option ?? 'single'} className="plan-picker__option">
            <input
              type="radio"
              name={name}
              checked={chosen === option}
              onChange={() => setChosen(option)}
            />
            <span>
              {option === null
                ? t('activation.step.installments.single', { amount: formatMxn(total) })
                : t('activation.step.installments.months', {
                    months: option,
                    amount: monthlyAmount(total, option),
                  })}
            </span>
          </label>
        ))}
      </fieldset>
      <p className="muted">
        {t('activation.step.installments.total', { amount: formatMxn(total) })}
      </p>
      <Button type="submit" fullWidth loading={busy}>
        {t('activation.checkout.pay', {
          total: t('activation.plans.price', { price: formatMxn(total) }),
        })}
      </Button>
    </form>
  );
}
