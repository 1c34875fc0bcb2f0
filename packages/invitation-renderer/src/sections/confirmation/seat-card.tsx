import { mayAttend, memberFullName, YES_NO_VALUES } from '@convite/rules/households';
import { useId, type ReactNode } from 'react';
import {
  fieldName,
  goesAnywhere,
  updateSeat,
  type ConfirmationFormState,
  type FormContext,
  type FormEvent,
  type SeatState,
} from '../../confirmation-rules.ts';
import { useInvitationTexts, type InvitationTexts } from '../../invitation-i18n.tsx';
import type { QuestionModel } from '../../model.ts';
import { Choice } from './choice.tsx';

type SetState = (change: (state: ConfirmationFormState) => ConfirmationFormState) => void;

/** The names of the fields the guest still has to answer (answerProblems), once they tried to send. */
export type Problems = ReadonlySet<string>;

/**
 * A person's card in the form: "Carmen López", or "Invitado 2" for a seat the guest names (its name
 * is in the fields below, and may change there) and a seat without a name.
 */
export function seatLabel(seat: SeatState, index: number, t: InvitationTexts): string {
  const name = seat.standsFor ?? (seat.isNamable ? '' : memberFullName(seat));
  return name || t('confirmation.seat', { number: index + 1 });
}

/** The line of an event: its name, or the wedding itself for an invitation answered as a household. */
export function eventLabel(event: FormEvent, t: InvitationTexts): string {
  return event.id === 0 ? t('confirmation.question') : event.name;
}

/** The words under a field the guest still has to answer. */
function ProblemHint({ id, show, text }: { id: string; show: boolean; text: string }) {
  return show ? (
    <p id={id} className="inv-field-error inv-base-error inv-problem">
      {text}
    </p>
  ) : null;
}

/** A group of choices (radios as tappable chips) under its words. */
function ChoiceGroup({
  label,
  className,
  children,
}: {
  label: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className={className ?? 'inv-field'} role="group" aria-labelledby={id}>
      <span id={id} className="inv-confirmation-label">
        {label}
      </span>
      {children}
    </div>
  );
}

