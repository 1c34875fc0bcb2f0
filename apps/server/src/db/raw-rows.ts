/** The rows of a raw statement (`db.execute`): both drivers (node-postgres and PGlite) answer `{ rows }`. */
export const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;
