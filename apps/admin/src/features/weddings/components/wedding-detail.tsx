import { Button } from '@convite/ui/button';
import { ConfirmModal } from '@convite/ui/confirm-modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Details } from '../../../components/details.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { formatAdminDate, formatAdminDay, personName } from '../../../lib/format.ts';
import { useMessageMutation } from '../../../lib/use-message-mutation.ts';
import { useReturnOnError } from '../../../lib/use-return-on-error.ts';
import { Breadcrumbs } from '../../../components/breadcrumbs.tsx';
import { useForwardState } from '../../../lib/navigation.ts';
import {
  WEDDING_KEYS,
  setWeddingActive,
  setWeddingPlan,
  usePlans,
  useWedding,
  useWeddingClient,
} from '../api/weddings.ts';

const INDEX = '/admin/bodas';

type Confirming = 'active' | 'plan' | null;

export function WeddingDetail() {
  const { t } = useTranslation('admin');
  const root = { label: t('layout.weddings'), to: INDEX };
  const id = Number(useParams().id);
  const wedding = useWedding(id);
  useReturnOnError(wedding.error, INDEX);
  const client = useWeddingClient(wedding.data?.clientId);
  const [isChoosingPlan, setChoosingPlan] = useState(false);
  const [planId, setPlanId] = useState('');
  const [isPlanMissing, setPlanMissing] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const plans = usePlans(isChoosingPlan);
  const active = useMessageMutation(setWeddingActive, WEDDING_KEYS);
  const plan = useMessageMutation(setWeddingPlan, WEDDING_KEYS);
  const forward = useForwardState(wedding.data?.name ?? '', { root });

  if (!wedding.data) return <PageSpinner />;
  const data = wedding.data;

  const confirm = async () => {
    if (confirming === 'active') await active.mutateAsync({ id: data.id, active: !data.active });
    if (confirming === 'plan') {
      await plan.mutateAsync({ id: data.id, planId: Number(planId) });
      setChoosingPlan(false);
      setPlanId('');
    }
    setConfirming(null);
  };

  return (
    <section className="screen">
      <Breadcrumbs current={data.name} root={root} />
      <h1>{data.name}</h1>
      <Details
        items={[
          [t('weddings.id'), data.id],
          [t('weddings.slug'), data.slug],
          [
            t('weddings.client'),
            <Link to={`/admin/clientes/${data.clientId}`} state={forward}>
              {client.data ? personName(client.data) : data.clientId}
            </Link>,
          ],
          [t('weddings.name'), data.name],
          [t('weddings.date'), formatAdminDate(data.date)],
          [t('weddings.rsvpDeadline'), formatAdminDay(data.rsvpDeadline)],
          [
            t('weddings.link'),
            <a href={data.link} target="_blank" rel="noreferrer">
              {data.link}
            </a>,
          ],
          [t('weddings.status'), data.active ? t('weddings.active') : t('weddings.inactive')],
          [t('weddings.plan'), data.invitationPlan?.name ?? t('weddings.noPlan')],
          [t('weddings.trialEndsAt'), formatAdminDate(data.trialEndsAt)],
          [t('weddings.createdAt'), formatAdminDate(data.createdAt)],
          [t('weddings.updatedAt'), formatAdminDate(data.updatedAt)],
        ]}
      />
      <div className="screen__actions">
        <Button
          variant={data.active ? 'danger' : 'primary'}
          onClick={() => setConfirming('active')}
        >
          {data.active ? t('weddings.deactivate') : t('weddings.activate')}
        </Button>
        <Button
          variant="secondary"
          aria-expanded={isChoosingPlan}
          onClick={() => setChoosingPlan((value) => !value)}
        >
          {t('weddings.updatePlan')}
        </Button>
      </div>
      {isChoosingPlan && (
        <form
          className="plan-picker"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            // The plan is required before asking for the confirmation.
            setPlanMissing(planId === '');
            if (planId !== '') setConfirming('plan');
          }}
        >
          <SelectField
            label={t('weddings.plan')}
            placeholder={t('common.select')}
            options={(plans.data ?? []).map((item) => ({
              value: String(item.id),
              label: item.name,
            }))}
            value={planId}
            error={isPlanMissing ? t('validation.required') : undefined}
            onChange={(event) => {
              setPlanId(event.target.value);
              setPlanMissing(false);
            }}
          />
          <Button type="submit">{t('common.confirm')}</Button>
        </form>
      )}
      <ConfirmModal
        open={confirming !== null}
        message={
          confirming === 'plan'
            ? t('weddings.planConfirm')
            : data.active
              ? t('weddings.deactivateConfirm')
              : t('weddings.activateConfirm')
        }
        // Giving a plan or activating is good news; only deactivating is drawn as destructive.
        tone={confirming === 'plan' || !data.active ? 'positive' : 'destructive'}
        confirmLabel={t('common.confirm')}
        cancelLabel={t('common.cancel')}
        onCancel={() => setConfirming(null)}
        onConfirm={confirm}
      />
    </section>
  );
}
