import { Spinner } from './spinner.tsx';

export type ToggleProps = {
  label: string;
  checked: boolean;
  onChange: (next: boolean) => void;
  disabled?: boolean;
  /** A save in flight: shows a spinner and blocks further clicks. */
  busy?: boolean;
  id?: string;
};

/** An on/off switch for the invitation's flags; the whole row, label included, is the control. */
export function Toggle({
  label,
  checked,
  onChange,
  disabled = false,
  busy = false,
  id,
}: ToggleProps) {
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-busy={busy || undefined}
      disabled={disabled || busy}
      className={['cv-toggle', checked && 'cv-toggle--on'].filter(Boolean).join(' ')}
      onClick={() => onChange(!checked)}
    >
      <span className="cv-toggle__label">{label}</span>
      {busy && <Spinner size="sm" />}
      <span className="cv-toggle__track" aria-hidden="true">
        <span className="cv-toggle__thumb" />
      </span>
    </button>
  );
}
