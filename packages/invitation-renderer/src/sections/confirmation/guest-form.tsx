import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent as SubmitEvent,
  type ReactNode,
} from 'react';
import { useInvitationTexts } from '../../invitation-i18n.tsx';
import {
  answerProblems,
  chooseForAll,
  CONFIRMATION_FORM_ID,
  fieldName,
  FORM_TOKEN_FIELD,
  formContext,
  initialConfirmationState,
  QUICK_FIELD,
  QUICK_VALUES,
  stateFromFormFields,
  toConfirmationAnswer,
  type AnswerWindow,
  type FormEvent,
} from '../../confirmation-rules.ts';
import type { InvitationGuestModel, InvitationModel } from '../../model.ts';
import { GuestSeats } from '../header.tsx';
import { GuestNote } from '../guest-note.tsx';
import { StaticForm } from './choice.tsx';
import { ClosedNotice } from './closed-notice.tsx';
import type { ConfirmationProps } from './confirmation-props.ts';
import { FieldErrors } from './field-errors.tsx';
import { Notice } from './notice.tsx';
import { Receipt } from './receipt.tsx';
import { QuestionField, SeatCard } from './seat-card.tsx';
import { SecondaryAction } from './secondary-action.tsx';
import { useEnhancement } from './use-enhancement.ts';

type GuestFormProps = {
  wedding: InvitationModel;
  guest: InvitationGuestModel;
  /** The events of the guest's invitation. */
  events: FormEvent[];
  confirmation: ConfirmationProps;
  /** The couple's deadline to answer, when there is one ahead. */
  deadline: ReactNode;
  answerWindow: AnswerWindow;
};

/**
 * A known guest's answer: each person of the invitation says yes or no to each event (one button
 * for everyone to everything, one for nobody), picks a meal where there is a menu, and the couple's
 * questions follow. Once answered, the page reads the answer back (the receipt) with a button to
 * change it; past the deadline of a couple who take no late answers, it says answers are closed and
 * offers a WhatsApp message to the couple instead.
 */
