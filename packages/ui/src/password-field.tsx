import { useId, useState } from 'react';
import { TextField, type TextFieldProps } from './text-field.tsx';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'> & {
  /** Accessible names of the toggle: "Mostrar contraseña" / "Ocultar contraseña". */
  showLabel: string;
  hideLabel: string;
};

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.6" />
      {!open && (
        <path d="M4 20 20 4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      )}
    </svg>
  );
}

export function PasswordField({ showLabel, hideLabel, id, disabled, ...rest }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <TextField
      {...rest}
      id={inputId}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className="cv-field__toggle"
          aria-label={visible ? hideLabel : showLabel}
          aria-controls={inputId}
          disabled={disabled}
          onClick={() => setVisible((value) => !value)}
        >
          <EyeIcon open={!visible} />
        </button>
      }
    />
  );
}
