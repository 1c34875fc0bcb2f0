// The card brands' badges, drawn inline for the landing (no image requests), each named by its label.

type BadgeProps = { label: string };

// Wordmarks are drawings of the brands, not text to translate.
const WORDMARK = { visa: 'VISA', american: 'AMERICAN', express: 'EXPRESS' } as const;

/** The card brands as small wordmark badges (40×26), each an image named by its brand. */
export function VisaBadge({ label }: BadgeProps) {
  return (
    <svg viewBox="0 0 40 26" width="40" height="26" role="img" aria-label={label}>
      <rect width="40" height="26" rx="4" fill="#fff" stroke="#d9d9d9" />
      <text
        x="20"
        y="17.5"
        textAnchor="middle"
        fill="#1a1f71"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="12"
        fontStyle="italic"
        fontWeight="900"
        letterSpacing="-0.3"
      >
        {WORDMARK.visa}
      </text>
    </svg>
  );
}

export function MastercardBadge({ label }: BadgeProps) {
  return (
    <svg viewBox="0 0 40 26" width="40" height="26" role="img" aria-label={label}>
      <rect width="40" height="26" rx="4" fill="#fff" stroke="#d9d9d9" />
      <circle cx="16" cy="13" r="7" fill="#eb001b" />
      <circle cx="24" cy="13" r="7" fill="#f79e1b" />
      {/* Where the two circles overlap. */}
      <path d="M20 7.26a7 7 0 0 1 0 11.48 7 7 0 0 1 0-11.48Z" fill="#ff5f00" />
    </svg>
  );
}

export function AmexBadge({ label }: BadgeProps) {
  return (
    <svg viewBox="0 0 40 26" width="40" height="26" role="img" aria-label={label}>
      <rect width="40" height="26" rx="4" fill="#016fd0" />
      <text
        x="20"
        y="12"
        textAnchor="middle"
        fill="#fff"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="6.4"
        fontWeight="800"
        letterSpacing="0.2"
      >
        {WORDMARK.american}
      </text>
      <text
        x="20"
        y="19.5"
        textAnchor="middle"
        fill="#fff"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="6.4"
        fontWeight="800"
        letterSpacing="0.2"
      >
        {WORDMARK.express}
      </text>
    </svg>
  );
}
