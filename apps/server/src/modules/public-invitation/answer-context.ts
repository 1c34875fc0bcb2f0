// An answer checked against what the guest's page carries (security/answer-contexts.ts): the
// household as the guest's GET read it, and where the wedding's own row comes from then — this
// process's copy of it as read at the same row version, which every guest of the wedding shares.
import type { AnswerContexts } from '../../security/answer-contexts.ts';
import {
  guestFromJson,
  type InvitationGuestJson,
  type InvitationGuestRow,
  type InvitationHeadRow,
  type WeddingVersion,
} from './public-invitation.repository.ts';

type WeddingRow = InvitationHeadRow['wedding'];

/** What a guest's invitation seals for their answer. */
export type AnswerContext = {
  slug: string;
  /** The code as the API reads it (normalizeCode). */
  code: string;
  weddingId: number;
  weddingVersion: WeddingVersion;
  /** ANSWER_STAMP_SQL as the GET read it. */
  stamp: string;
  /** The guest as read; its dates are ISO strings once sealed. */
  guest: InvitationGuestJson;
};

export type AnswerContextSeal = AnswerContexts<AnswerContext>;

/** The guest of an opened context, with its dates as the repository reads them. */
export function guestOfContext(context: AnswerContext): InvitationGuestRow {
  return guestFromJson(context.guest);
}

/** A wedding's row is a few KB: a process keeps the last thousand weddings whose guests it served. */
const WEDDINGS_KEPT = 1000;

/**
 * The weddings' rows this process read, each with its row version: a context names the version its
 * GET read, and only that row is that version (any update gives the row another).
 */
export function createWeddingsRead(max = WEDDINGS_KEPT) {
  const rows = new Map<number, { version: WeddingVersion; row: WeddingRow }>();
  return {
    remember(row: WeddingRow, version: WeddingVersion) {
      rows.delete(row.id);
      rows.set(row.id, { version, row });
      if (rows.size > max) {
        const [oldest] = rows.keys();
        if (oldest !== undefined) rows.delete(oldest);
      }
    },
    /** The row of `weddingId` as read at `version`, or null when this process has no such read. */
    get(weddingId: number, version: WeddingVersion): WeddingRow | null {
      const kept = rows.get(weddingId);
      return kept?.version === version ? kept.row : null;
    },
  };
}
