import type { components } from '@convite/api/schema';

type SeatedPerson = components['schemas']['SeatedPerson'];

export type HouseholdGroup = {
  guestId: number;
  /** The invitation's name ("Familia Ruiz"). */
  name: string;
  people: SeatedPerson[];
};

/** The people of one place (a table, the unseated) by household, in the order they first appear. */
export function groupByHousehold(people: readonly SeatedPerson[]): HouseholdGroup[] {
  const groups = new Map<number, HouseholdGroup>();
  for (const person of people) {
    const group = groups.get(person.guestId);
    if (group) group.people.push(person);
    else
      groups.set(person.guestId, {
        guestId: person.guestId,
        name: person.household,
        people: [person],
      });
  }
  return [...groups.values()];
}

/** A table's fill: the people counted against its seats, and by how many it is over-full. */
export function tableFill(table: { seats: number; people: readonly unknown[] }) {
  const count = table.people.length;
  return { count, over: Math.max(0, count - table.seats) };
}
