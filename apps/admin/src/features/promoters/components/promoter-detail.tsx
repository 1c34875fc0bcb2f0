import { Button } from '@convite/ui/button';
import { ConfirmModal } from '@convite/ui/confirm-modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Details } from '../../../components/details.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { formatAdminDate } from '../../../lib/format.ts';
import { useMessageMutation } from '../../../lib/use-message-mutation.ts';
import { useReturnOnError } from '../../../lib/use-return-on-error.ts';
import { Breadcrumbs } from '../../../components/breadcrumbs.tsx';
import { useForwardState, useReturn } from '../../../lib/navigation.ts';
import { PROMOTER_KEYS, deletePromoter, usePromoter, type PromoCode } from '../api/promoters.ts';
import { CommissionsTables } from './commissions-tables.tsx';
import { PromoCodeModal } from './promo-code-modal.tsx';
import { PromoCodesTable } from './promo-codes-table.tsx';
import { PromoterModal } from './promoter-modal.tsx';

const INDEX = '/admin/promotores';

/** What the screen has open: a promo code (new or one to edit), the promoter form or the delete question. */
type Open =
  { kind: 'promoCode'; promoCode?: PromoCode } | { kind: 'promoter' } | { kind: 'delete' } | null;

export function PromoterDetail() {
  const { t } = useTranslation('admin');
  const root = { label: t('layout.promoters'), to: INDEX };
  const id = Number(useParams().id);
  const promoter = usePromoter(id);
  useReturnOnError(promoter.error, INDEX);
  const back = useReturn(INDEX);
  const remove = useMessageMutation(deletePromoter, PROMOTER_KEYS.slice(0, 1));
  const [open, setOpen] = useState<Open>(null);
  const forward = useForwardState(promoter.data?.name ?? '', { root });

  if (!promoter.data) return <PageSpinner />;
  const data = promoter.data;
  const close = () => setOpen(null);

  return (
    <section className="screen">
      <Breadcrumbs current={data.name} root={root} />
      <h1>{data.name}</h1>
      <Details
        items={[
          [t('promoters.id'), data.id],
          [t('promoters.name'), data.name],
          [t('promoters.email'), data.email],
          [t('promoters.createdAt'), formatAdminDate(data.createdAt)],
          [t('promoters.updatedAt'), formatAdminDate(data.updatedAt)],
        ]}
      />
      <div className="screen__actions">
        <Button variant="secondary" onClick={() => setOpen({ kind: 'promoter' })}>
          {t('promoters.edit')}
        </Button>
        <Button variant="danger" onClick={() => setOpen({ kind: 'delete' })}>
          {t('promoters.delete')}
        </Button>
      </div>
      <div className="screen__head">
        <h2>{t('promoters.promoCodes')}</h2>
        <Button onClick={() => setOpen({ kind: 'promoCode' })}>
          {t('promoters.createPromoCode')}
        </Button>
      </div>
      <PromoCodesTable
        promoCodes={data.promoCodes}
        onEdit={(promoCode) => setOpen({ kind: 'promoCode', promoCode })}
      />
      <CommissionsTables promoCodes={data.promoCodes} paymentLinkState={forward} />

      {open?.kind === 'promoCode' && (
        <PromoCodeModal promoterId={data.id} promoCode={open.promoCode} onClose={close} />
      )}
      {open?.kind === 'promoter' && <PromoterModal promoter={data} onClose={close} />}
      <ConfirmModal
        open={open?.kind === 'delete'}
        message={t('promoters.deleteConfirm')}
        confirmLabel={t('common.confirm')}
        cancelLabel={t('common.cancel')}
        onCancel={close}
        onConfirm={async () => {
          await remove.mutateAsync(data.id);
          back();
        }}
      />
    </section>
  );
}
