// The SQL a household's pass is read with, shared with the public invitation's statement.

/**
 * The tables of a household's seated people as JSON (member id → table name), over the guest id
 * `guestId` (an SQL expression). Read in the statement that reads the guest, so the invitation's
 * ETag follows a person seated elsewhere or a table renamed.
 */
export const seatTablesJsonSql = (guestId: string) => `coalesce((
  select json_object_agg(m.id, t.name)
  from guest_members m join wedding_tables t on t.id = m.table_id
  where m.guest_id = ${guestId}), '{}'::json)`;