export function GuestForm({
  wedding,
  guest,
  events,
  confirmation,
  deadline,
  answerWindow,
}: GuestFormProps) {
  const t = useInvitationTexts();
  const id = useId();
  const { status, fieldErrors, draft, updateLinks } = confirmation;
  const isReadOnly = confirmation.readOnly === true;
  const context = formContext(wedding, guest, events);
  const [state, setState] = useState(() => draft ?? initialConfirmationState(guest, context));
  const [isUpdateMode, setIsUpdateMode] = useState(
    Boolean(draft) || confirmation.startsInUpdateMode === true,
  );
  // A saved answer is read back. A changed one remounts the form (its key is the guest), but the same
  // answer sent again brings back the same guest: leaving the update mode here covers both.
  const [seenStatus, setSeenStatus] = useState(status);
  if (status !== seenStatus) {
    setSeenStatus(status);
    if (status === 'saved') setIsUpdateMode(false);
  }
  // The thanks and the answer read back take the form's place, shorter: without this the page would
  // stay where the long form ended, on the sections below, as if nothing had happened.
  const readBack = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (status !== 'saved') return;
    const calm = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    readBack.current?.scrollIntoView?.({ block: 'start', behavior: calm ? 'auto' : 'smooth' });
  }, [status]);
  // A refused answer comes back with what is missing marked; a new form marks it on the first try.
  const [showsProblems, setShowsProblems] = useState(Boolean(draft) && status === 'error');
  const { formRef, isEnhanced } = useEnhancement((form) =>
    setState((current) => stateFromFormFields(new FormData(form), current, context)),
  );
  const isBusy = status === 'sending' || status === 'retrying';
  const hasAnswered = guest.confirmation !== null;
  const isClosed = answerWindow === 'closed';
  const retrying =
    status === 'retrying' ? <Notice kind="info">{t('confirmation.retrying')}</Notice> : null;
  const note = <GuestNote message={guest.specialMessage} names={wedding.name} />;

  if (isClosed || (hasAnswered && !isUpdateMode)) {
    return (
      <div className="inv-form" ref={readBack}>
        {note}
        {status === 'saved' ? (
          <Notice kind="success">
            {guest.confirmation ? t('confirmation.savedYes') : t('confirmation.savedNo')}
          </Notice>
        ) : null}
        {retrying}
        {hasAnswered ? <Receipt guest={guest} context={context} /> : null}
        {guest.answeredLate ? <p className="inv-hint">{t('confirmation.answeredLate')}</p> : null}
        {isClosed ? <ClosedNotice wedding={wedding} guest={guest} /> : null}
        {!isClosed && !isReadOnly && !isBusy ? (
          <SecondaryAction
            label={t('confirmation.update')}
            href={isEnhanced ? null : (updateLinks?.change ?? null)}
            onClick={() => setIsUpdateMode(true)}
          />
        ) : null}
      </div>
    );
  }

  const problems = new Set(showsProblems ? answerProblems(state, context) : []);
  const isDisabled = isReadOnly || isBusy;
  const rows = state.seats.length * context.events.length;
  // Without the script the quick choices are sent (the server fills the form and sends nothing);
  // with it they are plain buttons, so Enter in a name field never picks one.
  const quickButton = (going: boolean, label: string) => (
    <button
      type={isEnhanced ? 'button' : 'submit'}
      name={QUICK_FIELD}
      value={going ? QUICK_VALUES.all : QUICK_VALUES.none}
      className={`inv-button ${going ? 'inv-confirmation-button' : 'inv-confirmation-secondary-button'} inv-base-corner-radius-element`}
      onClick={() => setState((current) => chooseForAll(current, context, going))}
    >
      {label}
    </button>
  );
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (isBusy || isReadOnly) return;
    if (answerProblems(state, context).length > 0) {
      setShowsProblems(true);
      requestAnimationFrame(() =>
        formRef.current?.querySelector('.inv-problem')?.scrollIntoView?.({ block: 'center' }),
      );
      return;
    }
    confirmation.onSubmit(toConfirmationAnswer(state, context));
  };
  const cancelChange = () => {
    setIsUpdateMode(false);
    setShowsProblems(false);
    setState(initialConfirmationState(guest, context));
  };
  // The API's errors of fields the form has no place for (a person's, an event's) go with its message.
  const otherErrors = Object.entries(fieldErrors ?? {})
    .filter(([field]) => field !== 'message')
    .flatMap(([, errors]) => errors);
  const messageErrors = fieldErrors?.message;
  const several = state.seats.length > 1;

  return (
    <StaticForm.Provider value={!isEnhanced}>
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
        <p className="inv-confirmation-text">
          <GuestSeats guest={guest} />
        </p>
        {note}
        {answerWindow === 'late' ? (
          <Notice kind="info">{t('confirmation.late')}</Notice>
        ) : hasAnswered ? null : (
          deadline
        )}
        {isReadOnly ? <Notice kind="info">{t('confirmation.previewReadOnly')}</Notice> : null}

        <fieldset className="inv-fieldset inv-form-body" disabled={isDisabled}>
          {rows > 1 ? (
            <div className="inv-quick">
              {quickButton(
                true,
                !several
                  ? t('confirmation.allEvents')
                  : context.events.length > 1
                    ? t('confirmation.allOfUs')
                    : t('confirmation.allOfUsOneEvent'),
              )}
              {quickButton(false, several ? t('confirmation.noneOfUs') : t('confirmation.notMe'))}
            </div>
          ) : null}
          {state.seats.map((seat, index) => (
            <SeatCard
              key={seat.id}
              seat={seat}
              index={index}
              context={context}
              setState={setState}
              isEnhanced={isEnhanced}
              problems={problems}
            />
          ))}
          {context.householdQuestions.map((question) => (
            <QuestionField
              key={question.id}
              question={question}
              name={fieldName.answer(question.id)}
              value={state.answers[question.id] ?? ''}
              onChange={(value) =>
                setState((current) => ({
                  ...current,
                  answers: { ...current.answers, [question.id]: value },
                }))
              }
            />
          ))}
          {context.messageEnabled ? (
            <div className="inv-field">
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
                onChange={(event) =>
                  setState((current) => ({ ...current, message: event.target.value }))
                }
                aria-invalid={messageErrors ? true : undefined}
                aria-describedby={messageErrors ? `${id}-message-error` : undefined}
              />
              <FieldErrors id={`${id}-message-error`} errors={messageErrors} />
            </div>
          ) : null}
        </fieldset>

        {status === 'error' && confirmation.errorMessage ? (
          <Notice kind="error">{[confirmation.errorMessage, ...otherErrors].join(' ')}</Notice>
        ) : problems.size > 0 ? (
          <Notice kind="error">{t('confirmation.incomplete')}</Notice>
        ) : null}
        {retrying}

        <div className="inv-form-actions">
          <button
            type="submit"
            className="inv-button inv-confirmation-button inv-base-corner-radius-element"
            disabled={isReadOnly || status === 'sending'}
            aria-disabled={isReadOnly || status === 'sending' ? true : undefined}
          >
            {status === 'sending' ? t('confirmation.sending') : t('confirmation.send')}
          </button>
          {hasAnswered && !isBusy && !isReadOnly ? (
            <SecondaryAction
              label={t('confirmation.cancelChange')}
              href={isEnhanced ? null : (updateLinks?.cancel ?? null)}
              onClick={cancelChange}
            />
          ) : null}
        </div>
      </form>
    </StaticForm.Provider>
  );
}
