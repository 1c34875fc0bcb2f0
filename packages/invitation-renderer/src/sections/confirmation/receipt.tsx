import { memberFullName, YES_NO_VALUES } from '@convite/rules/households';
import { useId } from 'react';
import {
  goesAnywhere,
  goesTo,
  initialConfirmationState,
  isNamed,
  mealOf,
  seatEvents,
  type FormContext,
} from '../../confirmation-rules.ts';
import { useInvitationTexts, type InvitationTexts } from '../../invitation-i18n.tsx';
import type { InvitationGuestModel, QuestionAnswersModel, QuestionModel } from '../../model.ts';
import { seatLabel } from './seat-card.tsx';

function answerLines(
  questions: QuestionModel[],
  answers: QuestionAnswersModel,
  t: InvitationTexts,
): string[] {
  return questions.flatMap((question) => {
    const value = answers[question.id];
    if (!value) return [];
    const shown =
      question.kind === 'yesNo'
        ? value === YES_NO_VALUES.yes
          ? t('confirmation.yes')
          : t('confirmation.no')
        : value;
    // "¿Necesitas transporte? Sí", "Canción favorita: Cielito lindo".
    return [`${question.prompt}${/[?:.!]$/.test(question.prompt.trim()) ? ' ' : ': '}${shown}`];
  });
}

/**
 * The saved answer, read back: who goes to what eating what, each person's diet and answers, the
 * household's answers and the message. An open seat nobody named is left out.
 */
export function Receipt({ guest, context }: { guest: InvitationGuestModel; context: FormContext }) {
  const t = useInvitationTexts();
  const id = useId();
  const state = initialConfirmationState(guest, context);
  return (
    <section className="inv-receipt" aria-labelledby={id} data-testid="receipt">
      <h3 id={id} className="inv-confirmation-label">
        {t('confirmation.receipt')}
      </h3>
      <dl className="inv-receipt-list">
        {state.seats.map((seat, index) => {
          const goes = goesAnywhere(seat, context);
          // A companion nobody named shows only when they go.
          if (!isNamed(seat) && !goes) return null;
          const events = context.perEvent
            ? seatEvents(seat, context)
                .filter((event) => goesTo(seat, event))
                .map((event) => {
                  const meal = event.mealOptions.find(
                    (option) => option.id === mealOf(seat, event),
                  );
                  return meal ? `${event.name} (${meal.name})` : event.name;
                })
                .join(' · ')
            : t('confirmation.goes');
          const extra = goes
            ? [
                ...(context.foodRestrictionsEnabled && seat.diet
                  ? [`${t('confirmation.diet')}: ${seat.diet}`]
                  : []),
                ...answerLines(context.personQuestions, seat.answers, t),
              ]
            : [];
          return (
            <div key={seat.id} className="inv-receipt-seat">
              {/* Read back, a person the guest named goes by that name, as the couple's do. */}
              <dt>
                {(seat.standsFor === null && memberFullName(seat)) || seatLabel(seat, index, t)}
              </dt>
              <dd>{goes ? events : t('confirmation.notGoing')}</dd>
              {extra.map((line) => (
                <dd key={line} className="inv-hint">
                  {line}
                </dd>
              ))}
            </div>
          );
        })}
      </dl>
      {!context.perEvent && context.foodRestrictionsEnabled && guest.foodRestrictions ? (
        <p>
          {t('confirmation.diet')}: {guest.foodRestrictions}
        </p>
      ) : null}
      {answerLines(context.householdQuestions, state.answers, t).map((line) => (
        <p key={line}>{line}</p>
      ))}
      {context.messageEnabled && state.message ? (
        <p>
          {t('confirmation.message')}: «{state.message}»
        </p>
      ) : null}
    </section>
  );
}
