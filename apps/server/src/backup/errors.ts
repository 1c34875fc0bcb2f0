/** A backup or restore that cannot go ahead: the message says why and what to do, in one line. */
export class BackupError extends Error {
  override name = 'BackupError';
}
