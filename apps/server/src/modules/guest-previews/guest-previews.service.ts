import type { WeddingAccess } from '../../content-kit/wedding-access.ts';
import { invitationLink } from '../../content-kit/invitation-links.ts';
import { NotFoundError } from '../../domain/errors.ts';
import type { PreviewTokens } from '../../security/preview-tokens.ts';
import type { GuestPreviewsRepository } from './guest-previews.repository.ts';

export type GuestPreviewsServiceDeps = {
  access: WeddingAccess;
  previews: GuestPreviewsRepository;
  tokens: PreviewTokens;
  /** The invitation app's origin (INVITATION_URL). */
  invitationUrl: string;
};

/** The query parameter of the invitation page that carries a preview token. */
export const PREVIEW_PARAM = 'preview';

export function createGuestPreviewsService(deps: GuestPreviewsServiceDeps) {
  return {
    /**
     * A read-only look at the invitation as one of the caller's guests: the token and the page's
     * address. Another couple's guest is as absent as a missing one (404).
     */
    async issue(clientId: number, guestId: number) {
      const wedding = await deps.previews.weddingOfGuest(guestId);
      if (wedding === null) throw new NotFoundError();
      await deps.access.ownedWedding(clientId, wedding.id);
      const { token, expiresAt } = deps.tokens.issue(guestId, deps.access.now());
      const url = `${invitationLink(deps.invitationUrl, wedding.slug)}?${PREVIEW_PARAM}=${encodeURIComponent(token)}`;
      return { token, url, expiresAt: expiresAt.toISOString() };
    },
  };
}
