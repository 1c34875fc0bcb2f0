import { Button } from '@convite/ui/button';
import { ConfirmModal } from '@convite/ui/confirm-modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Details } from '../../../components/details.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { formatAdminDate, personName } from '../../../lib/format.ts';
import { useMessageMutation } from '../../../lib/use-message-mutation.ts';
import { useReturnOnError } from '../../../lib/use-return-on-error.ts';
import { Breadcrumbs } from '../../../components/breadcrumbs.tsx';
import { useForwardState } from '../../../lib/navigation.ts';
import { CLIENT_KEYS, useClient, verifyClient } from '../api/clients.ts';
import { authLabel, yesNo } from './client-labels.ts';

const INDEX = '/admin/clientes';

export function ClientDetail() {
  const { t } = useTranslation('admin');
  const root = { label: t('layout.clients'), to: INDEX };
  const id = Number(useParams().id);
  const client = useClient(id);
  useReturnOnError(client.error, INDEX);
  const verify = useMessageMutation(verifyClient, CLIENT_KEYS);
  const [isConfirming, setConfirming] = useState(false);
  const name = client.data ? personName(client.data) : '';
  const forward = useForwardState(name, { root });

  if (!client.data) return <PageSpinner />;
  const data = client.data;
  return (
    <section className="screen">
      <Breadcrumbs current={name} root={root} />
      <h1>{name}</h1>
      <Details
        items={[
          [t('clients.id'), data.id],
          [t('clients.name'), [data.name, data.lastName].filter(Boolean).join(' ') || '-'],
          [t('clients.email'), data.email],
          [t('clients.verified'), yesNo(data.verified, t)],
          [t('clients.auth'), authLabel(data, t)],
          [t('clients.createdAt'), formatAdminDate(data.createdAt)],
          [t('clients.updatedAt'), formatAdminDate(data.updatedAt)],
          [
            t('clients.wedding'),
            data.weddings.length > 0
              ? data.weddings.map((wedding) => (
                  <Link key={wedding.id} to={`/admin/bodas/${wedding.id}`} state={forward}>
                    {t('clients.weddingLink', { id: wedding.id })}
                  </Link>
                ))
              : '-',
          ],
        ]}
      />
      {!data.verified && (
        <div className="screen__actions">
          <Button onClick={() => setConfirming(true)}>{t('clients.verify')}</Button>
        </div>
      )}
      <ConfirmModal
        open={isConfirming}
        message={t('clients.verifyConfirm')}
        tone="positive"
        confirmLabel={t('common.confirm')}
        cancelLabel={t('common.cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          await verify.mutateAsync(data.id);
          setConfirming(false);
        }}
      />
    </section>
  );
}
