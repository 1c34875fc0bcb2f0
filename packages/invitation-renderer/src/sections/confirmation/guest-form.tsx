import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useInvitationTexts } from '../../invitation-i18n.tsx';
import {
  canEditConfirmation,
  chooseAnswer,
  guestCountChoices,
  ANSWER_VALUES,
  CONFIRMATION_FORM_ID,
  FORM_TOKEN_FIELD,
  initialConfirmationState,
  showsFoodRestrictions,
  showsGuestCount,
  showsMessage,
  showsSendButton,
  stateFromAnswer,
  stateFromFormFields,
  toConfirmationAnswer,
  type ConfirmationFormState,
  type ConfirmationSettings,
} from '../../confirmation-rules.ts';
import type { InvitationGuestModel, InvitationModel } from '../../model.ts';
import { GuestNote } from '../guest-note.tsx';
import { Choice } from './choice.tsx';
import type { ConfirmationProps } from './confirmation-props.ts';
import { FieldErrors } from './field-errors.tsx';
import { Notice } from './notice.tsx';
import { SecondaryAction } from './secondary-action.tsx';
import { useEnhancement } from './use-enhancement.ts';

type GuestFormProps = {
  wedding: InvitationModel;
  guest: InvitationGuestModel;
  confirmation: ConfirmationProps;
  /** The couple's deadline to answer, when there is one ahead: asked of a guest yet to answer. */
  deadline: ReactNode;
};

