import { describe, expect, it } from 'vitest';
import { createInvitationContentCache } from './invitation-content-cache.ts';
import type { InvitationContentRow } from './public-invitation.repository.ts';

function contentAt(version: number): InvitationContentRow {
  return {
    version,
    themeContent: null,
    content: {
      invitation: {
        id: 1,
        firstMessage: `v${version}`,
        secondMessage: null,
        weddingId: 7,
        parents: [],
      },
      events: [],
      questions: [],
      itineraryEvents: [],
      giftRegistries: [],
      accommodations: [],
      coverImages: [],
      galleryImages: [],
      song: null,
    },
  };
}

/** A load the test completes by hand, counting the calls. */
function manualLoads() {
  const pending: ((row: InvitationContentRow | null) => void)[] = [];
  return {
    count: () => pending.length,
    load: () => new Promise<InvitationContentRow | null>((resolve) => pending.push(resolve)),
    finish: (index: number, row: InvitationContentRow | null) => pending[index]?.(row),
  };
}

describe('the invitation content cache', () => {
  it('reads a wedding once for the guests who open it together, then serves that version', async () => {
    const loads = manualLoads();
    const cache = createInvitationContentCache(loads.load);
    const together = Promise.all([cache.get(7, 3), cache.get(7, 3), cache.get(7, 3)]);
    expect(loads.count()).toBe(1);
    loads.finish(0, contentAt(3));
    const results = await together;
    expect(results.map((shared) => shared?.content.invitation.firstMessage)).toEqual([
      'v3',
      'v3',
      'v3',
    ]);
    expect((await cache.get(7, 3))?.version).toBe(3);
    expect(loads.count()).toBe(1);
  });

  it('reads again when the database has a newer version, and never answers with an older one', async () => {
    const loads = manualLoads();
    const cache = createInvitationContentCache(loads.load);
    const first = cache.get(7, 3);
    // A request that saw version 4 while the read of version 3 was under way must not take it.
    const second = cache.get(7, 4);
    loads.finish(0, contentAt(3));
    expect((await first)?.version).toBe(3);
    await Promise.resolve();
    expect(loads.count()).toBe(2);
    loads.finish(1, contentAt(4));
    expect((await second)?.version).toBe(4);
    expect((await cache.get(7, 3))?.version).toBe(4);
    expect(loads.count()).toBe(2);
  });

  it('forgets a wedding that no longer exists', async () => {
    let row: InvitationContentRow | null = contentAt(1);
    const cache = createInvitationContentCache(async () => row);
    expect((await cache.get(7, 1))?.version).toBe(1);
    row = null;
    expect(await cache.get(7, 2)).toBeNull();
  });

  it('parses the published theme once per version and keeps Etiqueta (null) for a broken one', async () => {
    const cache = createInvitationContentCache(async () => ({
      ...contentAt(1),
      themeContent: '{not json',
    }));
    expect((await cache.get(7, 1))?.theme).toBeNull();
  });
});
