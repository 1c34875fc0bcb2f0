import { showSnack } from '@convite/ui/snack-store';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { FormPage } from '../../../components/form-page.tsx';
import { LogoutButton } from '../../../components/logout-button.tsx';
import { NameFields } from '../../../components/name-fields.tsx';
import { homePathFor, isComplete, meQuery, type Client } from '../../../lib/session.ts';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { isBlank } from '../../../lib/validation.ts';
import { useUpdateNameMutation } from '../api/update-name.ts';

/** Asks for the name and last name a client lacks (typically after a Google sign-in). */
export function CompleteClientForm({ client }: { client: Client }) {
  const { t } = useTranslation(['dashboard', 'validation']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const update = useUpdateNameMutation();
  const form = useAppForm(
    { name: client.name ?? '', lastName: client.lastName ?? '' },
    (values) => ({
      errors: {
        name: isBlank(values.name) ? t('validation:required') : undefined,
        lastName: isBlank(values.lastName) ? t('validation:required') : undefined,
      },
    }),
  );

  if (isComplete(client) && !update.isPending) return <Navigate to={homePathFor(client)} replace />;

  const submit = form.handleSubmit(({ name, lastName }) =>
    update.mutate(
      {
        params: { path: { id: client.id } },
        body: { name: name.trim(), lastName: lastName.trim() },
      },
      {
        onSuccess: (data) => {
          queryClient.setQueryData(meQuery().queryKey, data.client);
          showSnack('success', data.message);
          void navigate(homePathFor(data.client), { replace: true });
        },
        onError: form.showServerError,
      },
    ),
  );

  return (
    <FormPage
      title={t('complete.title')}
      subtitle={t('complete.subtitle')}
      submitLabel={t('complete.submit')}
      isSubmitting={update.isPending}
      onSubmit={submit}
      after={<LogoutButton />}
    >
      <NameFields name={form.field('name')} lastName={form.field('lastName')} />
    </FormPage>
  );
}
