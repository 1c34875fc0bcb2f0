import { useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
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
import type {
  ConfirmationAnswer,
  ConfirmationStatus,
  InvitationGuestModel,
  InvitationLocale,
  InvitationModel,
} from '../../model.ts';
import { GuestNote } from '../guest-note.tsx';
import { RsvpDeadline } from '../rsvp-deadline.tsx';
import { Section } from '../section.tsx';

export type ConfirmationProps = {
  status: ConfirmationStatus;
  errorMessage?: string;
  fieldErrors?: Record<string, string[]>;
  onSubmit: (answer: ConfirmationAnswer) => void;
  /** The bare link: the guest typed a code. */
  onCode: (code: string) => void;
  /** The code to prefill in the code field when no guest is known (e.g. a mistyped one). */
  code?: string | null;
  /** An answer the server refused (sent without scripts): shown again, in update mode, with its errors. */
  draft?: ConfirmationAnswer | null;
  /**
   * Without scripts, "Cambiar mi respuesta" and "Cancelar el cambio" are links: to the page opened
   * ready to change the saved answer, and back to the page as it was.
   */
  updateLinks?: { change: string; cancel: string } | null;
  /** The form opens ready to change the saved answer (the page `updateLinks.change` points to). */
  startsInUpdateMode?: boolean;
  /** Sent with the form when it goes without scripts (the server's idempotency for it). */
  formToken?: string | null;
  /**
   * The couple's preview of a guest's page: the guest's form as they will see it, with nothing in
   * it that can be chosen or sent (the server refuses a preview's answer too).
   */
  readOnly?: boolean;
};

type ConfirmationSectionProps = {
  wedding: InvitationModel;
  locale: InvitationLocale;
  now: Date;
  guest: InvitationGuestModel | null;
  confirmation: ConfirmationProps;
};

/** The digital confirmation: asks for the code on a bare link, then the guest's answer. */
export function ConfirmationSection({
  wedding,
  locale,
  now,
  guest,
  confirmation,
}: ConfirmationSectionProps) {
  const t = useInvitationTexts();
  const deadline = (
    <RsvpDeadline
      wedding={wedding}
      locale={locale}
      now={now}
      className="inv-confirmation-text inv-rsvp-deadline"
    />
  );
  const formKey = guest
    ? [
        guest.name,
        guest.confirmation,
        guest.confirmedGuests,
        guest.foodRestrictions,
        guest.message,
      ].join('|')
    : 'none';
  return (
    <Section
      name="confirmation"
      title={t('confirmation.title')}
      isTitleShown={wedding.showConfirmationSectionTitle}
    >
      <div
        id={CONFIRMATION_FORM_ID}
        className="inv-card inv-confirmation-card inv-base-shadow inv-base-corner-radius-card"
      >
        {guest ? (
          <GuestForm
            key={formKey}
            wedding={wedding}
            guest={guest}
            confirmation={confirmation}
            deadline={deadline}
          />
        ) : (
          <CodeForm confirmation={confirmation} locale={locale} deadline={deadline} />
        )}
      </div>
    </Section>
  );
}

function FieldErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors || errors.length === 0) return null;
  return (
    <p id={id} className="inv-field-error inv-base-error" role="alert">
      {errors.join(' ')}
    </p>
  );
}

function Notice({ kind, children }: { kind: 'success' | 'error' | 'info'; children: ReactNode }) {
  const theme =
    kind === 'error'
      ? 'inv-base-error'
      : kind === 'success'
        ? 'inv-base-success'
        : 'inv-confirmation-text';
  return (
    <p
      className={`inv-notice inv-notice--${kind} ${theme} inv-base-corner-radius-element`}
      role={kind === 'error' ? 'alert' : 'status'}
    >
      {children}
    </p>
  );
}

/**
 * Until the script has run (and without scripts) the form is the page's own: it is sent by the browser
 * (a GET of the code, a POST of the answer) and shows its parts by CSS (styles.css, `.inv-form--static`).
 * Once hydrated it reads what the guest already did on it and becomes the enhanced form.
 */
