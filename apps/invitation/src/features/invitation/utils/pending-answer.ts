import type { ConfirmationAnswer } from '@convite/invitation-renderer/model';

/** An answer not yet accepted by the server, with the idempotency key every retry repeats. */
export type PendingAnswer = { key: string; answer: ConfirmationAnswer };

function storageKey(slug: string, code: string): string {
  return `convite.pendingConfirmation:${slug}:${code}`;
}

// Storage can throw (private browsing, quota, blocked cookies): the answer then lives only in memory.
export function readPendingAnswer(
  storage: Storage | null,
  slug: string,
  code: string,
): PendingAnswer | null {
  try {
    const raw = storage?.getItem(storageKey(slug, code));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PendingAnswer>;
    return typeof value.key === 'string' && value.answer ? (value as PendingAnswer) : null;
  } catch {
    return null;
  }
}

export function writePendingAnswer(
  storage: Storage | null,
  slug: string,
  code: string,
  pending: PendingAnswer,
): void {
  try {
    storage?.setItem(storageKey(slug, code), JSON.stringify(pending));
  } catch {
    // kept in memory only
  }
}

export function clearPendingAnswer(storage: Storage | null, slug: string, code: string): void {
  try {
    storage?.removeItem(storageKey(slug, code));
  } catch {
    // nothing to clear
  }
}
