import { afterEach, describe, expect, it, vi } from 'vitest';
import { statusOf } from '../../http/error-handler.ts';
import { createProcessingSlots, ImagesBusyError } from './processing-slots.ts';

/** A task that runs until the test ends it, recording that it started. */
function heldTask(name: string, started: string[]) {
  let finish = () => {};
  const isDone = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    task: async () => {
      started.push(name);
      await isDone;
      return name;
    },
    finish: () => finish(),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('processing slots', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at most `slots` tasks at once, the others in the order they came', async () => {
    const slots = createProcessingSlots({ slots: 2, maxWaiting: 5, maxWaitMs: 60_000 });
    const started: string[] = [];
    const tasks = ['a', 'b', 'c', 'd'].map((name) => heldTask(name, started));
    const results = tasks.map((held) => slots.run(held.task));
    await settle();
    expect(started).toEqual(['a', 'b']);
    expect([slots.active, slots.waiting]).toEqual([2, 2]);

    tasks[1]?.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    expect([slots.active, slots.waiting]).toEqual([2, 1]);

    for (const held of tasks) held.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect([slots.active, slots.waiting]).toEqual([0, 0]);
  });

  it('frees the slot of a task that fails', async () => {
    const slots = createProcessingSlots({ slots: 1, maxWaiting: 1, maxWaitMs: 60_000 });
    const failing = slots.run(async () => {
      throw new Error('corrupt image');
    });
    const next = slots.run(async () => 'next');
    await expect(failing).rejects.toThrow('corrupt image');
    await expect(next).resolves.toBe('next');
    expect(slots.active).toBe(0);
  });

  it('refuses at once, with 503, a task that finds the line full', async () => {
    const slots = createProcessingSlots({ slots: 1, maxWaiting: 1, maxWaitMs: 60_000 });
    const started: string[] = [];
    const running = heldTask('running', started);
    const waiting = heldTask('waiting', started);
    const results = [slots.run(running.task), slots.run(waiting.task)];

    const refused = await slots.run(async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ImagesBusyError);
    expect(statusOf(refused as ImagesBusyError)).toBe(503);
    expect((refused as ImagesBusyError).localized.es).toMatch(/muchas imágenes/);

    running.finish();
    waiting.finish();
    expect(await Promise.all(results)).toEqual(['running', 'waiting']);
  });

  it('refuses a task that waited too long, which then never runs and leaves its place', async () => {
    vi.useFakeTimers();
    const slots = createProcessingSlots({ slots: 1, maxWaiting: 2, maxWaitMs: 1000 });
    const started: string[] = [];
    const running = heldTask('running', started);
    const late = heldTask('late', started);
    const result = slots.run(running.task);
    const lateResult = slots.run(late.task).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(999);
    expect(slots.waiting).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await lateResult).toBeInstanceOf(ImagesBusyError);
    expect(slots.waiting).toBe(0);

    running.finish();
    await result;
    expect(started).toEqual(['running']);
    expect(slots.active).toBe(0);
  });
});
