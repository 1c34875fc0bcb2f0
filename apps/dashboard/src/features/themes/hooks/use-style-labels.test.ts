import { describe, expect, it } from 'vitest';
import { spacedName } from './use-style-labels.ts';

describe('spacedName', () => {
  it('reads a style name the texts do not know', () => {
    expect(spacedName('goldFoilBorder')).toBe('Gold foil border');
    expect(spacedName('frame')).toBe('Frame');
  });
});
