// One connection of its own for a backup or a restore: PGlite's single session, or a pg client of
// its own on PostgreSQL (without the API pool's statement timeouts: a big table takes its time), so
// one transaction holds from BEGIN to COMMIT.
import pg from 'pg';
import type { Database } from '../db/database.ts';

export type SqlSession = {
  query<T extends object>(text: string, params?: readonly unknown[]): Promise<T[]>;
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
      async close() {
        // The PGlite client is the database's own: closed with it.
      },
    };
  }
  const client = new pg.Client({ connectionString: connection.url });
  client.on('error', () => {}); // the query in flight fails with it
  await client.connect();
  return {
    async query<T extends object>(text: string, params: readonly unknown[] = []) {
      return (await client.query<T & pg.QueryResultRow>(text, [...params])).rows;
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
