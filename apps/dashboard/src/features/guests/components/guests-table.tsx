import { currentLanguage, type Language } from '@convite/i18n/create-i18n';
import { formatDateTime } from '@convite/i18n/dates';
import { formatPhone } from '@convite/rules/phone';
import { ConfirmModal } from '@convite/ui/confirm-modal';
import { Toggle } from '@convite/ui/toggle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { deleteGuest, setGuestSent, useGuestMutation, type Guest } from '../api/guests.ts';
import { fullName } from '../utils/guest-access.ts';
import type { MessageWedding } from '../utils/guest-message.ts';
import { timeAgo } from '../utils/guest-openings.ts';
import { householdView, type HouseholdContext } from '../utils/household.ts';
import { CopyLinkButton, OpenLink } from './copy-link.tsx';
import { GuestQrButton } from './guest-qr.tsx';
import { GuestOpenings, GuestStatusBadge } from './guest-status-badge.tsx';
import { HouseholdAnswers } from './household-answers.tsx';
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
  /** The guests ticked for an action on several at once (guest-selection-bar.tsx). */
  selected: ReadonlySet<number>;
  onSelect: (guests: readonly Guest[], isSelected: boolean) => void;
};

const COLUMNS = 7;

/** "3 de mayo", "May 3": the day a guest deleted their data. */
const LEFT_DATE: Record<Language, string> = { es: "d 'de' LLLL", en: 'LLLL d' };

/**
 * The guest list, made to scan: one line a guest (a row on a computer, a short card on a phone:
 * the same markup, two layouts by a container query in guest-list.css) with the tick, the name,
 * where they stand, the seats confirmed, their latest opening, the "sent" mark and the two actions
 * done most (WhatsApp, copy the link). A tap on the name opens the rest under it: the phone, the
 * openings, who of the household comes to what, the notes, and open, edit, QR and delete.
 */
export function GuestsTable({
  guests,
  wedding,
  canWrite,
  page,
  household,
  selected,
  onSelect,
}: GuestsTableProps) {
  const { t } = useTranslation('dashboard');
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(new Set());
  const [toDelete, setToDelete] = useState<Guest | null>(null);
  const remove = useGuestMutation(deleteGuest);
  const isPageSelected = guests.length > 0 && guests.every((guest) => selected.has(guest.id));

  const toggle = (id: number) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div className="guest-list" role="region" aria-label={t('guests.tableLabel')}>
      <table className="guest-table">
        <thead>
          <tr>
            <th scope="col" className="guest-table__select">
              <input
                type="checkbox"
                className="guest-check"
                aria-label={t('guests.selectPage')}
                checked={isPageSelected}
                onChange={(event) => onSelect(guests, event.target.checked)}
              />
            </th>
            <th scope="col">{t('guests.columns.guest')}</th>
            <th scope="col">{t('guestProgress.column')}</th>
            <th scope="col" className="guest-table__number">
              {t('guests.columns.confirmedGuests')}
            </th>
            <th scope="col">{t('guests.columns.lastOpened')}</th>
            <th scope="col">{t('guests.columns.sent')}</th>
            <th scope="col">{t('guests.columns.actions')}</th>
          </tr>
        </thead>
        {guests.map((guest) => (
          <GuestItem
            key={guest.id}
            guest={guest}
            wedding={wedding}
            canWrite={canWrite}
            page={page}
            household={household}
            isSelected={selected.has(guest.id)}
            onSelect={(isSelected) => onSelect([guest], isSelected)}
            isOpen={openIds.has(guest.id)}
            onToggle={() => toggle(guest.id)}
            onDelete={() => setToDelete(guest)}
          />
        ))}
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
          onSelect([toDelete], false);
          setToDelete(null);
        }}
      />
    </div>
  );
}

type GuestItemProps = Omit<GuestsTableProps, 'guests' | 'selected' | 'onSelect'> & {
  guest: Guest;
  isSelected: boolean;
  onSelect: (isSelected: boolean) => void;
  isOpen: boolean;
  onToggle: () => void;
  onDelete: () => void;
};