function useEnhancement(readForm: (form: HTMLFormElement) => void) {
  const formRef = useRef<HTMLFormElement>(null);
  const [isEnhanced, setIsEnhanced] = useState(false);
  const read = useRef(readForm);
  useLayoutEffect(() => {
    if (formRef.current) read.current(formRef.current);
    // Once, after the first render matched the server's markup: the switch cannot happen while rendering.
    setIsEnhanced(true);
  }, []);
  return { formRef, isEnhanced };
}

type CodeFormProps = {
  confirmation: ConfirmationProps;
  locale: string;
  /** The couple's deadline to answer, when there is one ahead. */
  deadline: ReactNode;
};

function CodeForm({ confirmation, locale, deadline }: CodeFormProps) {
  const t = useInvitationTexts();
  const id = useId();
  const [code, setCode] = useState(confirmation.code ?? '');
  const { formRef, isEnhanced } = useEnhancement((form) => {
    const typed = new FormData(form).get('code');
    if (typeof typed === 'string' && typed !== '') setCode(typed);
  });
  const codeErrors = confirmation.fieldErrors?.code;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed) confirmation.onCode(trimmed);
  };
  return (
    <form
      ref={formRef}
      className={`inv-form${isEnhanced ? '' : ' inv-form--static'}`}
      method="get"
      action={`#${CONFIRMATION_FORM_ID}`}
      onSubmit={submit}
      noValidate={isEnhanced}
    >
      <p className="inv-confirmation-text">{t('confirmation.codeIntro')}</p>
      {deadline}
      {/* Without scripts the GET replaces the query: the page keeps its language. */}
      <input type="hidden" name="lang" value={locale} />
      <div className="inv-field">
        <label htmlFor={`${id}-code`} className="inv-confirmation-label">
          {t('confirmation.code')}
        </label>
        <input
          id={`${id}-code`}
          name="code"
          className="inv-input inv-confirmation-input inv-base-corner-radius-element"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          required
          aria-invalid={codeErrors ? true : undefined}
          aria-describedby={codeErrors ? `${id}-code-error` : undefined}
        />
        <FieldErrors id={`${id}-code-error`} errors={codeErrors} />
      </div>
      {confirmation.status === 'error' && confirmation.errorMessage ? (
        <Notice kind="error">{confirmation.errorMessage}</Notice>
      ) : null}
      <button
        type="submit"
        className="inv-button inv-confirmation-button inv-base-corner-radius-element"
        // Without scripts the browser's own `required` check stands in for this.
        disabled={isEnhanced && (code.trim() === '' || confirmation.status === 'sending')}
      >
        {t('confirmation.continue')}
      </button>
    </form>
  );
}

type GuestFormProps = {
  wedding: InvitationModel;
  guest: InvitationGuestModel;
  confirmation: ConfirmationProps;
  /** The couple's deadline to answer, when there is one ahead: asked of a guest yet to answer. */
  deadline: ReactNode;
};

function GuestForm({ wedding, guest, confirmation, deadline }: GuestFormProps) {
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

/** A button once the script runs; before (and without) it, a link to the page that does the same. */
function SecondaryAction({
  label,
  href,
  onClick,
}: {
  label: string;
  href: string | null;
  onClick: () => void;
}) {
  const className = 'inv-button inv-confirmation-secondary-button inv-base-corner-radius-element';
  return href === null ? (
    <button type="button" className={className} onClick={onClick}>
      {label}
    </button>
  ) : (
    <a href={href} className={className}>
      {label}
    </a>
  );
}

type ChoiceProps = {
  name: string;
  value: string;
  label: string;
  isChecked: boolean;
  onChoose: () => void;
};

/** A radio drawn as a large tappable card; the native input stays for keyboards and screen readers. */
function Choice({ name, value, label, isChecked, onChoose }: ChoiceProps) {
  return (
    <label
      className={`inv-choice inv-confirmation-option inv-base-corner-radius-element${isChecked ? ' inv-confirmation-option-selected' : ''}`}
    >
      <input
        type="radio"
        className="inv-choice-input"
        name={name}
        value={value}
        checked={isChecked}
        onChange={onChoose}
      />
      <span>{label}</span>
    </label>
  );
}
