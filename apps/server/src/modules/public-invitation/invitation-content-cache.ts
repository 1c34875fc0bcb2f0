// The content every guest of a wedding shares (messages, events, pictures, lists, the parsed theme),
// kept in this process per wedding and version. It is always current: each request reads the
// wedding's content_version in the same statement as the guest, and database triggers raise that
// version in the transaction of every change to the content (migration 0006), so a copy older than
// the version just read is never used. Replicas need no messages between them: each compares with
// the database on every request.
import { LRUCache } from 'lru-cache';
import { parseThemeContent, type ThemeContentDto } from './public-invitation-dto.ts';
import type { InvitationContentRow } from './public-invitation.repository.ts';

export type SharedInvitationContent = {
  version: number;
  content: InvitationContentRow['content'];
  /** The published theme, checked against the schema once per version; null for Etiqueta. */
  theme: ThemeContentDto | null;
};

export type InvitationContentCache = {
  /** The wedding's content at `version` or newer; null when the wedding no longer exists. */
  get(weddingId: number, version: number): Promise<SharedInvitationContent | null>;
};

/** Weddings kept (a content is some tens of KB, so a few tens of MB at most). */
const DEFAULT_MAX_WEDDINGS = 500;

export function createInvitationContentCache(
  load: (weddingId: number) => Promise<InvitationContentRow | null>,
  maxWeddings = DEFAULT_MAX_WEDDINGS,
): InvitationContentCache {
  const cache = new LRUCache<number, SharedInvitationContent>({ max: maxWeddings });
  // One read per wedding at a time: the guests who open it together after an edit share it.
  const loading = new Map<number, Promise<SharedInvitationContent | null>>();

  async function read(weddingId: number): Promise<SharedInvitationContent | null> {
    const row = await load(weddingId);
    if (row === null) {
      cache.delete(weddingId);
      return null;
    }
    const entry = {
      version: row.version,
      content: row.content,
      theme: parseThemeContent(row.themeContent),
    };
    const kept = cache.get(weddingId);
    if (kept === undefined || kept.version <= entry.version) cache.set(weddingId, entry);
    return entry;
  }

  return {
    async get(weddingId, version) {
      const kept = cache.get(weddingId);
      if (kept !== undefined && kept.version >= version) return kept;
      const pending = loading.get(weddingId);
      if (pending !== undefined) {
        const shared = await pending;
        // That read may have started before the change this request saw.
        if (shared === null || shared.version >= version) return shared;
      }
      const next = read(weddingId).finally(() => {
        if (loading.get(weddingId) === next) loading.delete(weddingId);
      });
      loading.set(weddingId, next);
      return next;
    },
  };
}
