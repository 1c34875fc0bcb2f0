import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & {
  /** May hold a link (the terms checkbox). */
  label: ReactNode;
  error?: string;
};

export function Checkbox({ label, error, id, className, ...rest }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div
      className={['cv-checkbox', error && 'cv-checkbox--invalid', className]
        .filter(Boolean)
        .join(' ')}
    >
      <div className="cv-checkbox__row">
        <input
          {...rest}
          id={inputId}
          type="checkbox"
          className="cv-checkbox__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
        />
        <label htmlFor={inputId} className="cv-checkbox__label">
          {label}
        </label>
      </div>
      {error && (
        <p id={errorId} className="cv-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
