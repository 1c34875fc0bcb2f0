import { currentLanguage } from '@convite/i18n/create-i18n';
import { formatDateTime } from '@convite/i18n/dates';
import { Button } from '@convite/ui/button';
import { ConfirmModal } from '@convite/ui/confirm-modal';
import { WhatsAppIcon } from '@convite/ui/icons';
import { TextField } from '@convite/ui/text-field';
import { useUnsavedChanges } from '@convite/ui/unsaved-changes';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message.ts';
import { useCopy } from '../../../lib/use-copy.ts';
import { useCreateDoorHelper } from '../api/create-door-helper.ts';
import { useDeleteDoorHelper } from '../api/delete-door-helper.ts';
import { useDoorHelpers, type DoorHelper } from '../api/list-door-helpers.ts';

const NAME_MAX = 60;

/** A WhatsApp chat with the helper's link and a short word of what it is for. */
export function whatsappShareLink(text: string) {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/**
 * The door helpers ("anfitriones"): who checks guests in on the day from their phone. Add one by
 * name, copy or send their link by WhatsApp, remove one (their link stops working).
 */
export function DoorHelpers({
  weddingId,
  weddingName,
}: {
  weddingId: number;
  weddingName: string;
}) {
  const { t } = useTranslation('dashboard');
  const helpers = useDoorHelpers(weddingId);
  const create = useCreateDoorHelper(weddingId);
  const remove = useDeleteDoorHelper(weddingId);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [removing, setRemoving] = useState<DoorHelper | null>(null);

  // A name typed and not added: leaving asks first ("Guardar y salir" adds the helper).
  useUnsavedChanges(name.trim() !== '', () =>
    create.mutateAsync(name.trim()).then(
      () => true,
      (failure: unknown) => {
        setError(errorMessage(failure));
        return false;
      },
    ),
  );

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setError(t('seating.door.nameRequired'));
      return;
    }
    setError(undefined);
    create.mutate(name.trim(), {
      onSuccess: () => setName(''),
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  return (
    <section className="card door-helpers" aria-labelledby="door-helpers-title">
      <h2 id="door-helpers-title">{t('seating.door.title')}</h2>
      <p className="muted">{t('seating.door.lead')}</p>
      {helpers.data ? (
        helpers.data.helpers.length > 0 ? (
          <ul className="door-helpers__list">
            {helpers.data.helpers.map((helper) => (
              <HelperRow
                key={helper.id}
                helper={helper}
                weddingName={weddingName}
                onRemove={() => setRemoving(helper)}
              />
            ))}
          </ul>
        ) : (
          <p className="muted">{t('seating.door.empty')}</p>
        )
      ) : (
        helpers.isError && <p className="muted">{t('seating.door.loadFailed')}</p>
      )}
      <form className="door-helpers__form" noValidate onSubmit={add}>
        <TextField
          label={t('seating.door.name')}
          placeholder={t('seating.door.namePlaceholder')}
          value={name}
          maxLength={NAME_MAX}
          error={error}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" variant="secondary" loading={create.isPending}>
          {t('seating.door.add')}
        </Button>
      </form>
      <ConfirmModal
        open={removing !== null}
        message={t('seating.door.removeConfirm', { name: removing?.name ?? '' })}
        confirmLabel={t('seating.door.removeAction')}
        cancelLabel={t('seating.cancel')}
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          await remove.mutateAsync(removing.id);
          setRemoving(null);
        }}
      />
    </section>
  );
}

function HelperRow({
  helper,
  weddingName,
  onRemove,
}: {
  helper: DoorHelper;
  weddingName: string;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const { isCopied, copy } = useCopy();
  const text = t('seating.door.whatsappText', {
    name: helper.name,
    wedding: weddingName,
    link: helper.link,
  });

  return (
    <li className="door-helper">
      <div className="door-helper__who">
        <strong>{helper.name}</strong>
        {helper.expiresAt && (
          <span className="muted">
            {t('seating.door.expires', {
              date: formatDateTime(helper.expiresAt, currentLanguage(i18n), 'd LLL'),
            })}
          </span>
        )}
      </div>
      <div className="door-helper__actions">
        <Button
          variant="secondary"
          aria-label={t('seating.door.copyLabel', { name: helper.name })}
          onClick={() => void copy(helper.link)}
        >
          {isCopied ? t('seating.door.copied') : t('seating.door.copy')}
        </Button>
        <a
          className="cv-button cv-button--secondary"
          href={whatsappShareLink(text)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('seating.door.whatsappLabel', { name: helper.name })}
        >
          <WhatsAppIcon size={18} />
          <span>{t('seating.door.whatsapp')}</span>
        </a>
        <Button
          variant="ghost"
          aria-label={t('seating.door.removeLabel', { name: helper.name })}
          onClick={onRemove}
        >
          {t('seating.door.remove')}
        </Button>
      </div>
      <span className="cv-visually-hidden" aria-live="polite">
        {isCopied ? t('seating.door.copied') : ''}
      </span>
    </li>
  );
}
