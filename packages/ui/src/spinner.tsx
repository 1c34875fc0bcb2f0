export type SpinnerProps = {
  /** Announced to screen readers; without it the spinner is decorative. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
};

export function Spinner({ label, size = 'md' }: SpinnerProps) {
  const circle = <span className={`cv-spinner cv-spinner--${size}`} aria-hidden="true" />;
  if (!label) return circle;
  return (
    <span role="status" className="cv-spinner-wrap">
      {circle}
      <span className="cv-visually-hidden">{label}</span>
    </span>
  );
}
