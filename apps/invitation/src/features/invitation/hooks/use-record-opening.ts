import { isCouplePreview } from '@convite/rules/couple-preview';
import { useEffect } from 'react';
import { isSentByPage, sendOpening } from '../api/record-opening.ts';

/**
 * Records the guest's opening of their invitation for a code typed on the bare link (the link's
 * own code is sent by the page's early script as soon as the page shows), once per code, never for
 * the couple's previews. `code` is null while the page shows no guest (no code, or a wrong one).
 */
export function useRecordOpening(slug: string, code: string | null): void {
  useEffect(() => {
    if (code === null || isCouplePreview(window.location.search) || isSentByPage(code)) return;
    sendOpening(slug, code);
  }, [slug, code]);
}
