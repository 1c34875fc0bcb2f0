import { describe, expect, it } from 'vitest';
import { makeEvent, makeWedding } from '../../../../test/make-wedding.ts';
import { planLosses, weddingUsage, type WeddingUsage } from './plan-losses.ts';

const feature = (slug: string, max: number | null = null) => ({ slug, max });

// As seeded: Básico has the song and a few photos, Clásico adds the guest list.
const BASICO = [feature('Song'), feature('EventImages', 1), feature('GalleryImages', 4)];
const CLASICO = [...BASICO, feature('rsvpAdmin')];

const photo = (id: number) => ({
  id,
  src: `/uploads/${id}.jpg`,
  srcSet: null,
  aspectRatio: 1.5,
  type: 'eventImage' as const,
  weddingId: 5,
  eventId: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const NOTHING: WeddingUsage = {
  guests: 0,
  exclusiveEvents: [],
  hasSong: false,
  galleryImages: 0,
  mostEventImages: 0,
};

describe('planLosses', () => {
  it('names the guest list a trial wedding would stop seeing on Básico, not on Clásico', () => {
    const usage = { ...NOTHING, guests: 19 };
    expect(planLosses(BASICO, usage)).toEqual([{ kind: 'guests', count: 19 }]);
    expect(planLosses(CLASICO, usage)).toEqual([]);
  });

  it('warns of nothing the wedding does not use', () => {
    expect(planLosses([], NOTHING)).toEqual([]);
  });

  it('lists exclusive events and the song when the plan lacks them, guests first', () => {
    const usage = { ...NOTHING, guests: 2, hasSong: true, exclusiveEvents: ['Cena de familia'] };
    expect(planLosses([], usage)).toEqual([
      { kind: 'guests', count: 2 },
      { kind: 'exclusiveEvents', names: ['Cena de familia'] },
      { kind: 'song' },
    ]);
  });

  it('counts photos against the limit: over it, at it, and without the feature', () => {
    expect(planLosses(BASICO, { ...NOTHING, galleryImages: 6, mostEventImages: 2 })).toEqual([
      { kind: 'galleryImages', count: 6, max: 4 },
      { kind: 'eventImages', count: 2, max: 1 },
    ]);
    expect(planLosses(BASICO, { ...NOTHING, galleryImages: 4, mostEventImages: 1 })).toEqual([]);
    expect(planLosses([feature('Song')], { ...NOTHING, galleryImages: 1 })).toEqual([
      { kind: 'galleryImages', count: 1, max: null },
    ]);
  });
});

describe('weddingUsage', () => {
  it('reads the exclusive events, the song, the photos and the guest count', () => {
    const wedding = makeWedding({
      song: null,
      galleryImages: [],
      events: [
        makeEvent({ id: 1, name: 'Ceremonia' }),
        makeEvent({
          id: 2,
          name: 'Cena de familia',
          isExclusive: true,
          images: [photo(1), photo(2)],
        }),
      ],
    });
    expect(weddingUsage(wedding, 7)).toEqual({
      guests: 7,
      exclusiveEvents: ['Cena de familia'],
      hasSong: false,
      galleryImages: 0,
      mostEventImages: 2,
    });
    expect(weddingUsage(makeWedding({ events: [] }), 0).mostEventImages).toBe(0);
  });
});
