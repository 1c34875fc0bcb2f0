// For tests that make a race happen every time: one connection holds a lock, the requests under
// test queue behind it, and the test goes on once they are all waiting.
import pg from 'pg';
import { expect, vi } from 'vitest';

/**
 * Waits until `count` backends of the current database wait on a lock. Asked on a connection of
 * its own (`observer`): a transaction that holds the lock sees the activity as it was at its first
 * look.
 */
export async function waitForLockWaiters(observer: pg.Client, count: number): Promise<void> {
  await vi.waitFor(
    async () => {
      const { rows } = await observer.query<{ waiting: number }>(
        `select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
      );
      expect(rows[0]?.waiting).toBe(count);
    },
    { timeout: 10_000, interval: 20 },
  );
}

/** Connections of the test's own beside the app's pool: one to hold a lock, one to watch. */
export async function connectBesideApp(databaseUrl: string | null | undefined): Promise<{
  editor: pg.Client;
  observer: pg.Client;
  end(): Promise<void>;
}> {
  const [editor, observer] = [1, 2].map(
    () => new pg.Client({ connectionString: databaseUrl ?? '' }),
  ) as [pg.Client, pg.Client];
  await Promise.all([editor.connect(), observer.connect()]);
  return {
    editor,
    observer,
    end: async () => void (await Promise.all([editor.end(), observer.end()])),
  };
}
