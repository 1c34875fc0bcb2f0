import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatedPerson } from '../api/get-seating.ts';
import type { SeatSelection } from '../hooks/use-seat-selection.ts';
import type { HouseholdGroup as Group } from '../utils/households.ts';

/** What a drag carries: the people to seat, and how to name them in the announcement. */
export type DraggedSeats = { memberIds: number[]; who: string };

export const SEATS_MIME = 'application/x-convite-seats';

export type HouseholdGroupProps = {
  group: Group;
  selection: SeatSelection | null;
  /** The place the household is shown in: a table's id, null for the unseated. */
  from: number | null;
  onPickHousehold: (group: Group) => void;
  onPickPerson: (group: Group, person: SeatedPerson) => void;
};

/** A person's name as the seating shows it: "Acompañante" for a companion nobody named. */
export function usePersonLabel() {
  const { t } = useTranslation('dashboard');
  return (person: SeatedPerson) => person.name ?? t('seating.companion');
}

function startDrag(event: DragEvent, dragged: DraggedSeats) {
  event.stopPropagation();
  event.dataTransfer.effectAllowed = 'move';
  event.dataTransfer.setData(SEATS_MIME, JSON.stringify(dragged));
  event.dataTransfer.setData('text/plain', dragged.who);
}

/**
 * A household at a table or among the unseated: its name (a button picking or dragging all of
 * them) and each person (a button picking the household with the option of just them, or dragging
 * just them).
 */
export function HouseholdGroup({
  group,
  selection,
  from,
  onPickHousehold,
  onPickPerson,
}: HouseholdGroupProps) {
  const { t } = useTranslation('dashboard');
  const labelOf = usePersonLabel();
  const isHere = selection?.guestId === group.guestId && selection.from === from;
  const isPicked = (memberId: number) => isHere && selection.memberIds.includes(memberId);
  const isWholePicked = isHere && !selection.isSingle;

  return (
    <li
      className={['seat-household', isHere && 'seat-household--picked'].filter(Boolean).join(' ')}
    >
      <button
        type="button"
        className="seat-household__name"
        draggable
        aria-pressed={isWholePicked}
        onClick={() => onPickHousehold(group)}
        onDragStart={(event) =>
          startDrag(event, {
            memberIds: group.people.map((person) => person.memberId),
            who: group.name,
          })
        }
      >
        <span className="seat-household__grip" aria-hidden="true" />
        <span>{group.name}</span>{' '}
        <span className="seat-household__count">
          {group.people.length} <span className="cv-visually-hidden">{t('seating.inAll')}</span>
        </span>
      </button>
      <ul className="seat-household__people">
        {group.people.map((person) => (
          <li key={person.memberId}>
            <button
              type="button"
              className="seat-person"
              draggable
              aria-pressed={isPicked(person.memberId)}
              onClick={() => onPickPerson(group, person)}
              onDragStart={(event) =>
                startDrag(event, { memberIds: [person.memberId], who: labelOf(person) })
              }
            >
              <span>{labelOf(person)}</span>
              {person.isChild && <span className="seat-person__tag">{t('seating.child')}</span>}
              {!person.attending && (
                <span className="seat-person__tag seat-person__tag--warn">
                  {t('seating.notAttending')}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </li>
  );
}
