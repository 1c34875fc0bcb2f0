// The app's tables as the database's catalog describes them (schema `public`; pg-boss's own schema
// is a queue, not data: see docs/deploy.md), in foreign-key order, and each table's rows as JSON
// lines written by PostgreSQL itself (to_json), so every type round-trips on both engines.
import { createHash } from 'node:crypto';
import { ident, type SqlQuery } from './sql-session.ts';

export type TableInfo = Readonly<{
  name: string;
  /** Stored columns in their order (generated ones are left out: PostgreSQL computes them). */
  columns: readonly string[];
  /** Identity columns ("generated always"): inserted with OVERRIDING SYSTEM VALUE. */
  hasIdentity: boolean;
  /** The primary key's columns (empty: the rows are ordered by their JSON text). */
  primaryKey: readonly string[];
}>;

/** The session settings both a dump and its check after a restore run under (same text out). */
export const DUMP_SETTINGS = [
  "set local timezone = 'UTC'",
  "set local datestyle = 'ISO, MDY'",
  "set local intervalstyle = 'postgres'",
  'set local extra_float_digits = 1',
];

export async function appTables(query: SqlQuery): Promise<TableInfo[]> {
  const tables = await query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      order by c.relname`,
  );
  const columns = await query<{
    table: string;
    name: string;
    identity: string;
    generated: string;
  }>(
    `select c.relname as table, a.attname as name, a.attidentity::text as identity,
            a.attgenerated::text as generated
       from pg_attribute a join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`,
  );
  const keys = await query<{ table: string; name: string }>(
    `select c.relname as table, a.attname as name
       from pg_index i join pg_class c on c.oid = i.indrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])
      where n.nspname = 'public' and i.indisprimary
      order by c.relname, array_position(i.indkey::int2[], a.attnum)`,
  );
  const references = await query<{ child: string; parent: string }>(
    `select child.relname as child, parent.relname as parent
       from pg_constraint k join pg_class child on child.oid = k.conrelid
       join pg_class parent on parent.oid = k.confrelid
       join pg_namespace n on n.oid = child.relnamespace
      where k.contype = 'f' and n.nspname = 'public'`,
  );

  const infos = new Map<string, TableInfo>();
  for (const { name } of tables) {
    const own = columns.filter((column) => column.table === name);
    infos.set(name, {
      name,
      columns: own.filter((column) => column.generated === '').map((column) => column.name),
      hasIdentity: own.some((column) => column.identity === 'a'),
      primaryKey: keys.filter((key) => key.table === name).map((key) => key.name),
    });
  }

  // Parents before children (a table's reference to itself is satisfied row by row in key order).
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const remaining = [...infos.keys()];
  while (remaining.length > 0) {
    const ready = remaining.find((name) =>
      references.every(
        (edge) => edge.child !== name || edge.parent === name || placed.has(edge.parent),
      ),
    );
    if (ready === undefined) {
      throw new Error(`The tables ${remaining.join(', ')} reference each other in a cycle.`);
    }
    placed.add(ready);
    remaining.splice(remaining.indexOf(ready), 1);
    const info = infos.get(ready);
    if (info !== undefined) ordered.push(info);
  }
  return ordered;
}

/** The table's rows as JSON lines, in key order, through a cursor (a batch at a time in memory). */
export async function* dumpRows(query: SqlQuery, table: TableInfo): AsyncGenerator<string> {
  const columns = table.columns.map(ident).join(', ');
  const order =
    table.primaryKey.length > 0
      ? table.primaryKey.map((name) => `r.${ident(name)}`).join(', ')
      : 'line';
  await query(
    `declare backup_rows no scroll cursor for
       select to_json(r)::text as line from (select ${columns} from public.${ident(table.name)}) r
        order by ${order}`,
  );
  try {
    for (;;) {
      const rows = await query<{ line: string }>('fetch forward 1000 from backup_rows');
      if (rows.length === 0) return;
      for (const { line } of rows) yield line;
    }
  } finally {
    // After an error the transaction is aborted and the cursor gone with it: nothing to close.
    await query('close backup_rows').catch(() => {});
  }
}

/** The count and SHA-256 of the table's rows as a dump writes them (each line and its newline). */
export async function tableChecksum(
  query: SqlQuery,
  table: TableInfo,
): Promise<{ rows: number; sha256: string }> {
  const hash = createHash('sha256');
  let rows = 0;
  for await (const line of dumpRows(query, table)) {
    hash.update(line).update('\n');
    rows += 1;
  }
  return { rows, sha256: hash.digest('hex') };
}
