// The people of an invitation as the API gives them (HouseholdMember in the contract), read in the
// statement that reads the invitation: named seats first, each with its answers for the events the
// invitation includes that the person may attend (an event made exclusive later, or adults-only for
// a child, drops out of what is shown and counted; the stored answer stays).

/** A seat as the contract gives it. */
export type HouseholdMemberJson = {
  id: number;
  firstName: string | null;
  lastName: string | null;
  isChild: boolean;
  namedByGuest: boolean;
  diet: string | null;
  answers: Record<string, string>;
  events: { eventId: number; attending: boolean; mealOptionId: number | null }[];
};

/**
 * Whether the event `e` is one the invitation of guest `guestId` includes and the seat `m` may
 * attend (SQL over aliases e and m).
 */
export const seatMayAttendSql = (guestId: string) => `(
  (not e.is_exclusive or exists (
    select 1 from event_guests eg where eg.event_id = e.id and eg.guest_id = ${guestId}))
  and not (e.only_adults and m.is_child))`;

/** The seats of guest `guestId` (an SQL expression: a column or a placeholder) as a JSON array. */
export const membersJsonSql = (guestId: string) => `coalesce((
  select json_agg(json_build_object(
    'id', m.id, 'firstName', m.first_name, 'lastName', m.last_name, 'isChild', m.is_child,
    'namedByGuest', m.named_by_guest, 'diet', m.diet, 'answers', m.answers,
    'events', coalesce((
      select json_agg(json_build_object(
        'eventId', a.event_id, 'attending', a.attending, 'mealOptionId', a.meal_option_id)
        order by e.datetime asc nulls last, e.id)
      from member_event_answers a join events e on e.id = a.event_id
      where a.member_id = m.id and ${seatMayAttendSql(guestId)}), '[]'::json))
    order by m.first_name is null, m.position)
  from guest_members m where m.guest_id = ${guestId}), '[]'::json)`;
