import { Spinner } from './spinner.tsx';

export type ToggleProps = {
  label: string;
  checked: boolean;
  onChange: (next: boolean) => void;
  disabled?: boolean;
  /** A save in flight: shows a spinner and blocks further clicks. */
  busy?: boolean;
  id?: string;
  /** The label is read by screen readers only (a visible caption beside it already says it). */
  isLabelHidden?: boolean;
};

/** An on/off switch for the invitation's flags; the whole row, label included, is the control. */
export function Toggle({
  label,
  checked,
  onChange,
  disabled = false,
  busy = false,
  id,
  isLabelHidden = false,
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
      <span className={isLabelHidden ? 'cv-visually-hidden' : 'cv-toggle__label'}>{label}</span>
      {busy && <Spinner size="sm" />}
      <span className="cv-toggle__track" aria-hidden="true">
        <span className="cv-toggle__thumb" />
      </span>
    </button>
  );
}
