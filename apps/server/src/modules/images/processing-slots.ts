// How many images one API process decodes at once. Decoding is what costs memory: a 40-megapixel
// image the decoder must hold whole (a progressive JPEG, an interlaced or 16-bit PNG, WebP, AVIF,
// GIF) needs 120 to 320 MB while it is processed, so four at once reached 2.5 GB. Uploads beyond
// the slots wait in line (their bytes are already in memory, at most 10 MB each); when the line is
// full, or a wait lasts too long, the upload is refused with 503 and Retry-After instead of
// growing memory. See bench/README.md, "Memory under uploads".
import { serverTexts } from '@convite/i18n/server-texts';
import { UnavailableError } from '../../domain/errors.ts';

/** Images decoded at once per process (more throughput comes from more replicas). */
export const IMAGE_PROCESSING_SLOTS = 1;
/** Uploads that may wait for a slot; one more is refused at once. */
export const IMAGE_QUEUE_MAX = 8;
/**
 * How long an upload may wait for a slot before it is refused: four of the costliest images sent at
 * once must all be stored, and on a busy 2-core machine each took up to 7 s to decode (the fourth
 * waited 21 s, past the 20 s this was before). A full line is refused at once whatever the wait.
 */
export const IMAGE_QUEUE_WAIT_MS = 60_000;
/** Retry-After of a refused upload. */
export const IMAGE_RETRY_AFTER_SECONDS = 10;

/** 503: every slot is taken and the line is full (or the wait ran out). */
export class ImagesBusyError extends UnavailableError {
  constructor() {
    super(serverTexts.images.busy, { retryAfterSeconds: IMAGE_RETRY_AFTER_SECONDS });
  }
}

export type ProcessingSlots = {
  /** Runs `task` once a slot is free (first come, first served); ImagesBusyError when it cannot. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for a slot. */
  readonly waiting: number;
};

export function createProcessingSlots(options: {
  slots: number;
  maxWaiting: number;
  maxWaitMs: number;
}): ProcessingSlots {
  let active = 0;
  const line: (() => void)[] = [];

  function acquire(): Promise<void> {
    if (active < options.slots) {
      active += 1;
      return Promise.resolve();
    }
    if (line.length >= options.maxWaiting) return Promise.reject(new ImagesBusyError());
    return new Promise<void>((resolve, reject) => {
      const start = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        line.splice(line.indexOf(start), 1);
        reject(new ImagesBusyError());
      }, options.maxWaitMs);
      timer.unref();
      line.push(start);
    });
  }

  function release(): void {
    const next = line.shift();
    // The slot passes straight to the next in line, so `active` stays the same.
    if (next === undefined) active -= 1;
    else next();
  }

  return {
    async run(task) {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return line.length;
    },
  };
}

/** The slots every images service of this process shares (sharp's memory is the process's). */
export const imageProcessingSlots = createProcessingSlots({
  slots: IMAGE_PROCESSING_SLOTS,
  maxWaiting: IMAGE_QUEUE_MAX,
  maxWaitMs: IMAGE_QUEUE_WAIT_MS,
});
