import { isAllowedGuestMaximum, MAX_GUESTS_ALLOWED } from '@convite/rules/field-bounds';
import { guestTextMaxLength } from '@convite/rules/guest-columns';
import { toE164Phone } from '@convite/rules/phone';
import { Button } from '@convite/ui/button';
import { Notice } from '@convite/ui/notice';
import { TextField } from '@convite/ui/text-field';
import { useUnsavedChanges } from '@convite/ui/unsaved-changes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointKey } from '@convite/api/query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { isBlank } from '../../../lib/validation.ts';
import type { Wedding } from '../../../lib/wedding.ts';
import {
  createGuest,
  oneGuestQuery,
  updateGuest,
  useGuestMutation,
  type Guest,
  type GuestValues,
} from '../api/guests.ts';
import { fullName, guestAccess } from '../utils/guest-access.ts';
import {
  isMissingName,
  memberDrafts,
  membersInput,
  type MemberDraft,
} from '../utils/guest-members.ts';
import { CopyLink } from './copy-link.tsx';
import { GuestMembersField } from './guest-members-field.tsx';
import { WhatsAppSend } from './whatsapp-send.tsx';

/**
 * The guest form page: create mode, or edit mode when the URL names a guest (`?guest=41&page=2`:
 * the page is where the back link returns). The chosen guest lives only in the URL.
 */
export function GuestFormPage({ wedding }: { wedding: Wedding }) {
  const { t } = useTranslation('dashboard');
  const [params] = useSearchParams();
  const guestId = Number(params.get('guest'));
  const isEditing = params.has('guest') && Number.isInteger(guestId) && guestId > 0;
  const cached = useCachedGuest(guestId);
  // A reload empties the cache, and a notice's link names a guest of any page: fetch it by id.
  const guestQuery = useQuery({ ...oneGuestQuery(guestId), enabled: isEditing && !cached });
  const guest = cached ?? guestQuery.data;
  // The guest just added: offered to send at once instead of going back to the list to find it.
  const [created, setCreated] = useState<Guest | null>(null);

  if (!guestAccess(wedding).canAdminister)
    return <Navigate to="../invitados" relative="path" replace />;

  return (
    <div className="tab guest-form">
      <BackLink />
      <h1>{isEditing ? t('guests.form.editTitle') : t('wedding.guestForm')}</h1>
      {!isEditing ? (
        created ? (
          <GuestCreated guest={created} wedding={wedding} onAnother={() => setCreated(null)} />
        ) : (
          <GuestForm wedding={wedding} onCreated={setCreated} />
        )
      ) : guest ? (
        <GuestForm key={guest.id} wedding={wedding} guest={guest} />
      ) : guestQuery.isPending ? (
        <PageSpinner />
      ) : (
        <Notice kind="error">{t('guests.form.notFound')}</Notice>
      )}
    </div>
  );
}

export function BackLink() {
  const { t } = useTranslation('dashboard');
  return (
    <Link className="back-link" to="../invitados" relative="path">
      ← {t('guests.back')}
    </Link>
  );
}

/** The guest from any list page or search already in the cache. */
function useCachedGuest(id: number): Guest | undefined {
  const queryClient = useQueryClient();
  const lists = queryClient
    .getQueriesData<{ guests: Guest[] }>({
      queryKey: endpointKey('post', '/guests/get-by-wedding'),
    })
    .flatMap(([, data]) => data?.guests ?? []);
  const searches = queryClient
    .getQueriesData<Guest[]>({ queryKey: endpointKey('post', '/guests/search') })
    .flatMap(([, data]) => data ?? []);
  return [...lists, ...searches].find((guest) => guest.id === id);
}

type FormValues = {
  name: string;
  lastName: string;
  phone: string;
  maxGuestsAllowed: string;
  specialMessage: string;
  /** Never typed: where the messages about the people as a whole go (the server's 422 included). */
  members: string;
};

/** The form's values for a guest (empty for a new one). */
function formValues(guest: Guest | undefined): FormValues {
  return {
    name: guest?.name ?? '',
    lastName: guest?.lastName ?? '',
    phone: guest?.phone ?? '',
    maxGuestsAllowed: String(guest?.maxGuestsAllowed ?? 1),
    specialMessage: guest?.specialMessage ?? '',
    members: '',
  };
}

/** What the request sends for these values and people. */
function guestValues(values: FormValues, members: readonly MemberDraft[]): GuestValues {
  return {
    name: values.name.trim(),
    lastName: values.lastName.trim() || null,
    phone: values.phone.trim(),
    maxGuestsAllowed: Number(values.maxGuestsAllowed),
    specialMessage: values.specialMessage.trim() || null,
    members: membersInput(members),
  };
}

