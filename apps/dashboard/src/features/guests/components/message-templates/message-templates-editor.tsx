import { isValidationError } from '@convite/api/api-error';
import {
  fillMessageTemplate,
  MESSAGE_KINDS,
  MESSAGE_LANGUAGES,
  MESSAGE_TEMPLATE_MAX_LENGTH,
  messageTemplateProblem,
  placeholdersOf,
  placeholderToken,
  type MessageKind,
  type MessageLanguage,
  type Placeholder,
} from '@convite/rules/message-template';
import { Button } from '@convite/ui/button';
import { Notice } from '@convite/ui/notice';
import { useUnsavedChanges } from '@convite/ui/unsaved-changes';
import { useQuery } from '@tanstack/react-query';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSpinner } from '../../../../components/page-spinner.tsx';
import { reportError } from '../../../../lib/error-message.ts';
import type { Wedding } from '../../../../lib/wedding.ts';
import { guestsPageQuery } from '../../api/guests.ts';
import { useMessageTemplates, useSaveMessageTemplate } from '../../api/messages.ts';
import { fullName, guestAccess } from '../../utils/guest-access.ts';
import {
  messageValues,
  useDefaultTemplate,
  useTemplateText,
  type MessageGuest,
} from '../../utils/guest-message.ts';
import { ChatPreview } from './chat-preview.tsx';
import './message-templates.css';

type Draft = { language: MessageLanguage; text: string };

const SAMPLE_PASS_MAC = 'Qk9EQS1ERS1FSkVNUExPLg';

/**
 * "Mensajes": the couple writes the invitation, the reminder and the pass, inserting the guest's details
 * with buttons, and sees one real guest's message as a WhatsApp chat while they type.
 */
export function MessageTemplatesEditor({ wedding }: { wedding: Wedding }) {
  const { t } = useTranslation('dashboard');
  const templates = useMessageTemplates(wedding.id);
  return (
    <div className="tab messages">
      <Link to="../invitados" relative="path" className="messages__back">
        ← {t('messages.back')}
      </Link>
      <h1>{t('messages.title')}</h1>
      {templates.data ? (
        <Editor wedding={wedding} />
      ) : templates.isError ? (
        <Notice kind="error">{t('guests.loadFailed')}</Notice>
      ) : (
        <PageSpinner />
      )}
    </div>
  );
}

