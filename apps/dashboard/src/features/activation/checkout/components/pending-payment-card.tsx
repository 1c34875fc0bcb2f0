import { currentLanguage } from '@convite/i18n/create-i18n';
import { Button } from '@convite/ui/button';
import { ConfirmModal } from '@convite/ui/confirm-modal';
import { Modal } from '@convite/ui/modal';
import { showSnack } from '@convite/ui/snack-store';
import { useMutation } from '@tanstack/react-query';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../../../lib/error-message.ts';
import { formatMxn } from '../../../../lib/money.ts';
import type { Wedding } from '../../../../lib/wedding.ts';
import { paymentSteps, useReloadAfterPayment, type WeddingPayment } from '../api/payments.ts';
import { formatDueDate } from '../utils/due-date.ts';
import { PaymentStep } from './payment-step.tsx';

/**
 * The wedding's pending payment, in place of the buy buttons until it is paid, cancelled or expired:
 * what is owed and until when, its instructions again, and a way out to pay differently.
 */
export function PendingPaymentCard({
  wedding,
  payment,
  ref,
}: {
  wedding: Wedding;
  payment: WeddingPayment;
  ref?: Ref<HTMLDivElement>;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const reload = useReloadAfterPayment(wedding.id);
  const [isOpen, setOpen] = useState(false);
  const [isStepBusy, setStepBusy] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const cancel = useMutation({
    mutationFn: () => paymentSteps.cancel(payment.id),
    onSuccess: (answer) => {
      showSnack(
        'success',
        answer.payment.status === 'succeeded' ? answer.message : t('activation.pending.cancelled'),
      );
    },
    onError: reportError,
    onSettled: () => {
      setConfirming(false);
      reload();
    },
  });

  const action = payment.nextAction;
  const amount = formatMxn(payment.amount);
  const summary =
    action?.kind === 'oxxo_voucher'
      ? t('activation.pending.oxxo', {
          amount,
          date: formatDueDate(action.expiresAt, currentLanguage(i18n)),
        })
      : action?.kind === 'spei_transfer'
        ? t('activation.pending.spei', { amount })
        : t('activation.pending.card', { amount });
  const isInstructions = action?.kind === 'oxxo_voucher' || action?.kind === 'spei_transfer';

  return (
    <div
      ref={ref}
      className="card pending-payment"
      role="region"
      aria-label={t('activation.pending.title')}
    >
      <h2>{t('activation.pending.heading', { plan: payment.invitationPlan.name })}</h2>
      <p className="pending-payment__summary">{summary}</p>
      <p className="muted">{t('activation.pending.plansLocked')}</p>
      <div className="pending-payment__actions">
        {action && (
          <Button onClick={() => setOpen(true)}>
            {t(isInstructions ? 'activation.pending.instructions' : 'activation.pending.continue')}
          </Button>
        )}
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('activation.pending.payAnotherWay')}
        </Button>
      </div>
      <Modal
        open={isOpen}
        title={t('activation.pending.modalTitle')}
        onClose={() => setOpen(false)}
        busy={isStepBusy}
        closeLabel={t('activation.checkout.close')}
      >
        <PaymentStep
          key={payment.id}
          weddingId={wedding.id}
          payment={payment}
          onPaid={(message) => {
            showSnack('success', message);
            setOpen(false);
          }}
          onFailed={(message) => {
            showSnack('error', message);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
          onBusy={setStepBusy}
        />
      </Modal>
      <ConfirmModal
        open={isConfirming}
        message={t('activation.pending.cancelConfirm')}
        confirmLabel={t('activation.pending.cancelConfirmButton')}
        cancelLabel={t('activation.pending.keep')}
        onConfirm={() => cancel.mutate()}
        onCancel={() => setConfirming(false)}
        busy={cancel.isPending}
      />
    </div>
  );
}
