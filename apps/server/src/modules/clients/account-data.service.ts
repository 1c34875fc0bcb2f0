import { serverTexts, type Language, type LocalizedText } from '@convite/i18n/server-texts';
import type { Readable, Writable } from 'node:stream';
import { ConflictError, InvalidFieldsError, UnauthenticatedError } from '../../domain/errors.ts';
import { verifyPassword } from '../../security/passwords.ts';
import { tryAgainIn, type RateLimit, type RateLimiter } from '../../security/rate-limit.ts';
import { deleteUnreferenced, type FileStorage } from '../../storage/file-storage.ts';
import type { GuestWorkbooks } from '../guests/guest-workbooks.service.ts';
import { writeAccountArchive } from './account-archive.ts';
import type { AccountDataRepository } from './account-data.repository.ts';

/**
 * How recent a Google-only account's sign-in must be to count as asking "is it you?" again: such
 * an account has no password to type, and signing in again with Google is the proof Google gives.
 */
export const FRESH_SIGN_IN_MS = 5 * 60 * 1000;

/** Wrong passwords an account may type here in an hour: a stolen session cannot guess for long. */
export const CONFIRMATION_LIMIT: RateLimit = {
  bucket: 'account-data-password',
  max: 10,
  windowMs: 3600 * 1000,
  message: tryAgainIn(serverTexts.clients.tooManyWrongPasswords),
};

/** The signed-in session, as far as the re-check needs it. */
export type Session = Readonly<{ clientId: number; issuedAt: Date }>;

export type AccountDataServiceDeps = {
  accounts: AccountDataRepository;
  guestWorkbooks: GuestWorkbooks;
  limiter: RateLimiter;
  /** A stored file's bytes (null when it is gone). */
  readFile: (key: string) => Promise<Readable | null>;
  /** Where the files are deleted from once the account is closed. */
  storage: FileStorage;
  /** Where a file that could not be deleted is reported (it is unreachable, so nothing fails). */
  reportOrphan?: (error: unknown, key: string) => void;
  now?: () => Date;
};

const refuse = (message: LocalizedText): never => {
  throw new InvalidFieldsError({ password: [message] }, message);
};

/** A couple's own data: the download of all of it and the closing of the account (ARCO). */
export function createAccountDataService(deps: AccountDataServiceDeps) {
  const now = deps.now ?? (() => new Date());

  /**
   * Is it the account's owner? The password again; for a Google account sending none (it may have
   * set a password later, which the app does not know), a sign-in within FRESH_SIGN_IN_MS. Refusals are 422 under `password` (401 would make the apps
   * ask for a new session, which would not help); wrong passwords count towards a limit (429).
   */
  async function confirmOwner(session: Session, password: string | null): Promise<void> {
    const account = await deps.accounts.credentials(session.clientId);
    if (account === null) throw new UnauthenticatedError();
    const noPassword = password === null || password === '';
    if (account.passwordHash === null || (noPassword && account.externalAuth === 'google')) {
      if (now().getTime() - session.issuedAt.getTime() > FRESH_SIGN_IN_MS)
        refuse(serverTexts.clients.googleSignInAgain);
      return;
    }
    if (password === null || password === '') refuse(serverTexts.clients.passwordRequired);
    const attempt = await deps.limiter.reserve([
      [CONFIRMATION_LIMIT, `client:${session.clientId}`],
    ]);
    if (!(await verifyPassword(account.passwordHash, password ?? ''))) {
      refuse(serverTexts.clients.wrongPassword);
    }
    await attempt.release();
  }

  return {
    /**
     * The owner confirmed, a writer of the zip of everything of the account: every record, the
     * guest list's spreadsheet of each wedding, and the uploaded files.
     */
    async exportData(
      session: Session,
      password: string | null,
    ): Promise<(output: Writable, language: Language) => Promise<void>> {
      await confirmOwner(session, password);
      const weddingIds = await deps.accounts.weddingIds(session.clientId);
      const workbooks = await Promise.all(
        weddingIds.map((id) => deps.guestWorkbooks.exportWorkbook(session.clientId, id)),
      );
      const files = await deps.accounts.fileKeys(weddingIds);
      const tables = deps.accounts.tables(session.clientId);
      return (output, language) =>
        writeAccountArchive(output, {
          about: {
            exportedAt: now().toISOString(),
            format:
              'Every record of the account, one array per table (timestamps in UTC); the guest list as a spreadsheet; the uploaded photos and song under files/.',
          },
          tables,
          sheets: workbooks.map((write, index) => ({
            name: weddingIds.length === 1 ? 'guests.xlsx' : `guests-${index + 1}.xlsx`,
            write: (sheet: Writable) => write(sheet, language),
          })),
          files,
          readFile: deps.readFile,
        });
    },

    /**
     * The owner confirmed, deletes the account (payments stay, reduced to what the tax law needs:
     * account-data.repository.ts); the files go once the rows are gone for good. 409 while a
     * payment is in process.
     */
    async closeAccount(
      session: Session,
      password: string | null,
    ): Promise<{ message: LocalizedText }> {
      await confirmOwner(session, password);
      const closed = await deps.accounts.closeAccount(session.clientId);
      if (closed.outcome === 'paymentPending')
        throw new ConflictError(serverTexts.clients.paymentInProcess);
      if (closed.outcome === 'missing') throw new UnauthenticatedError();
      const reportOrphan = deps.reportOrphan ?? (() => {});
      await Promise.all(
        closed.fileKeys.map((key) => deleteUnreferenced(deps.storage, key, reportOrphan)),
      );
      return { message: serverTexts.clients.accountClosed };
    },
  };
}

export type AccountDataService = ReturnType<typeof createAccountDataService>;
