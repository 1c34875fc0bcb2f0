import { isApiError } from '@convite/api/api-error';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from './error-message.ts';
import { showSnack } from './snack.ts';

type Values = Record<string, string | boolean>;
export type FieldMessages<T> = Partial<Record<keyof T & string, string>>;

export type Validation<T> = {
  /** Block the submit. */
  errors: FieldMessages<T>;
  /** Shown like errors but the form still submits (the password rule: the server decides). */
  warnings?: FieldMessages<T>;
};

/**
 * Form state for the account screens: client-side messages appear after a field is left or a submit
 * is tried; the server's 422 messages appear under the matching fields until that field changes.
 */
export function useForm<T extends Values>(initial: T, validate: (values: T) => Validation<T>) {
  const { t } = useTranslation('validation');
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

  const field = (name: keyof T & string) => ({
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
    setSubmitted(true);
    setServerErrors({});
    if (Object.values(errors).some(Boolean)) {
      showSnack('error', t('fillAllFields'));
      const formElement = event.currentTarget;
      // After the messages render, take the user to the first field that needs them.
      requestAnimationFrame(() => {
        if (formElement instanceof HTMLFormElement)
          formElement.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      });
      return;
    }
    onValid(values);
  };

  /** 422: messages under the fields this form has (the rest in the snack); anything else: the snack. */
  const showServerError = (error: unknown) => {
    if (isApiError(error) && error.status === 422) {
      const mine: FieldMessages<T> = {};
      const others: string[] = [];
      for (const [name, messages] of Object.entries(error.errors)) {
        if (name in values && messages[0]) mine[name as keyof T & string] = messages[0];
        else if (messages[0]) others.push(messages[0]);
      }
      setServerErrors(mine);
      if (Object.keys(mine).length === 0 || others.length > 0)
        showSnack('error', others[0] ?? error.message);
      return;
    }
    reportError(error);
  };

  return { values, setValue, field, checkbox, handleSubmit, showServerError, errorFor };
}
