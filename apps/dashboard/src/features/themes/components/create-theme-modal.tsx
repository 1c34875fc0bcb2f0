import { hasErrorCode, isApiError } from '@convite/api/api-error';
import { Button } from '@convite/ui/button';
import { Modal } from '@convite/ui/modal';
import { Notice } from '@convite/ui/notice';
import { useUnsavedChanges } from '@convite/ui/unsaved-changes';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { isBlank } from '../../../lib/validation.ts';
import { createThemeWithPrompt, useThemeMutation } from '../api/themes.ts';

/** The prompt's maximum length (section 9 of the specification and the contract). */
export const PROMPT_MAX_LENGTH = 300;

type CreateThemeModalProps = { open: boolean; weddingId: number; onClose: () => void };

/**
 * The creation modal: one prompt with its live counter. An empty prompt is refused here; the
 * server's 422 shows under the prompt and its refusals (the AI limit) inside the modal, where the
 * couple is looking, not only in a snack that fades.
 */
export function CreateThemeModal({ open, weddingId, onClose }: CreateThemeModalProps) {
  const { t } = useTranslation('dashboard');
  const create = useThemeMutation(createThemeWithPrompt, { isReportingErrors: false });
  const close = () => {
    create.reset();
    onClose();
  };
  return (
    <Modal
      open={open}
      title={t('themes.create.title')}
      onClose={close}
      busy={create.isPending}
      closeLabel={t('themes.create.close')}
    >
      {/* Mounted only while open, so every opening starts with an empty prompt. */}
      <PromptForm
        isPending={create.isPending}
        onSubmit={(prompt, { onError }) =>
          create.mutate({ weddingId, prompt }, { onSuccess: close, onError })
        }
      />
    </Modal>
  );
}

type PromptFormProps = {
  isPending: boolean;
  onSubmit: (prompt: string, handlers: { onError: (error: unknown) => void }) => void;
};

function PromptForm({ isPending, onSubmit }: PromptFormProps) {
  const { t } = useTranslation(['dashboard', 'validation']);
  const inputId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useAppForm({ prompt: '' }, (values) => ({
    errors: { prompt: isBlank(values.prompt) ? t('validation:required') : undefined },
  }));
  const error = form.errorFor('prompt');
  // A description typed and not sent: leaving the page asks first.
  useUnsavedChanges(form.values.prompt.trim() !== '');
  const describedBy = [`${inputId}-hint`, `${inputId}-counter`, error && `${inputId}-error`];

  const submit = form.handleSubmit((values) => {
    setRefusal(null);
    onSubmit(values.prompt.trim(), {
      onError: (failure) => {
        // A refusal (the AI limit) or an outage stays in view, once; a field's goes under the
        // prompt, and an ended session to the modal.
        if (isApiError(failure) && !hasErrorCode(failure, 'validation_failed', 'unauthenticated'))
          setRefusal(failure.message);
        else form.showServerError(failure);
      },
    });
  });

  return (
    <form className="form" onSubmit={submit} noValidate>
      <div className={['cv-field', error && 'cv-field--invalid'].filter(Boolean).join(' ')}>
        <label className="cv-field__label" htmlFor={inputId}>
          {t('themes.create.prompt')}
        </label>
        <textarea
          id={inputId}
          className="cv-field__input theme-prompt"
          name="prompt"
          rows={4}
          maxLength={PROMPT_MAX_LENGTH}
          value={form.values.prompt}
          readOnly={isPending}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy.filter(Boolean).join(' ')}
          onChange={(event) => form.setValue('prompt', event.target.value)}
        />
        <div className="theme-prompt__meta">
          <p id={`${inputId}-hint`} className="cv-field__hint">
            {t('themes.create.hint')}
          </p>
          <p id={`${inputId}-counter`} className="cv-field__hint theme-prompt__counter">
            {t('themes.create.counter', {
              length: form.values.prompt.length,
              max: PROMPT_MAX_LENGTH,
            })}
          </p>
        </div>
        {error && (
          <p id={`${inputId}-error`} className="cv-field__error">
            {error}
          </p>
        )}
      </div>
      {refusal && <Notice kind="error">{refusal}</Notice>}
      {isPending && (
        <p className="muted" role="status">
          {t('themes.create.generating')}
        </p>
      )}
      <Button type="submit" fullWidth loading={isPending}>
        {t('themes.create.submit')}
      </Button>
    </form>
  );
}
