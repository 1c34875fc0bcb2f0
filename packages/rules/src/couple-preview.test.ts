import { describe, expect, it } from 'vitest';
import { couplePreviewLink, isCouplePreview } from './couple-preview.ts';

describe("the couple's preview of a guest's invitation", () => {
  it('marks the link and keeps its code', () => {
    const link = couplePreviewLink('https://invitacion.convite.mx/ana-y-luis?code=ABCD2345');
    expect(link).toBe('https://invitacion.convite.mx/ana-y-luis?code=ABCD2345&preview=1');
    expect(isCouplePreview(new URL(link).search)).toBe(true);
  });

  it("does not take the guest's own link for a preview", () => {
    expect(isCouplePreview('?code=ABCD2345')).toBe(false);
    expect(isCouplePreview('')).toBe(false);
  });
});
