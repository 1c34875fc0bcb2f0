import { MEMBER_NAME_MAX_LENGTH } from '@convite/rules/guest-columns';
import { Button } from '@convite/ui/button';
import { ConfirmModal } from '@convite/ui/confirm-modal';
import { CloseIcon, PlusIcon } from '@convite/ui/icons';
import { Toggle } from '@convite/ui/toggle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fullName } from '../utils/guest-access.ts';
import {
  initials,
  isMissingName,
  maximumForAnotherPerson,
  newMemberDraft,
  openSeatCount,
  type MemberDraft,
} from '../utils/guest-members.ts';
import '../guest-members.css';

export type GuestMembersFieldProps = {
  members: MemberDraft[];
  onChange: (members: MemberDraft[]) => void;
  /** The invitation's maximum as typed (NaN while it is not a number). */
  maxGuestsAllowed: number;
  /** Adding a person to a full invitation raises its maximum to make room. */
  onMaximumChange: (maxGuestsAllowed: number) => void;
  /** The invitation's own name, offered as its first person while nobody is named. */
  householdName: { name: string; lastName: string };
  /** After a submit was tried: a person without a first name says so. */
  isChecked: boolean;
  /** The server's (or the form's) message about the people as a whole. */
  error?: string;
  disabled: boolean;
};

/**
 * "Quiénes vienen": the people the couple names for the invitation (first name, last name, child),
 * in order, and the seats left open for the guests to name when they answer. A seat strip shows
 * both at a glance; adding someone to a full invitation raises its maximum (up to 20).
 */
