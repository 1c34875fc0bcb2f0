import { mexicoLocalToUtcIso } from '@convite/i18n/dates';
import { showSnack } from '@convite/ui/snack-store';
import { TextField } from '@convite/ui/text-field';
import { useUnsavedChanges } from '@convite/ui/unsaved-changes';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormPage } from '../../../components/form-page.tsx';
import { LogoutButton } from '../../../components/logout-button.tsx';
import { meQuery, type Client } from '../../../lib/session.ts';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { isBlank } from '../../../lib/validation.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useCreateWeddingMutation, useSlugAvailability } from '../api/create-wedding.ts';
import { finishedSlug, isValidSlug, sanitizeSlug, slugFromName } from '../utils/slug.ts';

type WeddingValues = { name: string; slug: string; date: string };

/** The one wedding of a client: name, slug and a Mexico City date-time sent as UTC. */
export function WeddingForm() {
  const { t } = useTranslation(['dashboard', 'validation']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateWeddingMutation();
  const form = useAppForm<WeddingValues>({ name: '', slug: '', date: '' }, (values) => ({
    errors: {
      name: isBlank(values.name) ? t('validation:required') : undefined,
      slug:
        values.slug === ''
          ? t('validation:required')
          : isValidSlug(values.slug)
            ? undefined
            : t('validation:slug'),
      date:
        values.date === ''
          ? t('validation:required')
          : mexicoLocalToUtcIso(values.date)
            ? undefined
            : t('validation:dateTime'),
    },
  }));
  const slug = form.field('slug');
  // The address follows the names until the couple writes one of their own.
  const [isSlugEdited, setSlugEdited] = useState(false);
  const name = form.field('name');
  // Asked once the address has stopped changing for a moment, and only if it could be used.
  const settledSlug = useDebouncedValue(finishedSlug(form.values.slug), 400);
  const availability = useSlugAvailability(isValidSlug(settledSlug) ? settledSlug : null);
  const isTaken =
    availability.data?.slug === finishedSlug(form.values.slug) && !availability.data.available;
  const isFree =
    availability.data?.slug === finishedSlug(form.values.slug) && availability.data.available;

  const body = ({ name, slug: value, date }: WeddingValues) => ({
    name: name.trim(),
    slug: finishedSlug(value),
    date: mexicoLocalToUtcIso(date) ?? date,
  });
  const onCreated = (data: { message: string; wedding: { id: number } }) => {
    showSnack('success', data.message);
    queryClient.setQueryData<Client>(meQuery().queryKey, (client) =>
      client ? { ...client, weddings: [...client.weddings, { id: data.wedding.id }] } : client,
    );
    void queryClient.invalidateQueries({ queryKey: meQuery().queryKey });
  };

  // Anything typed is a change: the form starts empty.
  const isDirty =
    form.values.name.trim() !== '' || form.values.slug !== '' || form.values.date !== '';
  const markSaved = useUnsavedChanges(isDirty, async () => {
    // "Guardar y salir": the same checks and request as the button, then the guard leaves.
    if (!form.check()) return false;
    try {
      onCreated(await create.mutateAsync({ body: body(form.values) }));
      return true;
    } catch (error) {
      form.showServerError(error);
      return false;
    }
  });

  const submit = form.handleSubmit((values) =>
    create.mutate(
      { body: body(values) },
      {
        onSuccess: (data) => {
          onCreated(data);
          markSaved();
          void navigate(`/dashboard/boda/${data.wedding.id}`, { replace: true });
        },
        onError: form.showServerError,
      },
    ),
  );

  return (
    <FormPage
      title={t('weddingForm.title')}
      subtitle={t('weddingForm.subtitle')}
      submitLabel={t('weddingForm.submit')}
      isSubmitting={create.isPending}
      onSubmit={submit}
      after={<LogoutButton />}
    >
      <TextField
        {...name}
        onChange={(event) => {
          name.onChange(event);
          if (!isSlugEdited) form.setValue('slug', slugFromName(event.target.value));
        }}
        label={t('weddingForm.name')}
        autoComplete="off"
        required
      />
      <TextField
        {...slug}
        onChange={(event) => {
          setSlugEdited(event.target.value !== '');
          form.setValue('slug', sanitizeSlug(event.target.value));
        }}
        label={t('weddingForm.slug')}
        hint={isFree ? t('weddingForm.slugAvailable') : t('weddingForm.slugHint')}
        error={slug.error ?? (isTaken ? t('weddingForm.slugTaken') : undefined)}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={60}
        required
      />
      <TextField
        {...form.field('date')}
        label={t('weddingForm.date')}
        hint={t('weddingForm.dateHint')}
        type="datetime-local"
        required
      />
    </FormPage>
  );
}
