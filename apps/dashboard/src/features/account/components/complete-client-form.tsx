import { AuthLayout } from '@convite/ui/auth-layout';
import { Button } from '@convite/ui/button';
import { TextField } from '@convite/ui/text-field';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { homePathFor, isComplete, meQuery, useLogout, type Client } from '../../../lib/session.ts';
import { showSnack } from '../../../lib/snack.ts';
import { useForm } from '../../../lib/use-form.ts';
import { isBlank } from '../../../lib/validation.ts';
import { useUpdateNameMutation } from '../api/update-name.ts';

/** Asks for the name and last name a client lacks (typically after a Google sign-in). */
export function CompleteClientForm({ client }: { client: Client }) {
  const { t } = useTranslation(['dashboard', 'common', 'validation']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const update = useUpdateNameMutation();
  const form = useForm({ name: client.name ?? '', lastName: client.lastName ?? '' }, (values) => ({
    errors: {
      name: isBlank(values.name) ? t('validation:required') : undefined,
      lastName: isBlank(values.lastName) ? t('validation:required') : undefined,
    },
  }));

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
    <AuthLayout title={t('complete.title')} subtitle={t('complete.subtitle')}>
      <form className="form" noValidate onSubmit={submit}>
        <TextField
          {...form.field('name')}
          label={t('auth.name')}
          autoComplete="given-name"
          required
        />
        <TextField
          {...form.field('lastName')}
          label={t('auth.lastName')}
          autoComplete="family-name"
          required
        />
        <Button type="submit" fullWidth loading={update.isPending}>
          {t('complete.submit')}
        </Button>
      </form>
      <Button variant="ghost" fullWidth onClick={logout}>
        {t('common:actions.logout')}
      </Button>
    </AuthLayout>
  );
}