export function GuestMembersField({
  members,
  onChange,
  maxGuestsAllowed,
  onMaximumChange,
  householdName,
  isChecked,
  error,
  disabled,
}: GuestMembersFieldProps) {
  const { t } = useTranslation(['dashboard', 'validation']);
  const titleId = useId();
  const errorId = useId();
  const [toRemove, setToRemove] = useState<MemberDraft | null>(null);
  const [raisedTo, setRaisedTo] = useState<number | null>(null);
  const open = openSeatCount(maxGuestsAllowed, members.length);
  const nextMaximum = maximumForAnotherPerson(maxGuestsAllowed, members.length);
  const ownName = householdName.name.trim();

  const update = (key: string, change: Partial<MemberDraft>) =>
    onChange(members.map((member) => (member.key === key ? { ...member, ...change } : member)));
  const remove = (key: string) => onChange(members.filter((member) => member.key !== key));
  const add = (person: MemberDraft) => {
    if (nextMaximum === null) return;
    onChange([...members, person]);
    if (nextMaximum !== maxGuestsAllowed) {
      onMaximumChange(nextMaximum);
      setRaisedTo(nextMaximum);
    } else setRaisedTo(null);
  };

  return (
    <section className="guest-members" aria-labelledby={titleId}>
      <h2 id={titleId} className="guest-members__title">
        {t('guests.form.people.title')}
      </h2>
      <p className="muted guest-members__lead">{t('guests.form.people.lead')}</p>
      {open !== null && <SeatStrip members={members} open={open} />}
      {members.length > 0 && (
        <ol className="guest-members__list">
          {members.map((member, index) => {
            const number = index + 1;
            const name = fullName({
              name: member.firstName.trim(),
              lastName: member.lastName.trim(),
            });
            const isInvalid = isChecked && isMissingName(member);
            const fieldErrorId = `${errorId}-${member.key}`;
            return (
              <li key={member.key}>
                <fieldset className="guest-member" disabled={disabled}>
                  <legend className="guest-member__legend">
                    {t('guests.form.people.person', { number })}
                  </legend>
                  <div className="guest-member__row">
                    <input
                      className="cv-field__input guest-member__first"
                      value={member.firstName}
                      placeholder={t('guests.form.people.firstName')}
                      aria-label={t('guests.form.people.firstNameOf', { number })}
                      aria-invalid={isInvalid || undefined}
                      aria-describedby={isInvalid ? fieldErrorId : undefined}
                      maxLength={MEMBER_NAME_MAX_LENGTH}
                      autoComplete="off"
                      onChange={(event) => update(member.key, { firstName: event.target.value })}
                    />
                    <input
                      className="cv-field__input guest-member__last"
                      value={member.lastName}
                      placeholder={t('guests.form.people.lastName')}
                      aria-label={t('guests.form.people.lastNameOf', { number })}
                      maxLength={MEMBER_NAME_MAX_LENGTH}
                      autoComplete="off"
                      onChange={(event) => update(member.key, { lastName: event.target.value })}
                    />
                    <div className="guest-member__child">
                      <Toggle
                        label={t('guests.form.people.isChild')}
                        checked={member.isChild}
                        disabled={disabled}
                        onChange={(isChild) => update(member.key, { isChild })}
                      />
                    </div>
                    <button
                      type="button"
                      className="cv-icon-button icon-button--danger guest-member__remove"
                      aria-label={
                        name === ''
                          ? t('guests.form.people.removePerson', { number })
                          : t('guests.form.people.remove', { name })
                      }
                      title={
                        name === ''
                          ? t('guests.form.people.removePerson', { number })
                          : t('guests.form.people.remove', { name })
                      }
                      disabled={disabled}
                      onClick={() =>
                        member.hasAnswered ? setToRemove(member) : remove(member.key)
                      }
                    >
                      <CloseIcon size={20} />
                    </button>
                  </div>
                  {isInvalid && (
                    <p id={fieldErrorId} className="cv-field__error guest-member__error">
                      {t('validation:required')}
                    </p>
                  )}
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      {error !== undefined && (
        <p className="cv-field__error" role="alert">
          {error}
        </p>
      )}
      <p className="guest-members__open" aria-live="polite">
        {open === null
          ? null
          : open === 0
            ? t('guests.form.people.noOpenSeats')
            : open === 1
              ? t('guests.form.people.openSeatsOne')
              : t('guests.form.people.openSeats', { count: open })}
        {raisedTo !== null && <> {t('guests.form.people.raised', { count: raisedTo })}</>}
      </p>
      <div className="guest-members__add">
        <Button
          variant="secondary"
          disabled={disabled || nextMaximum === null}
          onClick={() => add(newMemberDraft())}
        >
          <span className="button-with-icon">
            <PlusIcon size={18} />
            {t('guests.form.people.add')}
          </span>
        </Button>
        {members.length === 0 && ownName !== '' && (
          <Button
            variant="ghost"
            disabled={disabled || nextMaximum === null}
            onClick={() =>
              add(newMemberDraft({ firstName: ownName, lastName: householdName.lastName.trim() }))
            }
          >
            {t('guests.form.people.addHousehold', {
              name: fullName({ name: ownName, lastName: householdName.lastName.trim() }),
            })}
          </Button>
        )}
      </div>
      {nextMaximum === null && <p className="muted">{t('guests.form.people.full')}</p>}
      <ConfirmModal
        open={toRemove !== null}
        message={t('guests.form.people.removeAnswered', {
          name: toRemove
            ? fullName({ name: toRemove.firstName.trim(), lastName: toRemove.lastName.trim() })
            : '',
        })}
        confirmLabel={t('guests.form.people.removeConfirm')}
        cancelLabel={t('guests.cancel')}
        onCancel={() => setToRemove(null)}
        onConfirm={() => {
          if (toRemove) remove(toRemove.key);
          setToRemove(null);
        }}
      />
    </section>
  );
}

/** The invitation's seats at a glance: the named ones with their initials, then the open ones. */
function SeatStrip({ members, open }: { members: MemberDraft[]; open: number }) {
  return (
    <ol className="seat-strip" aria-hidden="true">
      {members.map((member) => (
        <li
          key={member.key}
          className={`seat-strip__seat seat-strip__seat--named${member.isChild ? ' seat-strip__seat--child' : ''}`}
        >
          {initials(member)}
        </li>
      ))}
      {Array.from({ length: open }, (_, index) => (
        <li key={`open-${index}`} className="seat-strip__seat seat-strip__seat--open" />
      ))}
    </ol>
  );
}
