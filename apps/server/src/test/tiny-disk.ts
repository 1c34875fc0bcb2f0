// Tests only: a real, small file system (a tmpfs of a few MiB) that a test can fill to the last
// bytes, so a write fails with the kernel's own ENOSPC. Mounting needs root (or CAP_SYS_ADMIN):
// where the test runs without it, tinyDisk() says why and the tests that need one are skipped.
import { execFileSync } from 'node:child_process';
import {
  closeSync,
  mkdtempSync,
  openSync,
  readdirSync,
  rmSync,
  statfsSync,
  writeSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type TinyDisk = {
  /** Where it is mounted. */
  readonly directory: string;
  /** Free bytes as the kernel counts them for an ordinary write. */
  free(): number;
  /** Writes a filler file until only `leaveBytes` (rounded to whole blocks) are free. */
  fill(leaveBytes?: number): void;
  /** Removes the filler. */
  unfill(): void;
  unmount(): void;
};

const FILLER = '.filler';

/** A tmpfs of `sizeMiB`, or the reason there can be none on this machine. */
export function tinyDisk(sizeMiB: number): TinyDisk | { reason: string } {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'convite-tiny-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMiB}m,mode=0700`, 'tmpfs', directory], {
      stdio: 'pipe',
    });
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    return { reason: `cannot mount a tmpfs here (${stderr || (error as Error).message})` };
  }
  const filler = path.join(directory, FILLER);
  const free = () => {
    const stats = statfsSync(directory);
    return stats.bavail * stats.bsize;
  };
  return {
    directory,
    free,
    fill(leaveBytes = 0) {
      const descriptor = openSync(filler, 'a');
      const chunk = Buffer.alloc(64 * 1024, 0x5a);
      try {
        for (let missing = free() - leaveBytes; missing > 0; missing = free() - leaveBytes) {
          writeSync(descriptor, chunk, 0, Math.min(chunk.length, missing));
        }
      } finally {
        closeSync(descriptor);
      }
    },
    unfill() {
      rmSync(filler, { force: true });
    },
    unmount() {
      execFileSync('umount', [directory], { stdio: 'pipe' });
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Every file under `directory` (relative, with /), the filler aside. */
export function filesUnder(directory: string): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file !== FILLER)
    .sort();
}