function Editor({ wedding }: { wedding: Wedding }) {
  const { t } = useTranslation('dashboard');
  const ids = { text: useId(), hint: useId(), error: useId(), guest: useId() };
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const caretAfterInsert = useRef<number | null>(null);
  const templates = useMessageTemplates(wedding.id);
  const save = useSaveMessageTemplate(wedding.id);
  const templateText = useTemplateText();
  const defaultTemplate = useDefaultTemplate();
  const canWrite = guestAccess(wedding).canWrite;
  const [kind, setKind] = useState<MessageKind>('invitation');
  const [drafts, setDrafts] = useState<Partial<Record<MessageKind, Draft>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const guests = useQuery(guestsPageQuery(wedding.id, 1)).data?.guests ?? [];
  const [guestId, setGuestId] = useState<number | null>(null);

  const saved = templateText(templates.data, kind);
  const draft = drafts[kind] ?? saved;
  const isDirty = draft.text !== saved.text || draft.language !== saved.language;
  const problem = messageTemplateProblem(draft.text, kind);
  const problemText =
    problem === null
      ? null
      : t(`messages.problems.${problem}`, { max: MESSAGE_TEMPLATE_MAX_LENGTH });
  const errorText = serverError ?? (isDirty ? problemText : null);

  const guest = guests.find((candidate) => candidate.id === guestId) ?? guests[0];
  const previewGuest: MessageGuest = {
    ...(guest ?? { name: t('messages.sampleGuest'), link: `${wedding.link}?code=7KQ2M9XH` }),
    // What a pass link looks like: the real one is signed by the server when the pass is sent.
    passLink: `${wedding.link}/pase/${guest?.id ?? 1}.${SAMPLE_PASS_MAC}`,
  };
  const preview = fillMessageTemplate(
    draft.text,
    messageValues(wedding, previewGuest, draft.language, new Date()),
  );

  const edit = (next: Draft) => {
    setServerError(null);
    setDrafts((current) => ({ ...current, [kind]: next }));
  };

  /** A default text follows the language; the couple's own words stay as they wrote them. */
  const changeLanguage = (language: MessageLanguage) => {
    const isUntouchedDefault = draft.text === defaultTemplate(kind, draft.language);
    edit({ language, text: isUntouchedDefault ? defaultTemplate(kind, language) : draft.text });
  };

  const insert = (placeholder: Placeholder) => {
    const token = placeholderToken(placeholder, draft.language);
    const field = textareaRef.current;
    const start = field?.selectionStart ?? draft.text.length;
    const end = field?.selectionEnd ?? draft.text.length;
    edit({ ...draft, text: draft.text.slice(0, start) + token + draft.text.slice(end) });
    caretAfterInsert.current = start + token.length;
  };
  // Back in the text right after what was inserted, once the new text is rendered.
  useLayoutEffect(() => {
    const caret = caretAfterInsert.current;
    if (caret === null) return;
    caretAfterInsert.current = null;
    textareaRef.current?.focus();
    textareaRef.current?.setSelectionRange(caret, caret);
  });

  const forget = () =>
    setDrafts((current) => {
      const { [kind]: _done, ...rest } = current;
      return rest;
    });
  const onFailure = (error: unknown) => {
    if (isValidationError(error)) setServerError(error.fieldError('text') ?? error.message);
    else reportError(error);
  };
  // Every message whose draft differs from what is saved: leaving asks first.
  const changed = MESSAGE_KINDS.flatMap((option) => {
    const changedDraft = drafts[option];
    const savedText = templateText(templates.data, option);
    return changedDraft &&
      (changedDraft.text !== savedText.text || changedDraft.language !== savedText.language)
      ? [{ kind: option, draft: changedDraft }]
      : [];
  });
  /** "Guardar y salir": each changed message in turn; one to fix (or refused) is shown, and stays. */
  const saveChanged = async (): Promise<boolean> => {
    for (const change of changed) {
      setKind(change.kind);
      if (messageTemplateProblem(change.draft.text, change.kind) !== null) return false;
      try {
        await save.mutateAsync({
          kind: change.kind,
          language: change.draft.language,
          text: change.draft.text,
        });
      } catch (error) {
        onFailure(error);
        return false;
      }
    }
    return true;
  };
  useUnsavedChanges(canWrite && changed.length > 0, saveChanged);

  const submit = () =>
    save.mutate(
      { kind, language: draft.language, text: draft.text },
      { onSuccess: forget, onError: onFailure },
    );
  const reset = () => {
    if (saved.isDefault) forget();
    else
      save.mutate(
        { kind, language: draft.language, text: null },
        { onSuccess: forget, onError: onFailure },
      );
  };

  return (
    <>
      {!canWrite && <Notice>{t('guests.inactive')}</Notice>}
      <div className="messages__layout">
        <section className="messages__editor">
          <div className="messages__switch" role="group" aria-label={t('messages.kindsLabel')}>
            {MESSAGE_KINDS.map((option) => (
              <button
                key={option}
                type="button"
                className="messages__switch-option"
                aria-pressed={kind === option}
                onClick={() => {
                  setServerError(null);
                  setKind(option);
                }}
              >
                {t(`messages.kinds.${option}`)}
              </button>
            ))}
          </div>
          {kind === 'pass' && <p className="muted messages__hint">{t('messages.passNote')}</p>}

          <div className="messages__row">
            <span className="messages__label">{t('messages.language')}</span>
            <div
              className="messages__switch messages__switch--small"
              role="group"
              aria-label={t('messages.language')}
            >
              {MESSAGE_LANGUAGES.map((language) => (
                <button
                  key={language}
                  type="button"
                  lang={language}
                  className="messages__switch-option"
                  aria-pressed={draft.language === language}
                  onClick={() => changeLanguage(language)}
                >
                  {t(`messages.languages.${language}`)}
                </button>
              ))}
            </div>
          </div>

          <label className="messages__label" htmlFor={ids.text}>
            {t('messages.text')}
          </label>
          <textarea
            id={ids.text}
            ref={textareaRef}
            className="messages__text"
            lang={draft.language}
            rows={9}
            value={draft.text}
            aria-invalid={errorText !== null}
            aria-describedby={`${ids.hint} ${ids.error}`}
            onChange={(event) => edit({ ...draft, text: event.target.value })}
          />
          <div className="messages__text-footer">
            <span id={ids.error} className="messages__error" role={errorText ? 'alert' : undefined}>
              {errorText}
            </span>
            <span className="messages__counter" aria-hidden="true">
              {t('messages.counter', {
                count: draft.text.length,
                max: MESSAGE_TEMPLATE_MAX_LENGTH,
              })}
            </span>
          </div>

          <div className="messages__insert" role="group" aria-label={t('messages.insert')}>
            {placeholdersOf(kind).map((placeholder) => (
              <button
                key={placeholder}
                type="button"
                className="messages__chip"
                onClick={() => insert(placeholder)}
              >
                <span aria-hidden="true">+ </span>
                {t(`messages.placeholders.${placeholder}`)}
              </button>
            ))}
          </div>
          <p id={ids.hint} className="muted messages__hint">
            {t('messages.insertHint')}
            {kind === 'reminder' &&
              wedding.rsvpDeadline === null &&
              ` ${t('messages.deadlineUnset')}`}
          </p>

          <div className="messages__actions">
            <Button
              onClick={submit}
              loading={save.isPending}
              disabled={!canWrite || !isDirty || problem !== null}
            >
              {t('messages.save')}
            </Button>
            <Button
              variant="ghost"
              onClick={reset}
              disabled={!canWrite || save.isPending || (saved.isDefault && !isDirty)}
            >
              {t('messages.reset')}
            </Button>
            <span className="muted messages__state" aria-live="polite">
              {isDirty
                ? t('messages.unsaved')
                : saved.isDefault
                  ? t('messages.isDefault')
                  : t('messages.saved')}
            </span>
          </div>
        </section>

        <section className="messages__preview">
          <div className="messages__row">
            <label className="messages__label" htmlFor={ids.guest}>
              {t('messages.previewFor')}
            </label>
            {guests.length > 1 ? (
              <select
                id={ids.guest}
                className="messages__guest"
                value={guest?.id}
                onChange={(event) => setGuestId(Number(event.target.value))}
              >
                {guests.map((option) => (
                  <option key={option.id} value={option.id}>
                    {fullName(option)}
                  </option>
                ))}
              </select>
            ) : (
              <output id={ids.guest} className="messages__guest-name">
                {previewGuest.name}
              </output>
            )}
          </div>
          <ChatPreview
            contactName={guest ? fullName(guest) : previewGuest.name}
            message={preview}
            label={t('messages.preview')}
          />
        </section>
      </div>
    </>
  );
}
