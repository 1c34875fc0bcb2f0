import { isCouplePreview } from '@convite/rules/couple-preview';
import { useEffect } from 'react';
import { afterLoadWhenIdle, sendOpening } from '../api/record-opening.ts';

/**
 * Records the guest's opening of their invitation, once per guest code the page shows (the link's,
 * or one typed on the bare link), after load, never for the couple's previews. `code` is null while
 * the page shows no guest (no code, or a wrong one).
 */
export function useRecordOpening(slug: string, code: string | null): void {
  useEffect(() => {
    if (code === null || isCouplePreview(window.location.search)) return undefined;
    return afterLoadWhenIdle(() => sendOpening(slug, code));
  }, [slug, code]);
}