/** A known guest's answer: whether they come, how many, food restrictions and a message. */
export function GuestForm({ wedding, guest, confirmation, deadline }: GuestFormProps) {
  const t = useInvitationTexts();
  const id = useId();
  const { status, fieldErrors, draft, updateLinks } = confirmation;
  const [state, setState] = useState<ConfirmationFormState>(() =>
    draft ? stateFromAnswer(draft) : initialConfirmationState(guest),
  );
  const [isUpdateMode, setIsUpdateMode] = useState(
    Boolean(draft) || confirmation.startsInUpdateMode === true,
  );
  const [seenStatus, setSeenStatus] = useState(status);
  // A save that went through ends update mode (adjusting state while rendering, not in an effect).
  if (seenStatus !== status) {
    setSeenStatus(status);
    if (status === 'saved') setIsUpdateMode(false);
  }
  // A tap or text given before the script ran is in the page's form: the state starts from it.
  const { formRef, isEnhanced } = useEnhancement((form) =>
    setState((current) => stateFromFormFields(new FormData(form), current, guest.maxGuestsAllowed)),
  );

  const settings: ConfirmationSettings = {
    maxGuestsAllowed: guest.maxGuestsAllowed,
    foodRestrictionsEnabled: wedding.foodRestrictionsEnabled,
    messageEnabled: wedding.messageEnabled,
  };
  const isBusy = status === 'sending' || status === 'retrying';
  const isReadOnly = confirmation.readOnly === true;
  const isDisabled = isReadOnly || isBusy || !canEditConfirmation(guest, isUpdateMode);
  const hasAnswered = guest.confirmation !== null;
  // Before the script runs every part the answer may need is in the page; CSS shows what applies.
  const asIfAttending = isEnhanced ? state : { ...state, confirmation: true };
  const isSendShown = isReadOnly
    ? canEditConfirmation(guest, isUpdateMode)
    : isEnhanced
      ? status === 'sending' || (!isBusy && showsSendButton(state, guest, isUpdateMode, true))
      : canEditConfirmation(guest, isUpdateMode);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSendShown || isBusy || isReadOnly) return;
    confirmation.onSubmit(toConfirmationAnswer(state, settings));
  };
  const cancelChange = () => {
    setIsUpdateMode(false);
    setState(initialConfirmationState(guest));
  };
  const errorsOf = (field: string) => fieldErrors?.[field];
  const describedBy = (field: string) =>
    errorsOf(field) ? { 'aria-describedby': `${id}-${field}-error`, 'aria-invalid': true } : {};
  const savedAnswer = guest.confirmation ?? state.confirmation;

  return (
    <form
      ref={formRef}
      className={`inv-form${isEnhanced ? '' : ' inv-form--static'}${isReadOnly ? ' inv-form--read-only' : ''}`}
      method="post"
      action={`#${CONFIRMATION_FORM_ID}`}
      onSubmit={submit}
      noValidate
    >
      {confirmation.formToken ? (
        <input type="hidden" name={FORM_TOKEN_FIELD} value={confirmation.formToken} />
      ) : null}
      <p className="inv-confirmation-greeting">
        {t('confirmation.greeting', { name: guest.name })}
      </p>
      <GuestNote message={guest.specialMessage} names={wedding.name} />
      <p className="inv-confirmation-text">
        {guest.maxGuestsAllowed === 1
          ? t('confirmation.reservedOne')
          : t('confirmation.reservedMany', { count: guest.maxGuestsAllowed })}
      </p>
      {hasAnswered ? null : deadline}

      {isReadOnly ? <Notice kind="info">{t('confirmation.previewReadOnly')}</Notice> : null}

      {hasAnswered && !isUpdateMode && status !== 'saved' ? (
        <Notice kind="info">
          {guest.confirmation ? t('confirmation.answeredYes') : t('confirmation.answeredNo')}
        </Notice>
      ) : null}

      <fieldset className="inv-fieldset" disabled={isDisabled} {...describedBy('confirmation')}>
        <legend className="inv-confirmation-label">{t('confirmation.question')}</legend>
        <div className="inv-choices inv-choices--answer">
          <Choice
            name="confirmation"
            value={ANSWER_VALUES.yes}
            label={t('confirmation.yes')}
            isChecked={state.confirmation === true}
            onChoose={() =>
              setState((current) => chooseAnswer(current, true, guest.maxGuestsAllowed))
            }
          />
          <Choice
            name="confirmation"
            value={ANSWER_VALUES.no}
            label={t('confirmation.no')}
            isChecked={state.confirmation === false}
            onChoose={() =>
              setState((current) => chooseAnswer(current, false, guest.maxGuestsAllowed))
            }
          />
        </div>
        <FieldErrors id={`${id}-confirmation-error`} errors={errorsOf('confirmation')} />
      </fieldset>

      {showsGuestCount(asIfAttending, guest.maxGuestsAllowed) ? (
        <fieldset
          className="inv-fieldset inv-when-attending"
          disabled={isDisabled}
          {...describedBy('confirmedGuests')}
        >
          <legend className="inv-confirmation-label">{t('confirmation.guestsQuestion')}</legend>
          <div className="inv-choices inv-choices--count">
            {guestCountChoices(guest.maxGuestsAllowed).map((count) => (
              <Choice
                key={count}
                name="confirmedGuests"
                value={String(count)}
                label={
                  count === 1
                    ? t('confirmation.guestsOne')
                    : t('confirmation.guestsMany', { count })
                }
                isChecked={state.confirmedGuests === count}
                onChoose={() => setState((current) => ({ ...current, confirmedGuests: count }))}
              />
            ))}
          </div>
          <FieldErrors id={`${id}-confirmedGuests-error`} errors={errorsOf('confirmedGuests')} />
        </fieldset>
      ) : null}

      {showsFoodRestrictions(asIfAttending, settings) ? (
        <div className="inv-field inv-when-attending">
          <label htmlFor={`${id}-food`} className="inv-confirmation-label">
            {t('confirmation.foodRestrictions')}
          </label>
          <p id={`${id}-food-hint`} className="inv-hint">
            {t('confirmation.foodRestrictionsHint')}
          </p>
          <textarea
            id={`${id}-food`}
            name="foodRestrictions"
            className="inv-input inv-confirmation-input inv-base-corner-radius-element"
            rows={2}
            maxLength={500}
            value={state.foodRestrictions}
            disabled={isDisabled}
            onChange={(event) =>
              setState((current) => ({ ...current, foodRestrictions: event.target.value }))
            }
            aria-describedby={[
              `${id}-food-hint`,
              errorsOf('foodRestrictions') ? `${id}-foodRestrictions-error` : '',
            ]
              .join(' ')
              .trim()}
            aria-invalid={errorsOf('foodRestrictions') ? true : undefined}
          />
          <FieldErrors id={`${id}-foodRestrictions-error`} errors={errorsOf('foodRestrictions')} />
        </div>
      ) : null}

      {showsMessage(asIfAttending, settings) ? (
        <div className="inv-field inv-when-answered">
          <label htmlFor={`${id}-message`} className="inv-confirmation-label">
            {t('confirmation.message')}
          </label>
          <textarea
            id={`${id}-message`}
            name="message"
            className="inv-input inv-confirmation-input inv-base-corner-radius-element"
            rows={3}
            maxLength={1000}
            value={state.message}
            disabled={isDisabled}
            onChange={(event) =>
              setState((current) => ({ ...current, message: event.target.value }))
            }
            {...describedBy('message')}
          />
          <FieldErrors id={`${id}-message-error`} errors={errorsOf('message')} />
        </div>
      ) : null}

      {status === 'error' && confirmation.errorMessage ? (
        <Notice kind="error">{confirmation.errorMessage}</Notice>
      ) : null}
      {status === 'retrying' ? <Notice kind="info">{t('confirmation.retrying')}</Notice> : null}
      {/* The thanks are for the answer saved: not while it is being changed. */}
      {status === 'saved' && !isUpdateMode ? (
        <Notice kind="success">
          {savedAnswer ? t('confirmation.savedYes') : t('confirmation.savedNo')}
        </Notice>
      ) : null}

      <div className="inv-form-actions">
        {isSendShown ? (
          <button
            type="submit"
            className={`inv-button inv-confirmation-button inv-base-corner-radius-element${isReadOnly ? '' : ' inv-when-answered'}`}
            disabled={isReadOnly || status === 'sending'}
            aria-disabled={isReadOnly || status === 'sending' ? true : undefined}
          >
            {status === 'sending' ? t('confirmation.sending') : t('confirmation.send')}
          </button>
        ) : null}
        {hasAnswered && !isBusy && !isReadOnly ? (
          <SecondaryAction
            label={isUpdateMode ? t('confirmation.cancelChange') : t('confirmation.update')}
            href={isEnhanced ? null : (updateLinks?.[isUpdateMode ? 'cancel' : 'change'] ?? null)}
            onClick={isUpdateMode ? cancelChange : () => setIsUpdateMode(true)}
          />
        ) : null}
      </div>
    </form>
  );
}
