import { formatPhone } from '@convite/rules/phone';
import { ConfirmModal } from '@convite/ui/confirm-modal';
import { Toggle } from '@convite/ui/toggle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { deleteGuest, setGuestSent, useGuestMutation, type Guest } from '../api/guests.ts';
import { fullName } from '../utils/guest-access.ts';
import type { MessageWedding } from '../utils/guest-message.ts';
import { CopyLink } from './copy-link.tsx';
import { GuestQrButton } from './guest-qr.tsx';
import { GuestStatusBadge } from './guest-status-badge.tsx';
import { TextModalButton } from './text-modal-button.tsx';
import { WhatsAppApiSend } from './whatsapp-api-send.tsx';
import { WhatsAppSend } from './whatsapp-send.tsx';

export type GuestsTableProps = {
  guests: Guest[];
  /** The couple's names, the date and the deadline, for each guest's WhatsApp message. */
  wedding: MessageWedding;
  /** False while the wedding is inactive: the toggle, edit and delete are disabled. */
  canWrite: boolean;
  /** The list page the guests came from, kept in the edit link so a reload finds the guest. */
  page: number;
};

/**
 * The guest list. On a phone it scrolls sideways inside its wrapper with the name column pinned,
 * so every column keeps its header.
 */
export function GuestsTable({ guests, wedding, canWrite, page }: GuestsTableProps) {
  const { t } = useTranslation('dashboard');
  const [toDelete, setToDelete] = useState<Guest | null>(null);
  const sent = useGuestMutation(setGuestSent);
  const remove = useGuestMutation(deleteGuest);

  const response = (guest: Guest) =>
    guest.confirmation === null
      ? t('guests.response.none')
      : guest.confirmation
        ? t('guests.response.yes')
        : t('guests.response.no');

  return (
    <>
      <div
        className="guest-table__scroll"
        role="region"
        aria-label={t('guests.tableLabel')}
        tabIndex={0}
      >
        <table className="guest-table">
          <thead>
            <tr>
              <th scope="col" className="guest-table__sticky">
                {t('guests.columns.name')}
              </th>
              <th scope="col">{t('guestProgress.column')}</th>
              <th scope="col">{t('guests.columns.phone')}</th>
              <th scope="col">{t('guests.columns.maxGuests')}</th>
              <th scope="col">{t('guests.columns.response')}</th>
              <th scope="col">{t('guests.columns.confirmedGuests')}</th>
              <th scope="col">{t('guests.columns.foodRestrictions')}</th>
              <th scope="col">{t('guests.columns.message')}</th>
              <th scope="col">{t('guests.columns.link')}</th>
              <th scope="col">{t('guests.columns.sent')}</th>
              <th scope="col">{t('guests.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {guests.map((guest) => {
              const name = fullName(guest);
              const isSending = sent.isPending && sent.variables.id === guest.id;
              return (
                <tr key={guest.id}>
                  <th scope="row" className="guest-table__sticky">
                    {name}
                  </th>
                  <td>
                    <GuestStatusBadge guest={guest} />
                  </td>
                  <td>
                    <span className="guest-table__nowrap">
                      {guest.phone === null ? '—' : formatPhone(guest.phone)}
                    </span>
                    <WhatsAppSend guest={guest} wedding={wedding} name={name} canWrite={canWrite} />
                    <WhatsAppApiSend guest={guest} name={name} canWrite={canWrite} />
                  </td>
                  <td className="guest-table__number">{guest.maxGuestsAllowed}</td>
                  <td>{response(guest)}</td>
                  <td className="guest-table__number">{guest.confirmedGuests ?? '—'}</td>
                  <td>
                    <TextModalButton
                      text={guest.foodRestrictions}
                      title={t('guests.foodRestrictionsOf', { name })}
                      label={t('guests.viewFoodRestrictions', { name })}
                    />
                  </td>
                  <td>
                    <TextModalButton
                      text={guest.message}
                      title={t('guests.messageOf', { name })}
                      label={t('guests.viewMessage', { name })}
                    />
                  </td>
                  <td>
                    <CopyLink link={guest.link} name={name} />
                  </td>
                  <td>
                    <div className="guest-table__toggle">
                      <Toggle
                        label={t('guests.sentOf', { name })}
                        checked={guest.sent}
                        busy={isSending}
                        disabled={!canWrite}
                        onChange={(next) => sent.mutate({ id: guest.id, sent: next })}
                      />
                    </div>
                  </td>
                  <td>
                    <div className="guest-table__actions">
                      <GuestQrButton link={guest.link} name={name} />
                      {canWrite ? (
                        <Link
                          className="cv-button cv-button--secondary"
                          to={`../agregar-invitado?guest=${guest.id}&page=${page}`}
                          relative="path"
                          aria-label={t('guests.editGuest', { name })}
                        >
                          {t('guests.edit')}
                        </Link>
                      ) : (
                        <button
                          type="button"
                          className="cv-button cv-button--secondary"
                          disabled
                          aria-label={t('guests.editGuest', { name })}
                        >
                          {t('guests.edit')}
                        </button>
                      )}
                      <button
                        type="button"
                        className="cv-button cv-button--danger"
                        disabled={!canWrite}
                        aria-label={t('guests.deleteGuest', { name })}
                        onClick={() => setToDelete(guest)}
                      >
                        {t('guests.delete')}
                      </button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ConfirmModal
        open={toDelete !== null}
        message={t('guests.deleteConfirm', { name: toDelete ? fullName(toDelete) : '' })}
        confirmLabel={t('guests.delete')}
        cancelLabel={t('guests.cancel')}
        onCancel={() => setToDelete(null)}
        onConfirm={async () => {
          if (!toDelete) return;
          await remove.mutateAsync(toDelete.id);
          setToDelete(null);
        }}
      />
    </>
  );
}
