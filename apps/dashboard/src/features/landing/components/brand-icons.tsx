// Small inline SVGs drawn for the landing (no image requests, they take the text colour where
// meaningful). Decorative unless given a label.

type IconProps = { size?: number };

export function WhatsAppIcon({ size = 24 }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      {/* A speech bubble with its tail at the bottom left, and a handset inside. */}
      <path
        d="M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <path
        d="M9.1 7.6c.2 0 .4 0 .5.4l.7 1.6c.1.2 0 .4-.1.6l-.5.6c-.1.1-.2.3 0 .5.5.9 1.3 1.7 2.3 2.3.2.1.4.1.5 0l.6-.7c.2-.2.4-.2.6-.1l1.5.7c.2.1.4.2.4.4 0 .5-.2 1.1-.6 1.4-.5.4-1.2.6-1.9.4-1.1-.3-2.6-1-3.8-2.2-1.2-1.2-1.9-2.6-2.1-3.6-.2-.8.1-1.5.6-2 .3-.2.5-.3.8-.3Z"
        fill="currentColor"
      />
    </svg>
  );
}

export function InstagramIcon({ size = 24 }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}

export function MailIcon({ size = 24 }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
    >
      <rect x="3" y="5.5" width="18" height="13" rx="2" />
      <path d="m3.5 7 8.5 6 8.5-6" />
    </svg>
  );
}

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
