import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { CONFIRMATION_FORM_ID } from '../../confirmation-rules.ts';
import { useInvitationTexts } from '../../invitation-i18n.tsx';
import type { ConfirmationProps } from './confirmation-props.ts';
import { FieldErrors } from './field-errors.tsx';
import { Notice } from './notice.tsx';
import { useEnhancement } from './use-enhancement.ts';

type CodeFormProps = {
  confirmation: ConfirmationProps;
  locale: string;
  /** The couple's deadline to answer, when there is one ahead. */
  deadline: ReactNode;
};

/** The bare link: asks for the guest's code. */
export function CodeForm({ confirmation, locale, deadline }: CodeFormProps) {
  const t = useInvitationTexts();
  const id = useId();
  const [code, setCode] = useState(confirmation.code ?? '');
  const { formRef, isEnhanced } = useEnhancement((form) => {
    const typed = new FormData(form).get('code');
    if (typeof typed === 'string' && typed !== '') setCode(typed);
  });
  const codeErrors = confirmation.fieldErrors?.code;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed) confirmation.onCode(trimmed);
  };
  return (
    <form
      ref={formRef}
      className={`inv-form${isEnhanced ? '' : ' inv-form--static'}`}
      method="get"
      action={`#${CONFIRMATION_FORM_ID}`}
      onSubmit={submit}
      noValidate={isEnhanced}
    >
      <p className="inv-confirmation-text">{t('confirmation.codeIntro')}</p>
      {deadline}
      {/* Without scripts the GET replaces the query: the page keeps its language. */}
      <input type="hidden" name="lang" value={locale} />
      <div className="inv-field">
        <label htmlFor={`${id}-code`} className="inv-confirmation-label">
          {t('confirmation.code')}
        </label>
        <input
          id={`${id}-code`}
          name="code"
          className="inv-input inv-confirmation-input inv-base-corner-radius-element"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          required
          aria-invalid={codeErrors ? true : undefined}
          aria-describedby={codeErrors ? `${id}-code-error` : undefined}
        />
        <FieldErrors id={`${id}-code-error`} errors={codeErrors} />
      </div>
      {confirmation.status === 'error' && confirmation.errorMessage ? (
        <Notice kind="error">{confirmation.errorMessage}</Notice>
      ) : null}
      <button
        type="submit"
        className="inv-button inv-confirmation-button inv-base-corner-radius-element"
        // Without scripts the browser's own `required` check stands in for this.
        disabled={isEnhanced && (code.trim() === '' || confirmation.status === 'sending')}
      >
        {t('confirmation.continue')}
      </button>
    </form>
  );
}