/** A question of the couple's: yes or no, one of its options, or a short text. */
export function QuestionField({
  question,
  name,
  value,
  onChange,
}: {
  question: QuestionModel;
  name: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useInvitationTexts();
  const id = useId();
  if (question.kind === 'text') {
    return (
      <div className="inv-field">
        <label htmlFor={id} className="inv-confirmation-label">
          {question.prompt}
        </label>
        <input
          id={id}
          name={name}
          className="inv-input inv-confirmation-input inv-base-corner-radius-element"
          maxLength={200}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    );
  }
  const options: [string, string][] =
    question.kind === 'yesNo'
      ? [
          [YES_NO_VALUES.yes, t('confirmation.yes')],
          [YES_NO_VALUES.no, t('confirmation.no')],
        ]
      : question.options.map((option) => [option, option]);
  return (
    <ChoiceGroup label={question.prompt}>
      <div className="inv-choices inv-choices--chips">
        {options.map(([option, label]) => (
          <Choice
            key={option}
            name={name}
            value={option}
            label={label}
            isChecked={value === option}
            onChoose={() => onChange(option)}
          />
        ))}
      </div>
    </ChoiceGroup>
  );
}

type SeatCardProps = {
  seat: SeatState;
  index: number;
  context: FormContext;
  setState: SetState;
  /** Before the script (and without it) every part is in the page and CSS shows what applies. */
  isEnhanced: boolean;
  problems: Problems;
};

/**
 * One person: the name and age of a seat the guest names (an open one, or one they named before,
 * prefilled to correct or clear), then a yes/no for each event (an adults-only one is never
 * offered to a child, and says so), the meal at an event with a menu they go to, their diet and the
 * couple's questions for each person who goes.
 */
export function SeatCard({ seat, index, context, setState, isEnhanced, problems }: SeatCardProps) {
  const t = useInvitationTexts();
  const id = useId();
  const change = (update: (seat: SeatState) => SeatState) =>
    setState((state) => updateSeat(state, seat.id, update));
  const goes = !isEnhanced || goesAnywhere(seat, context);
  return (
    <fieldset className="inv-seat inv-base-corner-radius-element" data-testid="seat">
      <legend className="inv-confirmation-label inv-seat-name">{seatLabel(seat, index, t)}</legend>
      {seat.isNamable ? (
        <>
          <div className="inv-seat-names">
            <div className="inv-field">
              <label htmlFor={`${id}-first`} className="inv-hint">
                {t('confirmation.firstName')}
              </label>
              <input
                id={`${id}-first`}
                name={fieldName.firstName(seat.id)}
                className="inv-input inv-confirmation-input inv-base-corner-radius-element"
                maxLength={60}
                autoComplete="off"
                value={seat.firstName}
                onChange={(event) =>
                  change((current) => ({ ...current, firstName: event.target.value }))
                }
                aria-describedby={`${id}-hint`}
              />
            </div>
            <div className="inv-field">
              <label htmlFor={`${id}-last`} className="inv-hint">
                {t('confirmation.lastName')}
              </label>
              <input
                id={`${id}-last`}
                name={fieldName.lastName(seat.id)}
                className="inv-input inv-confirmation-input inv-base-corner-radius-element"
                maxLength={60}
                autoComplete="off"
                value={seat.lastName}
                onChange={(event) =>
                  change((current) => ({ ...current, lastName: event.target.value }))
                }
              />
            </div>
          </div>
          <p id={`${id}-hint`} className="inv-hint">
            {t('confirmation.seatHint')}
          </p>
          <div className="inv-choices inv-choices--pair">
            {[false, true].map((isChild) => (
              <Choice
                key={String(isChild)}
                name={fieldName.child(seat.id)}
                value={isChild ? YES_NO_VALUES.yes : YES_NO_VALUES.no}
                label={isChild ? t('confirmation.child') : t('confirmation.adult')}
                isChecked={seat.isChild === isChild}
                onChoose={() => change((current) => ({ ...current, isChild }))}
              />
            ))}
          </div>
        </>
      ) : null}
      {context.events.map((event) => (
        <EventRow
          key={event.id}
          seat={seat}
          event={event}
          change={change}
          isEnhanced={isEnhanced}
          problems={problems}
        />
      ))}
      {goes && context.foodRestrictionsEnabled ? (
        <div className="inv-field inv-when-seat-going">
          <label htmlFor={`${id}-diet`} className="inv-hint">
            {t('confirmation.diet')}
          </label>
          <input
            id={`${id}-diet`}
            name={fieldName.diet(seat.id)}
            className="inv-input inv-confirmation-input inv-base-corner-radius-element"
            maxLength={200}
            value={seat.diet}
            onChange={(event) => change((current) => ({ ...current, diet: event.target.value }))}
          />
        </div>
      ) : null}
      {goes
        ? context.personQuestions.map((question) => (
            <div key={question.id} className="inv-when-seat-going">
              <QuestionField
                question={question}
                name={fieldName.personAnswer(seat.id, question.id)}
                value={seat.answers[question.id] ?? ''}
                onChange={(value) =>
                  change((current) => ({
                    ...current,
                    answers: { ...current.answers, [question.id]: value },
                  }))
                }
              />
            </div>
          ))
        : null}
    </fieldset>
  );
}

function EventRow({
  seat,
  event,
  change,
  isEnhanced,
  problems,
}: {
  seat: SeatState;
  event: FormEvent;
  change: (update: (seat: SeatState) => SeatState) => void;
  isEnhanced: boolean;
  problems: Problems;
}) {
  const t = useInvitationTexts();
  const id = useId();
  const label = (
    <>
      {eventLabel(event, t)}
      {event.onlyAdults ? (
        <span className="inv-go-note">{t('confirmation.onlyAdults')}</span>
      ) : null}
    </>
  );
  // A child is not asked: the note says why. Before the script the age of a seat the guest names may
  // still change, so its row is there and CSS hides its choices for a child.
  if (!mayAttend(seat, event) && (isEnhanced || !seat.isNamable)) {
    return (
      <div className="inv-go">
        <span className="inv-confirmation-label">{label}</span>
      </div>
    );
  }
  const going = seat.going[event.id];
  const setGoing = (value: boolean) =>
    change((current) => ({ ...current, going: { ...current.going, [event.id]: value } }));
  const needsAnswer = problems.has(fieldName.going(seat.id, event.id));
  const needsMeal = problems.has(fieldName.meal(seat.id, event.id));
  return (
    <ChoiceGroup label={label} className={`inv-go${event.onlyAdults ? ' inv-go--adults' : ''}`}>
      <div className="inv-choices inv-choices--pair">
        <Choice
          name={fieldName.going(seat.id, event.id)}
          value={YES_NO_VALUES.yes}
          label={t('confirmation.yes')}
          isChecked={going === true}
          onChoose={() => setGoing(true)}
        />
        <Choice
          name={fieldName.going(seat.id, event.id)}
          value={YES_NO_VALUES.no}
          label={t('confirmation.no')}
          isChecked={going === false}
          onChoose={() => setGoing(false)}
        />
      </div>
      <ProblemHint id={`${id}-go`} show={needsAnswer} text={t('confirmation.needsAnswer')} />
      {event.mealOptions.length > 0 && (going === true || !isEnhanced) ? (
        <ChoiceGroup label={t('confirmation.meal')} className="inv-field inv-when-going">
          <div className="inv-choices inv-choices--chips">
            {event.mealOptions.map((option) => (
              <Choice
                key={option.id}
                name={fieldName.meal(seat.id, event.id)}
                value={String(option.id)}
                label={option.name}
                isChecked={seat.meals[event.id] === option.id}
                onChoose={() =>
                  change((current) => ({
                    ...current,
                    meals: { ...current.meals, [event.id]: option.id },
                  }))
                }
              />
            ))}
          </div>
          <ProblemHint id={`${id}-meal`} show={needsMeal} text={t('confirmation.needsMeal')} />
        </ChoiceGroup>
      ) : null}
    </ChoiceGroup>
  );
}