function GuestForm({
  wedding,
  guest,
  onCreated,
}: {
  wedding: Wedding;
  guest?: Guest;
  /** After a create: the new guest (editing goes back to the list). */
  onCreated?: (guest: Guest) => void;
}) {
  const { t } = useTranslation(['dashboard', 'validation']);
  const navigate = useNavigate();
  const isDisabled = !wedding.active;
  const [members, setMembers] = useState<MemberDraft[]>(() => memberDrafts(guest));
  const [isChecked, setChecked] = useState(false);
  const save = useGuestMutation(
    (values: GuestValues): Promise<{ message: string; guest?: Guest }> =>
      guest ? updateGuest(guest.id, values) : createGuest(wedding.id, values),
    { isReportingErrors: false },
  );
  const formRef = useRef<HTMLFormElement>(null);
  const form = useAppForm<FormValues>(formValues(guest), (values) => {
    const max = Number(values.maxGuestsAllowed);
    const required = t('validation:required');
    return {
      errors: {
        name: isBlank(values.name) ? required : undefined,
        phone: isBlank(values.phone)
          ? required
          : toE164Phone(values.phone) === null
            ? t('guests.form.phoneInvalid')
            : undefined,
        maxGuestsAllowed: isBlank(values.maxGuestsAllowed)
          ? required
          : !isAllowedGuestMaximum(max)
            ? t('guests.form.maxGuestsRange')
            : max < members.length
              ? t('guests.form.people.tooFew', { count: members.length })
              : undefined,
        members: members.some(isMissingName) ? t('guests.form.people.namesMissing') : undefined,
      },
    };
  });

  // Really changed: what the request would send differs from the guest as saved.
  const isDirty =
    JSON.stringify(guestValues(form.values, members)) !==
    JSON.stringify(guestValues(formValues(guest), memberDrafts(guest)));
  const markSaved = useUnsavedChanges(isDirty && !isDisabled, async () => {
    // "Guardar y salir": the same checks and request as the button, then the guard leaves.
    setChecked(true);
    if (!form.check(formRef.current)) return false;
    try {
      await save.mutateAsync(guestValues(form.values, members));
      return true;
    } catch (error) {
      form.showServerError(error);
      return false;
    }
  });

  const changeMembers = (next: MemberDraft[]) => {
    setMembers(next);
    // A change to the people clears the server's message about them.
    form.setValue('members', '');
  };
  const handleSubmit = form.handleSubmit((values) =>
    save.mutate(guestValues(values, members), {
      onSuccess: (result) => {
        markSaved();
        if (result.guest !== undefined && onCreated !== undefined) onCreated(result.guest);
        else void navigate('../invitados', { relative: 'path' });
      },
      onError: form.showServerError,
    }),
  );
  const submit = (event: FormEvent) => {
    setChecked(true);
    handleSubmit(event);
  };

  return (
    <form ref={formRef} className="form guest-form__form" noValidate onSubmit={submit}>
      <TextField
        {...form.field('name')}
        label={t('guests.form.name')}
        autoComplete="off"
        required
        disabled={isDisabled}
      />
      <TextField
        {...form.field('lastName')}
        label={t('guests.form.lastName')}
        autoComplete="off"
        disabled={isDisabled}
      />
      <TextField
        {...form.field('phone')}
        label={t('guests.form.phone')}
        hint={t('guests.form.phoneHint')}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        required
        disabled={isDisabled}
      />
      <TextField
        {...form.field('maxGuestsAllowed')}
        label={t('guests.form.maxGuestsAllowed')}
        hint={t('guests.form.maxGuestsHint')}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_GUESTS_ALLOWED}
        step={1}
        required
        disabled={isDisabled}
      />
      <TextField
        {...form.field('specialMessage')}
        label={t('guests.form.specialMessage')}
        autoComplete="off"
        maxLength={guestTextMaxLength('specialMessage')}
        disabled={isDisabled}
      />
      <GuestMembersField
        members={members}
        onChange={changeMembers}
        maxGuestsAllowed={Number(form.values.maxGuestsAllowed)}
        onMaximumChange={(max) => form.setValue('maxGuestsAllowed', String(max))}
        householdName={{ name: form.values.name, lastName: form.values.lastName }}
        isChecked={isChecked}
        error={form.errorFor('members')}
        disabled={isDisabled}
      />
      <Button type="submit" loading={save.isPending} disabled={isDisabled}>
        {guest ? t('guests.form.save') : t('guests.form.create')}
      </Button>
    </form>
  );
}

/** After adding a guest: send their invitation right here, add another, or go back to the list. */
function GuestCreated({
  guest,
  wedding,
  onAnother,
}: {
  guest: Guest;
  wedding: Wedding;
  onAnother: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const name = fullName(guest);
  return (
    <section className="card guest-created" aria-labelledby="guest-created-title">
      <h2 id="guest-created-title">{t('guests.created.title', { name })}</h2>
      <p className="muted">{t('guests.created.lead')}</p>
      <div className="guest-created__send">
        <WhatsAppSend guest={guest} wedding={wedding} name={name} canWrite={wedding.active} />
        <CopyLink link={guest.link} name={name} />
      </div>
      <div className="guest-created__next">
        <Button variant="secondary" onClick={onAnother}>
          {t('guests.created.another')}
        </Button>
        <Link className="cv-button cv-button--ghost" to="../invitados" relative="path">
          {t('guests.created.list')}
        </Link>
      </div>
    </section>
  );
}
