// One connection of its own for a backup or a restore: PGlite's single session, or a pg client of
// its own on PostgreSQL (without the API pool's statement timeouts: a big table takes its time).
import pg from 'pg';
import type { Database } from '../db/database.ts';

export type SqlQuery = <T extends object>(
  text: string,
  params?: readonly unknown[],
) => Promise<T[]>;

export type SqlSession = {
  query: SqlQuery;
  /**
   * `work` inside one transaction, committed when it returns and rolled back when it throws. On
   * PGlite, whose one session the app's own queries share, nothing else runs until it ends: a
   * query of the app in between would commit or abort this transaction (and close its cursors).
   */
  transaction<T>(work: (query: SqlQuery) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export async function openSqlSession(database: Database): Promise<SqlSession> {
  const { connection } = database;
  if (connection.kind === 'pglite') {
    const { client } = connection;
    return {
      async query<T extends object>(text: string, params: readonly unknown[] = []) {
        return (await client.query<T>(text, [...params])).rows;
      },
      async transaction(work) {
        return client.transaction((tx) =>
          work(async <T extends object>(text: string, params: readonly unknown[] = []) => {
            return (await tx.query<T>(text, [...params])).rows;
          }),
        );
      },
      async close() {
        // The PGlite client is the database's own: closed with it.
      },
    };
  }
  const client = new pg.Client({ connectionString: connection.url });
  client.on('error', () => {}); // the query in flight fails with it
  await client.connect();
  const query: SqlQuery = async <T extends object>(text: string, params: readonly unknown[] = []) =>
    (await client.query<T & pg.QueryResultRow>(text, [...params])).rows;
  return {
    query,
    async transaction(work) {
      await query('begin');
      try {
        const result = await work(query);
        await query('commit');
        return result;
      } catch (error) {
        await query('rollback').catch(() => {});
        throw error;
      }
    },
    async close() {
      await client.end();
    },
  };
}

/** "name" quoted as an SQL identifier. */
export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
