import { useTranslation } from 'react-i18next';
import { isYes, type AnswerView, type HouseholdView, type PersonView } from '../utils/household.ts';
import '../guest-household.css';

/**
 * Who of the household goes to what, in a guest row (householdView): each person with a chip per
 * event they answered (✓ and their meal, or ✗), their diet and their answers; the seats still
 * open; the answers given once for the invitation.
 */
export function HouseholdAnswers({
  household,
  name,
}: {
  household: HouseholdView;
  /** The invitation's name, for the list's accessible name. */
  name: string;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="household">
      {household.people.length > 0 && (
        <ul className="household__people" aria-label={t('guests.household.peopleOf', { name })}>
          {household.people.map((person) => (
            <Person key={person.id} person={person} />
          ))}
        </ul>
      )}
      {household.openSeats > 0 && household.people.length > 0 && (
        <p className="household__open">
          {household.openSeats === 1
            ? t('guests.household.openSeatsOne')
            : t('guests.household.openSeats', { count: household.openSeats })}
        </p>
      )}
      {household.answers.length > 0 && <Answers answers={household.answers} />}
    </div>
  );
}

function Person({ person }: { person: PersonView }) {
  const { t } = useTranslation('dashboard');
  const isAllDeclined = person.status === 'declined';
  return (
    <li className={`household__person household__person--${person.status}`}>
      <span className="household__name">
        {person.name ?? t('guests.household.companion')}
        {person.isChild && <span className="household__child">{t('guests.household.child')}</span>}
      </span>
      {person.status === 'pending' ? (
        <span className="household__status">{t('guests.household.pending')}</span>
      ) : isAllDeclined ? (
        <span className="household__status household__status--declined">
          {t('guests.household.declinedAll')}
        </span>
      ) : (
        <ul className="household__events">
          {person.events.map((event) => (
            <li
              key={event.eventId}
              className={`household__event household__event--${event.isAttending ? 'yes' : 'no'}`}
            >
              <span aria-hidden="true">{event.isAttending ? '✓' : '✗'} </span>
              <span className="cv-visually-hidden">
                {event.isAttending
                  ? t('guests.household.attendsTo')
                  : t('guests.household.declinesTo')}{' '}
              </span>
              {event.name}
              {event.meal !== null && <span className="household__meal"> · {event.meal}</span>}
            </li>
          ))}
        </ul>
      )}
      {person.diet !== null && (
        <span className="household__diet">{t('guests.household.diet', { diet: person.diet })}</span>
      )}
      {person.answers.length > 0 && <Answers answers={person.answers} />}
    </li>
  );
}

function Answers({ answers }: { answers: AnswerView[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <dl className="household__answers">
      {answers.map((answer) => (
        <div key={answer.questionId} className="household__answer">
          <dt>{answer.prompt}</dt>
          <dd>
            {answer.isYesNo
              ? isYes(answer.value)
                ? t('guests.household.yes')
                : t('guests.household.no')
              : answer.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
