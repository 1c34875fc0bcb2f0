import { useCallback, useEffect, useState } from 'react';
import type { HouseholdGroup } from '../utils/households.ts';

/** Who is picked to move: a whole household of one place, or one of its people. */
export type SeatSelection = {
  guestId: number;
  household: string;
  /** The table they sit at now (null: unseated). */
  from: number | null;
  memberIds: number[];
  /** The person tapped, offered alone ("just Ana"), when the whole household is picked. */
  person: { memberId: number; label: string } | null;
  /** Whether only that person is picked. */
  isSingle: boolean;
};

/**
 * The tap-then-table selection: a person picks their household (or just them), a second tap on
 * the same one drops it, Escape drops it anywhere on the page.
 */
export function useSeatSelection({ onCancel }: { onCancel: () => void }) {
  const [selection, setSelection] = useState<SeatSelection | null>(null);

  const clear = useCallback(() => setSelection(null), []);

  useEffect(() => {
    if (!selection) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setSelection(null);
      onCancel();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [selection, onCancel]);

  const pickHousehold = (
    group: HouseholdGroup,
    from: number | null,
    person: SeatSelection['person'] = null,
  ): SeatSelection | null => {
    const isSame =
      selection?.guestId === group.guestId &&
      selection.from === from &&
      !selection.isSingle &&
      (selection.person?.memberId ?? null) === (person?.memberId ?? null);
    const next = isSame
      ? null
      : {
          guestId: group.guestId,
          household: group.name,
          from,
          memberIds: group.people.map((member) => member.memberId),
          person: group.people.length > 1 ? person : null,
          isSingle: false,
        };
    setSelection(next);
    return next;
  };

  /** Narrows the household picked to the person tapped, or widens it back. */
  const setSingle = (isSingle: boolean, group: HouseholdGroup | undefined) => {
    setSelection((current) => {
      if (!current?.person) return current;
      const memberIds = isSingle
        ? [current.person.memberId]
        : (group?.people.map((member) => member.memberId) ?? current.memberIds);
      return { ...current, isSingle, memberIds };
    });
  };

  return { selection, setSelection, pickHousehold, setSingle, clear };
}