/** One guest: its line, and its details (hidden until the name is tapped). */
function GuestItem({
  guest,
  wedding,
  canWrite,
  page,
  household,
  isSelected,
  onSelect,
  isOpen,
  onToggle,
  onDelete,
}: GuestItemProps) {
  const { t, i18n } = useTranslation('dashboard');
  const language = currentLanguage(i18n);
  // A guest who deleted their data (removeGuestData) has no name left: the day they left stands for it.
  const name = guest.leftAt
    ? t('guests.left.name', { date: formatDateTime(guest.leftAt, language, LEFT_DATE[language]) })
    : fullName(guest);
  const detailsId = `guest-details-${guest.id}`;
  const seats = t('guests.seats', {
    confirmed: guest.confirmedGuests ?? '—',
    max: guest.maxGuestsAllowed,
  });

  return (
    <tbody className={`guest-item${isOpen ? ' guest-item--open' : ''}`}>
      <tr className="guest-row">
        <td className="guest-row__select">
          <input
            type="checkbox"
            className="guest-check"
            aria-label={t('guests.selectGuest', { name })}
            checked={isSelected}
            onChange={(event) => onSelect(event.target.checked)}
          />
        </td>
        <th scope="row" className="guest-row__name">
          <button
            type="button"
            className="guest-row__toggle"
            aria-expanded={isOpen}
            aria-controls={detailsId}
            onClick={onToggle}
          >
            <span className="guest-row__name-text">{name}</span>
          </button>
        </th>
        <td className="guest-row__status">
          {guest.leftAt ? (
            <span className="guest-status__badge guest-status__badge--left">
              {t('guests.left.badge')}
            </span>
          ) : (
            <GuestStatusBadge guest={guest} />
          )}
        </td>
        <td className="guest-row__seats guest-table__number">
          {/* The column's header names it in the table; under a card's status, "2 de 2" is enough. */}
          <span className="cv-visually-hidden">{t('guests.columns.confirmedGuests')} </span>
          {seats}
        </td>
        <td className="guest-row__opened">
          <span className="cv-visually-hidden">{t('guests.columns.lastOpened')} </span>
          {guest.lastOpenedAt === null ? '—' : timeAgo(guest.lastOpenedAt, language)}
        </td>
        <td className="guest-row__sent">
          <SentToggle guest={guest} name={name} canWrite={canWrite} />
        </td>
        <td className="guest-row__actions">
          <WhatsAppSend guest={guest} wedding={wedding} name={name} canWrite={canWrite} />
          <CopyLinkButton link={guest.link} name={name} />
        </td>
      </tr>
      <tr className="guest-details" id={detailsId} hidden={!isOpen}>
        <td colSpan={COLUMNS}>
          {isOpen && (
            <GuestDetails
              guest={guest}
              name={name}
              canWrite={canWrite}
              page={page}
              household={household}
              onDelete={onDelete}
            />
          )}
        </td>
      </tr>
    </tbody>
  );
}

function SentToggle({ guest, name, canWrite }: { guest: Guest; name: string; canWrite: boolean }) {
  const { t } = useTranslation('dashboard');
  const sent = useGuestMutation(setGuestSent);
  return (
    <Toggle
      label={t('guests.sentOf', { name })}
      isLabelHidden
      checked={guest.sent}
      busy={sent.isPending}
      disabled={!canWrite}
      onChange={(next) => sent.mutate({ id: guest.id, sent: next })}
    />
  );
}

/** What a tap on the name opens: the phone and the "sent" mark, the openings, the answers, the rest. */
function GuestDetails({
  guest,
  name,
  canWrite,
  page,
  household,
  onDelete,
}: {
  guest: Guest;
  name: string;
  canWrite: boolean;
  page: number;
  household: HouseholdContext;
  onDelete: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const people = householdView(guest, household);
  const hasPeople = people.people.length > 0 || people.answers.length > 0;
  return (
    <div className="guest-details__body">
      <div className="guest-details__facts">
        <p className="guest-details__phone">
          <span className="guest-row__label">{t('guests.phone')}</span>
          {guest.phone === null ? t('guests.noPhone') : formatPhone(guest.phone)}
        </p>
        {/* On a phone the line has no room for the "sent" mark: it is here. */}
        <div className="guest-details__sent">
          <span aria-hidden="true">{t('guests.columns.sent')}</span>
          <SentToggle guest={guest} name={name} canWrite={canWrite} />
        </div>
        <GuestOpenings guest={guest} />
        <WhatsAppApiSend guest={guest} name={name} canWrite={canWrite} />
      </div>
      {hasPeople && <HouseholdAnswers household={people} name={name} />}
      {(guest.foodRestrictions || guest.message) && (
        <dl className="guest-details__notes">
          {guest.foodRestrictions && (
            <div>
              <dt>{t('guests.columns.foodRestrictions')}</dt>
              <dd>{guest.foodRestrictions}</dd>
            </div>
          )}
          {guest.message && (
            <div>
              <dt>{t('guests.columns.message')}</dt>
              <dd className="guest-text">{guest.message}</dd>
            </div>
          )}
        </dl>
      )}
      <div className="guest-details__buttons">
        <OpenLink link={guest.link} name={name} />
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
          onClick={onDelete}
        >
          {t('guests.delete')}
        </button>
      </div>
    </div>
  );
}
