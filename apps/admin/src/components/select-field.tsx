import { useId, type SelectHTMLAttributes } from 'react';

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  label: string;
  /** The first option, meaning nothing chosen yet ("Seleccionar"). */
  placeholder: string;
  options: readonly { value: string; label: string }[];
  error?: string;
};

/** A native select in the fields' style, with its message under it like TextField. */
export function SelectField({ label, placeholder, options, error, id, ...rest }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className={['cv-field', error && 'cv-field--invalid'].filter(Boolean).join(' ')}>
      <label className="cv-field__label" htmlFor={selectId}>
        {label}
      </label>
      <div className="cv-field__control">
        <select
          {...rest}
          id={selectId}
          className="cv-field__input select-field"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p id={errorId} className="cv-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
