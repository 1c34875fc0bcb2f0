import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
  label: string;
  /** Shown under the field in red; marks the input invalid. */
  error?: string;
  hint?: ReactNode;
  /** A control drawn inside the field, at its end (the password toggle). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

export function TextField({
  label,
  error,
  hint,
  trailing,
  id,
  className,
  type = 'text',
  ...rest
}: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div
      className={['cv-field', error && 'cv-field--invalid', className].filter(Boolean).join(' ')}
    >
      <label className="cv-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="cv-field__control">
        <input
          {...rest}
          id={inputId}
          type={type}
          className="cv-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {trailing}
      </div>
      {hint && (
        <p id={hintId} className="cv-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="cv-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
