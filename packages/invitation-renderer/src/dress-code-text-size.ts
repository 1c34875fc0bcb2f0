export type DressCodeTextSize = 'large' | 'medium' | 'small';

/** The dress code's type size follows its length: over 30 characters large, over 20 medium, else small. */
export function dressCodeTextSize(dressCode: string): DressCodeTextSize {
  if (dressCode.length > 30) return 'large';
  if (dressCode.length > 20) return 'medium';
  return 'small';
}
