import type { components } from '@convite/api/schema';

type Seating = components['schemas']['SeatingResponse'];
type SeatChange = components['schemas']['SeatingRequest']['seats'][number];

/**
 * The seating as it will be once the changes are saved: each person named leaves where they sat and
 * joins the end of their new table (or the unseated); everyone else stays. What the screen shows
 * while the server answers.
 */
export function moveSeats(seating: Seating, changes: readonly SeatChange[]): Seating {
  const target = new Map(changes.map((change) => [change.memberId, change.tableId]));
  const everyone = [...seating.tables.flatMap((table) => table.people), ...seating.unseated];
  const moved = everyone.filter((person) => target.has(person.memberId));
  const arriving = (tableId: number | null) =>
    moved.filter((person) => target.get(person.memberId) === tableId);
  const staying = <T extends { memberId: number }>(people: T[]) =>
    people.filter((person) => !target.has(person.memberId));
  return {
    tables: seating.tables.map((table) => ({
      ...table,
      people: [...staying(table.people), ...arriving(table.id)],
    })),
    unseated: [...staying(seating.unseated), ...arriving(null)],
  };
}
