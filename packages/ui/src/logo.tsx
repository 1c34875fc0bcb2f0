export type LogoProps = {
  /** The brand name, drawn beside the rings and used as the accessible name. */
  name: string;
  size?: 'md' | 'lg';
};

export function Logo({ name, size = 'md' }: LogoProps) {
  return (
    <span className={`cv-logo cv-logo--${size}`}>
      <svg viewBox="0 0 48 32" className="cv-logo__mark" aria-hidden="true" focusable="false">
        <circle cx="18" cy="17" r="11" fill="none" stroke="currentColor" strokeWidth="2.4" />
        <circle cx="30" cy="17" r="11" fill="none" stroke="currentColor" strokeWidth="2.4" />
        <path d="M27 3.5 30 6.5 33 3.5 30 1Z" fill="currentColor" />
      </svg>
      <span className="cv-logo__name">{name}</span>
    </span>
  );
}
