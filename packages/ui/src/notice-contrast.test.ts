import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The notices' text on their own background, read from the stylesheet's colours: WCAG AA asks 4.5:1
// of body text (the success notice was 4.42:1, the plan tab's "Tu invitación está activa.").
const css = readFileSync(path.join(import.meta.dirname, 'styles.css'), 'utf8');

function colour(name: string): string {
  const value = new RegExp(`--${name}:\\s*(#[0-9a-f]{6});`, 'i').exec(css)?.[1];
  if (!value) throw new Error(`--${name} is not a hex colour in styles.css`);
  return value;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('notice colours', () => {
  it('computes the known ratio of black on white', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });

  it.each([
    ['cv-success', 'cv-success-bg'],
    ['cv-error', 'cv-error-bg'],
    ['cv-ink', 'cv-ivory'],
  ])('%s on %s reaches 4.5:1', (text, background) => {
    expect(contrast(colour(text), colour(background))).toBeGreaterThanOrEqual(4.5);
  });
});
