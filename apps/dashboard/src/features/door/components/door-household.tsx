import { Button } from '@convite/ui/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { householdArrival, tablesOf, type ArrivalsByMember } from '../utils/door-arrivals.ts';
import type { DoorHousehold } from '../utils/door-store.ts';
import { doorTime } from '../utils/door-time.ts';

type Props = {
  household: DoorHousehold;
  arrivals: ArrivalsByMember;
  onMark: (memberIds: number[]) => void;
  onBack: () => void;
};

/**
 * One household at the door: its pass, its table, who has arrived; the people not yet in are ticked
 * (those who said they come first) and one tap checks them in.
 */
export function DoorHouseholdCard({ household, arrivals, onMark, onBack }: Props) {
  const { t, i18n } = useTranslation('dashboard');
  const notYetIn = household.members.filter((member) => !arrivals.has(member.memberId));
  const [ticked, setTicked] = useState<ReadonlySet<number>>(
    () =>
      new Set(
        notYetIn.filter((member) => member.attending !== false).map((member) => member.memberId),
      ),
  );
  const status = householdArrival(household, arrivals);
  const tables = tablesOf(household);
  const toggle = (memberId: number) =>
    setTicked((current) => {
      const next = new Set(current);
      if (next.has(memberId)) next.delete(memberId);
      else next.add(memberId);
      return next;
    });
  const chosen = notYetIn.filter((member) => ticked.has(member.memberId));
  const isAll = chosen.length === notYetIn.length;

  return (
    <section className="door-household" aria-labelledby="door-household-name">
      <header className="door-household__head">
        <h2 id="door-household-name">{household.name}</h2>
        <p className="door-household__pass">
          {t('door.passFor', { count: status.expected })}
          {' · '}
          {tables.length > 0 ? t('door.table', { tables: tables.join(', ') }) : t('door.noTable')}
        </p>
      </header>
      {status.firstAt !== null && (
        <p className="door-household__already" role="status">
          {t('door.alreadyIn', {
            time: doorTime(status.firstAt, i18n.language),
            arrived: status.arrived,
            expected: status.expected,
          })}
        </p>
      )}
      <ul className="door-household__members">
        {household.members.map((member) => {
          const arrival = arrivals.get(member.memberId);
          const name = member.name ?? t('door.unnamed');
          const note =
            arrival !== undefined
              ? t('door.arrivedAt', { time: doorTime(arrival.at, i18n.language) })
              : member.attending === false
                ? t('door.notComing')
                : member.attending === null
                  ? t('door.notAnswered')
                  : null;
          return (
            <li key={member.memberId} className="door-member">
              <label className={arrival === undefined ? 'door-member__pick' : 'door-member__in'}>
                <input
                  type="checkbox"
                  checked={arrival !== undefined || ticked.has(member.memberId)}
                  disabled={arrival !== undefined}
                  onChange={() => toggle(member.memberId)}
                />
                <span className="door-member__name">
                  {name}
                  {member.isChild && <span className="door-member__tag">{t('door.child')}</span>}
                </span>
                {note !== null && <span className="door-member__note">{note}</span>}
              </label>
            </li>
          );
        })}
      </ul>
      {notYetIn.length === 0 ? (
        <p className="door-household__done">{t('door.everyoneIn')}</p>
      ) : (
        <Button
          fullWidth
          disabled={chosen.length === 0}
          onClick={() => onMark(chosen.map((member) => member.memberId))}
        >
          {isAll ? t('door.markAll') : t('door.markSome', { count: chosen.length })}
        </Button>
      )}
      <Button variant="ghost" fullWidth onClick={onBack}>
        {t('door.back')}
      </Button>
    </section>
  );
}
