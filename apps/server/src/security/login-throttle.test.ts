import { describe, expect, it } from 'vitest';
import { createLoginThrottle, type AccountKind, type LoginAttemptStore } from './login-throttle.ts';

function memoryStore(): LoginAttemptStore {
  const rows: { kind: AccountKind; email: string; succeeded: boolean; at: Date }[] = [];
  return {
    async recentFailures(kind, email, since) {
      const mine = rows.filter((r) => r.kind === kind && r.email === email);
      const lastSuccess = Math.max(
        0,
        ...mine.filter((r) => r.succeeded).map((r) => r.at.getTime()),
      );
      return mine
        .filter((r) => !r.succeeded && r.at >= since && r.at.getTime() > lastSuccess)
        .map((r) => r.at)
        .sort((a, b) => a.getTime() - b.getTime());
    },
    async record(kind, email, succeeded, at) {
      rows.push({ kind, email, succeeded, at });
    },
    async prune() {},
  };
}

describe('login throttle', () => {
  const start = new Date('2026-05-01T12:00:00Z').getTime();

  it('locks an account after 10 failures in 15 minutes and frees it as they age out', async () => {
    let now = start;
    const throttle = createLoginThrottle(memoryStore(), () => new Date(now));
    for (let i = 0; i < 10; i += 1) {
      expect(await throttle.lockedFor('client', 'ana@example.com')).toBeNull();
      await throttle.recordFailure('client', 'Ana@Example.com');
      now += 60_000;
    }
    // First failure at 12:00, now 12:10: it leaves the window at 12:15.
    expect(await throttle.lockedFor('client', 'ana@example.com')).toBe(300);
    expect(await throttle.lockedFor('client', 'luis@example.com')).toBeNull();
    expect(await throttle.lockedFor('admin', 'ana@example.com')).toBeNull();
    now = start + 15 * 60_000 + 1;
    expect(await throttle.lockedFor('client', 'ana@example.com')).toBeNull();
  });

  it('starts counting again after a successful login', async () => {
    let now = start;
    const throttle = createLoginThrottle(memoryStore(), () => new Date(now));
    for (let i = 0; i < 9; i += 1) {
      await throttle.recordFailure('promoter', 'p@example.com');
      now += 1000;
    }
    await throttle.recordSuccess('promoter', 'p@example.com');
    now += 1000;
    await throttle.recordFailure('promoter', 'p@example.com');
    expect(await throttle.lockedFor('promoter', 'p@example.com')).toBeNull();
  });
});
