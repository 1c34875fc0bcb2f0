// A scratch database on the PostgreSQL server of `adminUrl`, for one benchmark run: created empty,
// dropped (with any connection still open to it) afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function withAdmin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createScratchDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `convite_bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin(adminUrl, `drop database if exists "${name}" with (force)`),
  };
}
