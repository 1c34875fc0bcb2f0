// How often a burst of answers reaches the job queue: once while this process knows a queued job
// covers the couple, again when that may no longer be so. A fake queue and clock: no database.
import { describe, expect, it } from 'vitest';
import type { JobQueue, SendOptions } from '../../jobs/job-definitions.ts';
import { createAnswerNotices } from './answer-notices.service.ts';

/** A queue whose slots hold one job: the first send of a slot queues, the others find it. */
function fakeQueue(slotHasJob: () => boolean) {
  const sends: SendOptions[] = [];
  const queue: JobQueue = {
    async send(_name, _data, options = {}) {
      sends.push(options);
      return !slotHasJob();
    },
  };
  return { queue, sends };
}

describe('the notice an answer queues', () => {
  it('goes to the queue once, then not for 50 s after queueing its job', async () => {
    let now = 0;
    const { queue, sends } = fakeQueue(() => sends.length > 1);
    const notices = createAnswerNotices(queue, () => {}, { delaySeconds: 60, clock: () => now });
    for (let second = 0; second < 50; second += 1) {
      now = second * 1000;
      await notices.answered({ clientId: 7 });
      await notices.answered({ clientId: 7 });
    }
    expect(sends).toHaveLength(1);
    expect(sends[0]).toEqual({
      startAfterSeconds: 60,
      singleton: { key: 'client-7', seconds: 30 },
    });
    now = 50_000;
    await notices.answered({ clientId: 7 });
    expect(sends).toHaveLength(2);
    // Another couple's answers are theirs.
    await notices.answered({ clientId: 8 });
    expect(sends).toHaveLength(3);
  });

  it('after finding the slot’s job queued, goes again 20 s later only', async () => {
    let now = 0;
    const { queue, sends } = fakeQueue(() => true);
    const notices = createAnswerNotices(queue, () => {}, { delaySeconds: 60, clock: () => now });
    await notices.answered({ clientId: 7 });
    now = 19_999;
    await notices.answered({ clientId: 7 });
    expect(sends).toHaveLength(1);
    now = 20_000;
    await notices.answered({ clientId: 7 });
    expect(sends).toHaveLength(2);
  });

  it('tries again with the next answer when queueing failed, and never throws', async () => {
    const failures: unknown[] = [];
    let calls = 0;
    const queue: JobQueue = {
      async send() {
        calls += 1;
        throw new Error('database away');
      },
    };
    const notices = createAnswerNotices(queue, (error) => failures.push(error), {
      delaySeconds: 60,
      clock: () => 0,
    });
    await notices.answered({ clientId: 7 });
    await notices.answered({ clientId: 7 });
    expect(calls).toBe(2);
    expect(failures).toHaveLength(2);
  });
});
