// Which failures of a file system call mean "nothing can be written here right now" (a full disk,
// a quota reached, a file system remounted read-only) rather than a fault of ours: a write to the
// data folder (uploaded files) or to TMPDIR (an upload waiting its turn) that fails so answers 503
// with Retry-After (StorageUnavailableError), never 500. Space is made by hand, then the same
// request succeeds.

/** errno codes of a disk that takes no more bytes. */
const DISK_FULL_CODES = new Set([
  'ENOSPC', // no space (or no inodes) left on the device
  'EDQUOT', // the user's quota on it is used up
  'EROFS', // read-only: what the kernel does to a file system after errors, until it is repaired
]);

type SystemError = Error & { code?: unknown; syscall?: unknown };

/** The error and its causes (a stream or a library may wrap the file system's error). */
function chainOf(error: unknown): Error[] {
  const chain: Error[] = [];
  for (let current = error; current instanceof Error && !chain.includes(current);) {
    chain.push(current);
    current = current.cause;
  }
  return chain;
}

/** True when a file system call failed because its disk takes no more bytes. */
export function isDiskFull(error: unknown): boolean {
  return chainOf(error).some((link) => {
    const { code, syscall } = link as SystemError;
    // Node's system errors name the call that failed: an error that merely reuses a code does not count.
    return typeof code === 'string' && DISK_FULL_CODES.has(code) && typeof syscall === 'string';
  });
}
