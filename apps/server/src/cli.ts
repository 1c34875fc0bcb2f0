// Operator commands: `tsx src/cli.ts <command>` in development, `node dist/cli.js <command>` when built.
//   migrate                                          apply the database migrations
//   create-admin --email E --password P [--name N]   create an admin (or reset its password)
//   seed-demo                                        the demo accounts and wedding (idempotent); prints
//                                                    the credentials and the demo invitation's links
//   backup FILE                                      the database and the uploaded files into a new tar
//   restore FILE [--force]                           them back, into an empty database (docs/deploy.md)
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { DateTime } from 'luxon';
import { ConfigError, loadConfig, type Config } from './config/config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { isStrongPassword } from '@convite/rules/password';
import { WEDDING_TIME_ZONE } from '@convite/rules/time-zone';
import { BackupError } from './backup/errors.ts';

const USAGE = `Usage: cli <command>
  migrate                                          apply the database migrations
  create-admin --email E --password P [--name N]   create an admin, or set its name and password
  seed-demo                                        create the demo accounts and wedding (idempotent)
                                                   and print the credentials and the invitation links
  backup FILE                                      write the database and the uploaded files to FILE
                                                   (a new tar; DATABASE_URL/DATA_DIR and S3_* say where)
  restore FILE [--force]                           restore FILE into an empty database and the storage;
                                                   --force replaces the rows of a database in use`;

class UsageError extends Error {}

async function withDatabase<T>(
  run: (database: Database, config: Config) => Promise<T>,
): Promise<T> {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    return await run(database, config);
  } finally {
    await database.close();
  }
}

/** The database as it is (a backup migrates nothing). */
async function withDatabaseAsIs<T>(
  run: (database: Database, config: Config) => Promise<T>,
): Promise<T> {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    return await run(database, config);
  } finally {
    await database.close();
  }
}

function archiveFile(rest: string[], options: { force?: boolean } = {}) {
  const { values, positionals } = parseArgs({
    args: rest,
    options: options.force === true ? { force: { type: 'boolean' } } : {},
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length !== 1) throw new UsageError('Name one backup file.');
  return { file: positionals[0] as string, force: (values as { force?: boolean }).force === true };
}

export async function runCli(
  argv: string[],
  out: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
) {
  const [command, ...rest] = argv;
  switch (command) {
    case 'migrate': {
      await withDatabase(async () => undefined);
      out('Migrations applied.');
      return;
    }
    case 'create-admin': {
      const { values } = parseArgs({
        args: rest,
        options: {
          email: { type: 'string' },
          password: { type: 'string' },
          name: { type: 'string' },
        },
        strict: true,
      });
      const email = values.email?.trim();
      if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
        throw new UsageError('--email must be an email address.');
      if (!values.password || !isStrongPassword(values.password)) {
        throw new UsageError(
          '--password must have at least 8 characters with a lowercase letter, an uppercase letter, a digit and one of . @ $ ! % * ? & /',
        );
      }
      const password = values.password;
      const { ensureAdmin } = await import('./seed/admins.ts');
      const result = await withDatabase(({ db }) =>
        ensureAdmin(db, { email, password, name: values.name?.trim() || 'Admin' }),
      );
      out(
        result.created
          ? `Admin ${email.toLowerCase()} created (id ${result.id}).`
          : `Admin ${email.toLowerCase()} already existed (id ${result.id}); name and password ${result.updated ? 'updated' : 'unchanged'}.`,
      );
      return;
    }
    case 'seed-demo': {
      // Each command loads what it needs only: the demo's images and the backup's streams are not
      // the migration's business (a CLI run starts in a second instead of three).
      const { seedDemo } = await import('./seed/demo.ts');
      const { createFileStorage } = await import('./storage/file-storage.ts');
      const seed = await withDatabase(({ db }, config) =>
        seedDemo(db, {
          storage: createFileStorage(config.storage),
          invitationUrl: config.invitationUrl,
          appUrl: config.appUrl,
        }),
      );
      out('Demo accounts:');
      for (const { role, email, password } of seed.credentials)
        out(`  ${role.padEnd(9)} ${email}  ${password}`);
      const { wedding } = seed;
      const state = wedding.isNew ? 'created' : 'already there, left as it was';
      const day = DateTime.fromISO(wedding.date, { zone: WEDDING_TIME_ZONE }).toFormat(
        "cccc d LLLL yyyy 'at' HH:mm 'Mexico City time'",
      );
      out(
        `Demo wedding "${wedding.name}" (${state}): ${wedding.planName ?? 'no'} plan, ${wedding.isActive ? 'active' : 'INACTIVE'}, ${wedding.guestCount} guests, ${day}.`,
      );
      if (wedding.guestLink) {
        out(`Demo invitation: ${wedding.guestLink.link}   (${wedding.guestLink.name}'s link)`);
      }
      out(`Without a code:  ${wedding.link}`);
      if (wedding.doorLink) {
        out(
          `Door helper:     ${wedding.doorLink.link}   (${wedding.doorLink.name}'s link: check guests in on the day, on a phone)`,
        );
      }
      return;
    }
    case 'backup': {
      const { file } = archiveFile(rest);
      const { backup } = await import('./backup/backup.ts');
      const { createStorageArchive } = await import('./storage/file-storage.ts');
      await withDatabaseAsIs((database, config) =>
        backup({
          database,
          storage: createStorageArchive(config.storage),
          storageDriver: config.storage.driver,
          file,
          log: out,
        }),
      );
      return;
    }
    case 'restore': {
      const { file, force } = archiveFile(rest, { force: true });
      const { restore } = await import('./backup/backup.ts');
      const { createStorageArchive } = await import('./storage/file-storage.ts');
      await withDatabaseAsIs((database, config) =>
        restore({
          database,
          storage: createStorageArchive(config.storage),
          file,
          force,
          log: out,
        }),
      );
      return;
    }
    default:
      throw new UsageError(command ? `Unknown command "${command}".` : 'No command given.');
  }
}

const isMain =
  process.argv[1] !== undefined &&
  import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href;

if (isMain) {
  runCli(process.argv.slice(2)).catch((error: unknown) => {
    if (error instanceof BackupError) {
      process.stderr.write(`${error.message}\n`);
    } else if (
      error instanceof UsageError ||
      error instanceof ConfigError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      process.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`);
    } else {
      process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
    }
    process.exitCode = 1;
  });
}
