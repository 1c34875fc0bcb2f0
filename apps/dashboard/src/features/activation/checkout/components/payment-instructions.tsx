import { currentLanguage } from '@convite/i18n/create-i18n';
import { Button } from '@convite/ui/button';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMxn } from '../../../../lib/money.ts';
import type { NextAction } from '../api/payments.ts';
import { formatDueDate, groupDigits } from '../utils/due-date.ts';

type OxxoVoucher = Extract<NextAction, { kind: 'oxxo_voucher' }>;
type SpeiTransfer = Extract<NextAction, { kind: 'spei_transfer' }>;

/** A value to type into a bank app or read at a till, with a button that copies it. */
function CopyableValue({
  label,
  value,
  shown = value,
}: {
  label: string;
  value: string;
  shown?: string;
}) {
  const { t } = useTranslation('dashboard');
  const [isCopied, setCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return undefined;
    const timer = setTimeout(() => setCopied(false), 2500);
    return () => clearTimeout(timer);
  }, [isCopied]);
  const copy = async () => {
    await navigator.clipboard.writeText(value);
    setCopied(true);
  };
  return (
    <div className="pay-value pay-value--copy">
      <dt>{label}</dt>
      <dd>
        <span className="pay-value__text">{shown}</span>
        <Button
          variant="secondary"
          aria-label={
            isCopied ? t('activation.step.copied') : t('activation.step.copyLabel', { what: label })
          }
          onClick={() => void copy()}
        >
          {isCopied ? `✓ ${t('activation.step.copied')}` : t('activation.step.copy')}
        </Button>
      </dd>
    </div>
  );
}

/** A value to read, not to copy: the amount (large), the bank, the deadline. */
function PlainValue({
  label,
  children,
  kind,
}: {
  label: string;
  children: ReactNode;
  kind: 'amount' | 'text' | 'due';
}) {
  return (
    <div className={`pay-value pay-value--${kind}`}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function AmountValue({ label, amount }: { label: string; amount: number }) {
  const { t } = useTranslation('dashboard');
  return (
    <PlainValue label={label} kind="amount">
      {t('activation.plans.price', { price: formatMxn(amount) })}
    </PlainValue>
  );
}

/** The provider's own page of the instructions, when there is one, and where else they were sent. */
function InstructionsEnd({ url, label }: { url: string | null; label: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      {url && (
        <a className="pay-instructions__link" href={url} target="_blank" rel="noopener noreferrer">
          {label}
        </a>
      )}
      <p className="muted">{t('activation.step.emailed')}</p>
    </>
  );
}

/** Cash at OXXO: the amount, the reference number to show at the till, the deadline and the steps. */
export function OxxoInstructions({ action }: { action: OxxoVoucher }) {
  const { t, i18n } = useTranslation('dashboard');
  const amount = formatMxn(action.amount);
  return (
    <div className="pay-instructions">
      <h3>{t('activation.step.oxxo.title')}</h3>
      <dl className="pay-values">
        <AmountValue label={t('activation.step.oxxo.amount')} amount={action.amount} />
        <CopyableValue
          label={t('activation.step.oxxo.number')}
          value={action.number}
          shown={groupDigits(action.number)}
        />
        <PlainValue label={t('activation.step.oxxo.due')} kind="due">
          {t('activation.step.oxxo.dueDate', {
            date: formatDueDate(action.expiresAt, currentLanguage(i18n)),
          })}
        </PlainValue>
      </dl>
      <p className="muted">{t('activation.step.oxxo.expiresNote')}</p>
      <h4>{t('activation.step.oxxo.steps')}</h4>
      <ol className="pay-instructions__steps">
        <li>{t('activation.step.oxxo.step1')}</li>
        <li>{t('activation.step.oxxo.step2')}</li>
        <li>{t('activation.step.oxxo.step3', { amount })}</li>
        <li>{t('activation.step.oxxo.step4')}</li>
      </ol>
      <InstructionsEnd url={action.voucherUrl} label={t('activation.step.oxxo.voucher')} />
    </div>
  );
}

/** A SPEI transfer: the exact amount, the CLABE and bank, and the reference to write. */
export function SpeiInstructions({ action }: { action: SpeiTransfer }) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="pay-instructions">
      <h3>{t('activation.step.spei.title')}</h3>
      <p>{t('activation.step.spei.lead')}</p>
      <dl className="pay-values">
        <AmountValue label={t('activation.step.spei.amount')} amount={action.amount} />
        <CopyableValue
          label={t('activation.step.spei.clabe')}
          value={action.clabe}
          shown={groupDigits(action.clabe)}
        />
        <PlainValue label={t('activation.step.spei.bank')} kind="text">
          {action.bankName}
        </PlainValue>
        <CopyableValue label={t('activation.step.spei.reference')} value={action.reference} />
      </dl>
      <InstructionsEnd
        url={action.instructionsUrl}
        label={t('activation.step.spei.instructions')}
      />
    </div>
  );
}
