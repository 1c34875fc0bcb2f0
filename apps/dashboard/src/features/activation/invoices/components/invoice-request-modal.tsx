import {
  capitalRegimeSuffix,
  cfdiUsesFor,
  isTaxRegime,
  taxpayerKindOf,
  taxRegimesFor,
  type CfdiUse,
  type TaxRegime,
} from '@convite/rules/cfdi';
import { hasErrorCode } from '@convite/api/api-error';
import { currentLanguage } from '@convite/i18n/create-i18n';
import { formatDateTime } from '@convite/i18n/dates';
import { Button } from '@convite/ui/button';
import { Modal } from '@convite/ui/modal';
import { Select, type SelectOption } from '@convite/ui/select';
import { TextField } from '@convite/ui/text-field';
import { useUnsavedChanges } from '@convite/ui/unsaved-changes';
import { useTranslation } from 'react-i18next';
import { formatMxn } from '../../../../lib/money.ts';
import { useMe } from '../../../../lib/session.ts';
import { useAppForm } from '../../../../lib/use-app-form.ts';
import { isBlank } from '../../../../lib/validation.ts';
import type { Wedding } from '../../../../lib/wedding.ts';
import { useRequestInvoice } from '../api/invoice-requests.ts';

type Payment = Wedding['payments'][number];

type Props = { weddingId: number; payment: Payment | null; onClose: () => void };

/** The invoice (CFDI) request of one payment; mounted fresh for each payment. */
export function InvoiceRequestModal({ weddingId, payment, onClose }: Props) {
  const { t } = useTranslation(['dashboard', 'common']);
  const request = useRequestInvoice(weddingId);
  if (!payment) return null;
  return (
    <Modal
      open
      title={t('activation.invoice.title')}
      onClose={onClose}
      busy={request.isPending}
      closeLabel={t('common:actions.close')}
    >
      <InvoiceForm key={payment.id} payment={payment} request={request} onDone={onClose} />
    </Modal>
  );
}

type FormValues = {
  rfc: string;
  name: string;
  taxRegime: string;
  postalCode: string;
  cfdiUse: string;
};

/** The régimen and use still possible for what is typed above them ('' once they no longer fit). */
function fitting(values: FormValues) {
  const kind = taxpayerKindOf(values.rfc);
  const regimes = kind === null ? [] : taxRegimesFor(kind);
  const taxRegime = regimes.find((code) => code === values.taxRegime) ?? '';
  const uses = isTaxRegime(taxRegime) ? cfdiUsesFor(taxRegime) : [];
  const cfdiUse = uses.find((code) => code === values.cfdiUse) ?? '';
  return { regimes, taxRegime, uses, cfdiUse };
}

function InvoiceForm({
  payment,
  request,
  onDone,
}: {
  payment: Payment;
  request: ReturnType<typeof useRequestInvoice>;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation(['dashboard', 'common', 'validation']);
  const language = currentLanguage(i18n);
  const { data: me } = useMe();
  const form = useAppForm<FormValues>(
    { rfc: '', name: '', taxRegime: '', postalCode: '', cfdiUse: '' },
    (values) => {
      const chosen = fitting(values);
      const required = (value: string) => (isBlank(value) ? t('validation:required') : undefined);
      return {
        errors: {
          rfc: required(values.rfc),
          name: required(values.name),
          taxRegime: required(chosen.taxRegime),
          postalCode: required(values.postalCode),
          cfdiUse: required(chosen.cfdiUse),
        },
      };
    },
  );
  const chosen = fitting(form.values);
  // Typed and not requested yet: leaving the page asks first.
  useUnsavedChanges(Object.values(form.values).some((value) => value.trim() !== ''));
  // A hint, not a refusal: a list cannot know every régimen de capital, and the SAT checks the name
  // when the invoice is stamped.
  const suffix = capitalRegimeSuffix(form.values.name);

  const submit = form.handleSubmit((values) =>
    request.mutate(
      {
        params: { path: { id: payment.id } },
        body: {
          rfc: values.rfc,
          name: values.name,
          taxRegime: chosen.taxRegime,
          postalCode: values.postalCode,
          cfdiUse: chosen.cfdiUse,
        },
      },
      {
        onSuccess: onDone,
        onError: (error) => {
          form.showServerError(error);
          // Nothing to fix in the form (already requested, the month just ended): the row says why.
          if (hasErrorCode(error, 'invoice_not_requestable')) onDone();
        },
      },
    ),
  );

  const regimeOptions: SelectOption<TaxRegime>[] = chosen.regimes.map((code) => ({
    value: code,
    label: `${code} · ${t(`common:cfdi.taxRegimes.${code}`)}`,
  }));
  const useOptions: SelectOption<CfdiUse>[] = chosen.uses.map((code) => ({
    value: code,
    label: `${code} · ${t(`common:cfdi.cfdiUses.${code}`)}`,
  }));

  return (
    <form className="invoice-form" onSubmit={submit} noValidate>
      <p className="muted">
        {t('activation.invoice.subtitle', {
          amount: t('activation.plans.price', { price: formatMxn(payment.amount) }),
          date: formatDateTime(payment.createdAt, language, 'd LLL yyyy'),
        })}
      </p>
      <TextField
        {...form.field('rfc')}
        label={t('activation.invoice.rfc')}
        hint={t('activation.invoice.rfcHint')}
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        maxLength={20}
        className="invoice-form__rfc"
      />
      <TextField
        {...form.field('name')}
        label={t('activation.invoice.name')}
        hint={
          suffix === null ? (
            t('activation.invoice.nameHint')
          ) : (
            <strong className="invoice-form__suffix">
              {t('activation.invoice.nameSuffix', { suffix })}
            </strong>
          )
        }
        autoComplete="organization"
        maxLength={300}
      />
      <SelectField
        label={t('activation.invoice.taxRegime')}
        options={regimeOptions}
        value={chosen.taxRegime === '' ? null : chosen.taxRegime}
        onChange={(value) => form.setValue('taxRegime', value ?? '')}
        placeholder={t(
          chosen.regimes.length === 0
            ? 'activation.invoice.taxRegimeNeedsRfc'
            : 'activation.invoice.chooseTaxRegime',
        )}
        error={form.errorFor('taxRegime')}
      />
      <TextField
        {...form.field('postalCode')}
        label={t('activation.invoice.postalCode')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        pattern="[0-9]*"
      />
      <SelectField
        label={t('activation.invoice.cfdiUse')}
        options={useOptions}
        value={chosen.cfdiUse === '' ? null : chosen.cfdiUse}
        onChange={(value) => form.setValue('cfdiUse', value ?? '')}
        placeholder={t(
          chosen.uses.length === 0
            ? 'activation.invoice.cfdiUseNeedsRegime'
            : 'activation.invoice.chooseCfdiUse',
        )}
        error={form.errorFor('cfdiUse')}
      />
      {me && <p className="muted">{t('activation.invoice.email', { email: me.email })}</p>}
      <div className="invoice-form__actions">
        <Button type="submit" loading={request.isPending}>
          {t('activation.invoice.submit')}
        </Button>
        <Button variant="ghost" disabled={request.isPending} onClick={onDone}>
          {t('activation.invoice.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** The ui Select with the message under it, like a text field's. */
function SelectField<T extends string>({
  error,
  ...props
}: Parameters<typeof Select<T>>[0] & { error: string | undefined }) {
  return (
    <div className={error ? 'cv-field cv-field--invalid' : 'cv-field'}>
      <Select<T> {...props} disabled={props.options.length === 0} />
      {error && (
        <p className="cv-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
