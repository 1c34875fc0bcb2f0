// The last good answer of the API for each guest, and each wedding's shared invitation (what the
// bare link shows: no guest, no exclusive event), kept so that a guest still gets an invitation while
// the API is down or slow (create-server.ts serves it with a quiet note). Kept as the JSON the API
// sent, parsed only when it is needed, so what a kept invitation costs is its bytes, counted exactly:
// an LRU bounded by bytes, and an age bound after which an invitation is no longer served.
//
// A guest's invitation is found by its wedding and code (as the API reads the code: upper case),
// and only by them: one guest's kept invitation never answers another's link. The shared one carries
// nothing personal, whoever opens it.
import { LRUCache } from 'lru-cache';
import type { PublicInvitation } from '../lib/public-invitation.ts';

/**
 * An invitation's answer is 11.8 to 13.8 KB for the demo wedding's twelve guests (its shared one 11.5
 * KB; measured on the seeded demo, 2026-11-29): 32 MiB keeps the last answer of about 2,400 such
 * guests per worker (each worker keeps its own), beside the 64 MB of rendered pages (page-cache.ts).
 */
export const KEPT_INVITATIONS_MAX_BYTES = 32 * 1024 * 1024;
/** Past a day without the API confirming it, an invitation is too old to show even with the note. */
export const KEPT_INVITATIONS_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** A wedding's shared invitation is made again from a guest's answer at most this often. */
export const SHARED_REFRESH_MS = 5 * 60 * 1000;

/**
 * The wedding's shared invitation from a guest's answer: the API's answer for the bare link, which
 * toPublicInvitationDto (apps/server) makes from the same content: everything of the guest is under
 * `guest`, and the events differ only by the exclusive ones the guest is invited to. So: no guest, no
 * exclusive event. Nothing personal is left to show another visitor.
 */
export function sharedInvitation(invitation: PublicInvitation): PublicInvitation {
  return {
    ...invitation,
    guest: null,
    wedding: {
      ...invitation.wedding,
      events: invitation.wedding.events.filter((event) => !event.isExclusive),
    },
  };
}

export type KeptInvitation = {
  invitation: PublicInvitation;
  /** When the API last gave or confirmed it. */
  keptAt: Date;
};

type Entry = { body: Buffer; keptAt: number };

/** Guests' codes as the API reads them (normalizeCode there: trimmed, upper case). */
function guestKey(slug: string, code: string): string {
  return `guest ${slug} ${code.trim().toUpperCase()}`;
}

function sharedKey(slug: string): string {
  return `shared ${slug}`;
}

export type KeptInvitationsOptions = { maxBytes?: number; maxAgeMs?: number; now?: () => number };

export function createKeptInvitations(options: KeptInvitationsOptions = {}) {
  const now = options.now ?? Date.now;
  const maxAgeMs = options.maxAgeMs ?? KEPT_INVITATIONS_MAX_AGE_MS;
  const cache = new LRUCache<string, Entry>({
    maxSize: options.maxBytes ?? KEPT_INVITATIONS_MAX_BYTES,
    // The body, and the key and the entry's own few dozen bytes.
    sizeCalculation: (entry, key) => entry.body.length + key.length + 64,
  });
  // When each wedding's shared invitation was last claimed (a few dozen bytes a wedding).
  const sharedAsked = new LRUCache<string, number>({ max: 10_000 });

  function read(key: string): KeptInvitation | null {
    const entry = cache.get(key);
    if (entry === undefined) return null;
    if (now() - entry.keptAt > maxAgeMs) {
      cache.delete(key);
      return null;
    }
    try {
      return {
        invitation: JSON.parse(entry.body.toString('utf8')) as PublicInvitation,
        keptAt: new Date(entry.keptAt),
      };
    } catch {
      cache.delete(key);
      return null;
    }
  }

  function keep(key: string, body: string) {
    cache.set(key, { body: Buffer.from(body, 'utf8'), keptAt: now() });
  }

  /** The API confirmed a kept answer (304): it is as current as now. */
  function confirm(key: string) {
    const entry = cache.get(key);
    if (entry !== undefined) entry.keptAt = now();
  }

  return {
    /** The API's answer for a code that found its guest. */
    keepGuest: (slug: string, code: string, body: string) => keep(guestKey(slug, code), body),
    confirmGuest: (slug: string, code: string) => confirm(guestKey(slug, code)),
    guest: (slug: string, code: string) => read(guestKey(slug, code)),
    /** The API's answer without a guest: the wedding's shared invitation. */
    keepShared: (slug: string, body: string) => keep(sharedKey(slug), body),
    shared: (slug: string) => read(sharedKey(slug)),
    /**
     * True, once per `intervalMs` per wedding, when its shared invitation is missing or older than
     * that: the caller then keeps a new one.
     */
    claimSharedRefresh(slug: string, intervalMs: number = SHARED_REFRESH_MS): boolean {
      const at = now();
      const entry = cache.peek(sharedKey(slug));
      if (entry !== undefined && at - entry.keptAt < intervalMs) return false;
      const asked = sharedAsked.get(slug);
      if (asked !== undefined && at - asked < intervalMs) return false;
      sharedAsked.set(slug, at);
      return true;
    },
    /** A wedding the API says is gone or inactive: its shared invitation and this guest's. */
    /** The guest's own invitation only (the guest deleted their data); the shared one stays. */
    forgetGuest(slug: string, code: string) {
      cache.delete(guestKey(slug, code));
    },
    forget(slug: string, code: string | null) {
      cache.delete(sharedKey(slug));
      if (code !== null) cache.delete(guestKey(slug, code));
    },
    /** What the kept answers take, in bytes (as counted against maxBytes). */
    get bytes() {
      return cache.calculatedSize;
    },
    get size() {
      return cache.size;
    },
  };
}

export type KeptInvitations = ReturnType<typeof createKeptInvitations>;
