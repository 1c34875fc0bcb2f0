/** A button once the script runs; before (and without) it, a link to the page that does the same. */
export function SecondaryAction({
  label,
  href,
  onClick,
}: {
  label: string;
  href: string | null;
  onClick: () => void;
}) {
  const className = 'inv-button inv-confirmation-secondary-button inv-base-corner-radius-element';
  return href === null ? (
    <button type="button" className={className} onClick={onClick}>
      {label}
    </button>
  ) : (
    <a href={href} className={className}>
      {label}
    </a>
  );
}
