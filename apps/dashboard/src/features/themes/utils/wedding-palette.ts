/**
 * The colours offered first in the style editor: a palette of wedding tones, light to dark, each
 * with a name in the couple's language (themes.editor.palette.<id>). Values as the editor stores them.
 */
export const WEDDING_PALETTE = [
  { id: 'white', color: '#ffffff' },
  { id: 'ivory', color: '#f8f4ec' },
  { id: 'champagne', color: '#f1e3c8' },
  { id: 'blush', color: '#e8c4c4' },
  { id: 'peach', color: '#f4c7a9' },
  { id: 'lavender', color: '#c8b6d9' },
  { id: 'dustyBlue', color: '#8fa9bf' },
  { id: 'sage', color: '#a3b18a' },
  { id: 'gold', color: '#b08d57' },
  { id: 'terracotta', color: '#c46a4a' },
  { id: 'olive', color: '#6b7044' },
  { id: 'burgundy', color: '#7a2636' },
  { id: 'navy', color: '#1f2a44' },
  { id: 'chocolate', color: '#4a3426' },
  { id: 'charcoal', color: '#333333' },
  { id: 'black', color: '#111111' },
] as const;

export type PaletteId = (typeof WEDDING_PALETTE)[number]['id'];

/** A colour as the picker (input type=color) takes it: #rrggbb; #abc grows to #aabbcc. */
export function pickerValue(color: string): string {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(color.trim());
  if (short)
    return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  return /^#[0-9a-f]{6}$/i.test(color.trim()) ? color.trim().toLowerCase() : '#000000';
}
