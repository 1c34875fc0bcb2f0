import { formatPhone } from '@convite/rules/phone';
import { ConfirmModal } from '@convite/ui/confirm-modal';
import { Toggle } from '@convite/ui/toggle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { deleteGuest, setGuestSent, useGuestMutation, type Guest } from '../api/guests.ts';
import { fullName } from '../utils/guest-access.ts';
import type { MessageWedding } from '../utils/guest-message.ts';
import { householdView, type HouseholdContext } from '../utils/household.ts';
import { CopyLink } from './copy-link.tsx';
import { GuestQrButton } from './guest-qr.tsx';
import { GuestStatusBadge } from './guest-status-badge.tsx';
import { HouseholdAnswers } from './household-answers.tsx';
import { TextModalButton } from './text-modal-button.tsx';
import { WhatsAppApiSend } from './whatsapp-api-send.tsx';
import { WhatsAppSend } from './whatsapp-send.tsx';
import '../guest-list.css';

export type GuestsTableProps = {
  guests: Guest[];
  /** The couple's names, the date and the deadline, for each guest's WhatsApp message. */
  wedding: MessageWedding;
  /** False while the wedding is inactive: the toggle, edit and delete are disabled. */
  canWrite: boolean;
  /** The list page the guests came from, kept in the edit link so a reload finds the guest. */
  page: number;
  /** The events and the couple's questions, to read each household's answers. */
  household: HouseholdContext;
};

/**
 * The guest list: one markup, two layouts (app.css, a container query on .guest-list). Wide, a
 * table of five columns that fits a computer's content box with every action in the last one;
 * narrow (a phone), each row a card: name and status on top, then the seats and the answers (who of
 * the household goes to what, eating what; the notes), then the phone and the actions, WhatsApp
 * first and full width, so nothing sits off-screen.
 */
export function GuestsTable({ guests, wedding, canWrite, page, household }: GuestsTableProps) {
  const { t } = useTranslation('dashboard');
  const [toDelete, setToDelete] = useState<Guest | null>(null);
  const sent = useGuestMutation(setGuestSent);
  const remove = useGuestMutation(deleteGuest);

  return (
    <div className="guest-list" role="region" aria-label={t('guests.tableLabel')}>
      <table className="guest-table">
        <thead>
          <tr>
            <th scope="col">{t('guests.columns.guest')}</th>
            <th scope="col">{t('guestProgress.column')}</th>
            <th scope="col" className="guest-table__number">
              {t('guests.columns.confirmedGuests')}
            </th>
            <th scope="col">{t('guests.columns.notes')}</th>
            <th scope="col">{t('guests.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {guests.map((guest) => {
            const name = fullName(guest);
            const isSending = sent.isPending && sent.variables.id === guest.id;
            const people = householdView(guest, household);
            const hasPeople = people.people.length > 0 || people.answers.length > 0;
            const hasNotes = hasPeople || Boolean(guest.foodRestrictions || guest.message);
            return (
              <tr key={guest.id} className="guest-row">
                <th scope="row" className="guest-row__name">
                  {name}
                </th>
                <td className="guest-row__status">
                  <GuestStatusBadge guest={guest} />
                  <div className="guest-row__sent">
                    <span aria-hidden="true">{t('guests.columns.sent')}</span>
                    <Toggle
                      label={t('guests.sentOf', { name })}
                      isLabelHidden
                      checked={guest.sent}
                      busy={isSending}
                      disabled={!canWrite}
                      onChange={(next) => sent.mutate({ id: guest.id, sent: next })}
                    />
                  </div>
                </td>
                <td className="guest-row__seats guest-table__number">
                  <span className="guest-row__label">{t('guests.columns.confirmedGuests')}</span>
                  {t('guests.seats', {
                    confirmed: guest.confirmedGuests ?? '—',
                    max: guest.maxGuestsAllowed,
                  })}
                </td>
                <td className={`guest-row__notes${hasNotes ? '' : ' guest-row__notes--empty'}`}>
                  {hasNotes ? (
                    <>
                      {hasPeople && <HouseholdAnswers household={people} name={name} />}
                      <TextModalButton
                        text={guest.foodRestrictions}
                        caption={t('guests.columns.foodRestrictions')}
                        title={t('guests.foodRestrictionsOf', { name })}
                        label={t('guests.viewFoodRestrictions', { name })}
                      />
                      <TextModalButton
                        text={guest.message}
                        caption={t('guests.columns.message')}
                        title={t('guests.messageOf', { name })}
                        label={t('guests.viewMessage', { name })}
                      />
                    </>
                  ) : (
                    <span className="muted">—</span>
                  )}
                </td>
                <td className="guest-row__actions">
                  <span className="guest-row__phone">
                    {guest.phone === null ? '—' : formatPhone(guest.phone)}
                  </span>
                  <WhatsAppSend guest={guest} wedding={wedding} name={name} canWrite={canWrite} />
                  <WhatsAppApiSend guest={guest} name={name} canWrite={canWrite} />
                  <div className="guest-row__buttons">
                    <CopyLink link={guest.link} name={name} />
                    {canWrite ? (
                      <Link
                        className="cv-button cv-button--secondary guest-row__edit"
                        to={`../agregar-invitado?guest=${guest.id}&page=${page}`}
                        relative="path"
                        aria-label={t('guests.editGuest', { name })}
                      >
                        {t('guests.edit')}
                      </Link>
                    ) : (
                      <button
                        type="button"
                        className="cv-button cv-button--secondary guest-row__edit"
                        disabled
                        aria-label={t('guests.editGuest', { name })}
                      >
                        {t('guests.edit')}
                      </button>
                    )}
                    <GuestQrButton link={guest.link} name={name} />
                    <button
                      type="button"
                      className="cv-button cv-button--ghost guest-row__delete"
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
    </div>
  );
}
