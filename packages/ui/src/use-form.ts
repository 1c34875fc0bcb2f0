import { useState, type ChangeEvent, type FormEvent } from 'react';
import { showSnack } from './snack-store.ts';

export type FormValues = Record<string, string | boolean>;
export type FieldMessages<T> = Partial<Record<keyof T & string, string>>;

export type Validation<T> = {
  /** Block the submit. */
  errors: FieldMessages<T>;
  /** Shown like errors but the form still submits (the password rule: the server decides). */
  warnings?: FieldMessages<T>;
};

/** What `field(name)` hands to a TextField or PasswordField. */
export type FieldProps = {
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
};

/** A refusal that names fields (the API's 422), as far as the form needs to know it. */
export type ServerFieldErrors = { message: string; errors: Record<string, string[]> };

/** What the app decides: the texts (ui has none of its own) and how a failed call is recognised and reported. */
export type FormOptions = {
  /** The red snack when a client-side rule blocks the submit ("fill every field correctly"). */
  invalidMessage: string;
  /** Whether a failed call carries messages per field. */
  isFieldErrors: (error: unknown) => error is ServerFieldErrors;
  /** Every other failure. */
  onError: (error: unknown) => void;
};

/**
 * Form state for the account screens: client-side messages appear after a field is left or a submit
 * is tried; the server's 422 messages appear under the matching fields until that field changes.
 */
export function useForm<T extends FormValues>(
  initial: T,
  validate: (values: T) => Validation<T>,
  { invalidMessage, isFieldErrors, onError }: FormOptions,
) {
  const [values, setValues] = useState<T>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldMessages<T>>({});
  const { errors, warnings = {} as FieldMessages<T> } = validate(values);

  const errorFor = (name: keyof T & string): string | undefined =>
    serverErrors[name] ??
    (submitted || touched[name] ? (errors[name] ?? warnings[name]) : undefined);

  const setValue = <K extends keyof T & string>(name: K, value: T[K]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setServerErrors(({ [name]: _dropped, ...rest }) => rest as FieldMessages<T>);
  };

  const field = (name: keyof T & string): FieldProps => ({
    name,
    value: String(values[name]),
    error: errorFor(name),
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValue(name, event.target.value as T[typeof name]),
    onBlur: () => setTouched((previous) => ({ ...previous, [name]: true })),
  });

  const checkbox = (name: keyof T & string) => ({
    name,
    checked: Boolean(values[name]),
    error: errorFor(name),
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValue(name, event.target.checked as T[typeof name]),
  });

  /** Runs onValid unless a blocking rule fails; then the red snack asks to fill every field correctly. */
  const handleSubmit = (onValid: (values: T) => void) => (event: FormEvent) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    if (check(formElement)) onValid(values);
  };

  /**
   * A submit without the form's event (saving from elsewhere, "Guardar y salir"): true when every
   * blocking rule passes; otherwise the messages and the red snack, as a submit shows them.
   */
  const check = (formElement?: Element | null): boolean => {
    setSubmitted(true);
    setServerErrors({});
    if (!Object.values(errors).some(Boolean)) return true;
    showSnack('error', invalidMessage);
    // After the messages render, take the user to the first field that needs them.
    requestAnimationFrame(() => {
      if (formElement instanceof HTMLFormElement)
        formElement.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
    return false;
  };

  /** 422: messages under the fields this form has (the rest in the snack); anything else: onError. */
  const showServerError = (error: unknown) => {
    if (!isFieldErrors(error)) {
      onError(error);
      return;
    }
    const mine: FieldMessages<T> = {};
    const others: string[] = [];
    for (const [name, messages] of Object.entries(error.errors)) {
      if (name in values && messages[0]) mine[name as keyof T & string] = messages[0];
      else if (messages[0]) others.push(messages[0]);
    }
    setServerErrors(mine);
    if (Object.keys(mine).length === 0 || others.length > 0)
      showSnack('error', others[0] ?? error.message);
  };

  return { values, setValue, field, checkbox, handleSubmit, check, showServerError, errorFor };
}
