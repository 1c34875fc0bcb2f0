import { Button } from '@convite/ui/button';
import { PlusIcon, CloseIcon } from '@convite/ui/icons';
import { Spinner } from '@convite/ui/spinner';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEventGuestChange, useEventGuests, useGuestSearch } from '../api/event-guests.ts';

type EventGuestsProps = { eventId: number; weddingId: number; disabled: boolean };

const fullName = (guest: { name: string; lastName: string | null }) =>
  [guest.name, guest.lastName].filter(Boolean).join(' ');

/**
 * The guests of an exclusive event: loaded only on request ("Cargar invitados"); then each can be
 * removed, and others found by name and added.
 */
export function EventGuests({ eventId, weddingId, disabled }: EventGuestsProps) {
  const { t } = useTranslation('dashboard');
  const [isRequested, setRequested] = useState(false);
  const [search, setSearch] = useState('');
  const searchId = useId();
  const guests = useEventGuests(eventId, isRequested);
  const found = useGuestSearch(weddingId, isRequested ? search : '');
  const change = useEventGuestChange(eventId);
  const title = t('editing.events.guests.title');

  if (!isRequested || guests.isError) {
    return (
      <div>
        <Button
          variant="secondary"
          disabled={disabled}
          onClick={() => (isRequested ? void guests.refetch() : setRequested(true))}
        >
          {t('editing.events.guests.load')}
        </Button>
      </div>
    );
  }
  if (!guests.data) return <Spinner label={t('editing.events.guests.load')} />;
  const invited = new Set(guests.data.map((guest) => guest.id));
  const candidates = (found.data ?? []).filter((guest) => !invited.has(guest.id));
  return (
    <div className="item-list" role="group" aria-label={title}>
      <h4 className="field-title">{title}</h4>
      <p className="muted">{t('editing.events.exclusiveNote')}</p>
      {guests.data.length === 0 ? (
        <p className="muted">{t('editing.events.guests.empty')}</p>
      ) : (
        <ul className="chips">
          {guests.data.map((guest) => (
            <li key={guest.id} className="chip">
              {fullName(guest)}
              <button
                type="button"
                className="cv-icon-button"
                aria-label={t('editing.events.guests.remove', { name: fullName(guest) })}
                disabled={disabled || change.isPending}
                onClick={() => change.mutate({ guestId: guest.id, isAdding: false })}
              >
                <CloseIcon size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <label className="cv-field__label" htmlFor={searchId}>
        {t('editing.events.guests.search')}
      </label>
      <input
        id={searchId}
        type="search"
        className="cv-field__input"
        value={search}
        disabled={disabled}
        onChange={(event) => setSearch(event.target.value)}
      />
      {search.trim().length >= 2 && found.isSuccess && candidates.length === 0 && (
        <p className="muted">{t('editing.events.guests.noResults')}</p>
      )}
      {candidates.length > 0 && (
        <ul className="chips">
          {candidates.map((guest) => (
            <li key={guest.id} className="chip">
              {fullName(guest)}
              <button
                type="button"
                className="cv-icon-button"
                aria-label={t('editing.events.guests.add', { name: fullName(guest) })}
                disabled={disabled || change.isPending}
                onClick={() => change.mutate({ guestId: guest.id, isAdding: true })}
              >
                <PlusIcon size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
