import { currentLanguage } from '@convite/i18n/create-i18n';
import { Invitation } from '@convite/invitation-renderer/invitation';
import type { InvitationGuestModel } from '@convite/invitation-renderer/model';
import type { ThemeContent } from '@convite/invitation-renderer/theme';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormOutcome } from '../../../app/page-data.ts';
import { guestPageHref } from '../../../app/parse-path.ts';
import type { PublicInvitation } from '../../../lib/public-invitation.ts';
import { tooManyTriesText } from '../../../lib/too-many-tries.ts';
import { fetchPublicInvitation } from '../api/fetch-public-invitation.ts';
import { useConfirmation } from '../hooks/use-confirmation.ts';
import { useRecordOpening } from '../hooks/use-record-opening.ts';
import { calendarFileHref } from '../utils/calendar-file-path.ts';
import { MessagePage } from '../../../app/pages/message-page.tsx';
import { GuestDataRemoval } from './guest-data-removal.tsx';
import type { ConfirmationState } from '../utils/confirmation-sender.ts';

export type InvitationPageProps = {
  slug: string;
  code: string | null;
  invitation: PublicInvitation;
  /** The token of the form sent without scripts, and what such a form did (page-data.ts). */
  formToken?: string | null;
  form?: FormOutcome | null;
  /** The server's clock at render time, so the first countdown text matches on both sides. */
  now: Date;
  /** The couple's preview token: the guest's page, read-only, never counted as opened. */
  preview?: string | null;
  /** A typed code found its guest: the page's other links (language) now carry it. */
  onGuestCode?: (code: string) => void;
  /**
   * Shown without the API (kept or shared, under the offline note): a code without its guest here
   * is one the server could not look up, not a wrong one.
   */
  isOffline?: boolean;
};

/** The search part after a new guest code: `?code=…`, keeping any other parameter (`lang`). */
function searchWithCode(search: string, code: string): string {
  const params = new URLSearchParams(search);
  params.set('code', code);
  return `?${params.toString()}`;
}

/** The form's first status: as the server's outcome of a form sent without scripts left it. */
function initialFormState(form: FormOutcome | null): ConfirmationState {
  if (form?.kind === 'saved') return { status: 'saved' };
  if (form?.kind === 'refused') {
    return form.fieldErrors
      ? { status: 'error', errorMessage: form.message, fieldErrors: form.fieldErrors }
      : { status: 'error', errorMessage: form.message };
  }
  return { status: 'idle' };
}

export function InvitationPage({
  slug,
  code: initialCode,
  invitation,
  formToken = null,
  form = null,
  preview = null,
  now,
  onGuestCode,
  isOffline = false,
}: InvitationPageProps) {
  const { t, i18n } = useTranslation('invitation');
  const { t: common } = useTranslation('common');
  const language = currentLanguage(i18n);
  const [data, setData] = useState(invitation);
  const [code, setCode] = useState(initialCode);
  // What a form sent without scripts left (a draft to finish, the change view) lasts until an
  // answer is saved: the form then starts from the saved answer, read back.
  const [outcome, setOutcome] = useState(form);
  // The guest deleted their data here: the page says it was done, and shows nothing of them.
  const [removed, setRemoved] = useState<{ message: string | null } | null>(null);
  useRecordOpening(slug, data.guest && !preview ? code : null);
  const onSaved = useCallback((guest: InvitationGuestModel) => {
    setOutcome(null);
    setData((current) => ({ ...current, guest: { ...guest, pass: guest.pass ?? null } }));
  }, []);
  const codeNotFound = useCallback(() => t('confirmation.codeNotFound'), [t]);
  // A link whose code matches no guest: the code form shows it, already marked wrong.
  const { setState, ...confirmation } = useConfirmation({
    slug,
    code,
    answerContext: data.guest?.answerContext,
    onSaved,
    initial:
      code && !invitation.guest && !isOffline
        ? { status: 'idle', fieldErrors: { code: [codeNotFound()] } }
        : initialFormState(form),
  });

  // The bare link: the guest typed their code. Load their invitation (exclusive events included) in
  // place, and put the code in the address so the page can be reloaded or shared as their own link.
  const onCode = useCallback(
    async (typed: string) => {
      const entered = typed.trim().toUpperCase();
      setState({ status: 'sending' });
      const result = await fetchPublicInvitation({ slug, code: entered, language });
      if (result.kind === 'ok' && result.invitation.guest) {
        setData(result.invitation);
        setCode(entered);
        onGuestCode?.(entered);
        setState({ status: 'idle' });
        window.history.replaceState(null, '', searchWithCode(window.location.search, entered));
        return;
      }
      if (result.kind === 'ok') {
        setState({ status: 'idle', fieldErrors: { code: [codeNotFound()] } });
        return;
      }
      const errorMessage =
        result.kind === 'not-available'
          ? (result.message ?? t('notAvailable.message'))
          : result.kind === 'limited'
            ? (result.message ?? tooManyTriesText(t, result.retryAfterSeconds))
            : common('errors.network');
      setState({ status: 'error', errorMessage });
    },
    [slug, language, setState, t, common, codeNotFound, onGuestCode],
  );

  if (removed) {
    return (
      <MessagePage
        title={t('guestData.removedTitle')}
        message={removed.message ?? t('guestData.removedMessage')}
        locale={language}
      />
    );
  }

  return (
    <>
      <Invitation
        wedding={data.wedding}
        guest={data.guest}
        theme={data.theme as ThemeContent | null}
        locale={language}
        now={now}
        calendarFileHref={calendarFileHref(slug, data.guest ? code : null, language)}
        confirmation={{
          ...confirmation,
          code: data.guest ? null : code,
          onCode: (typed) => void onCode(typed),
          formToken,
          readOnly: preview !== null,
          draft: outcome?.kind === 'refused' || outcome?.kind === 'filled' ? outcome.draft : null,
          startsInUpdateMode: outcome?.kind === 'change',
          updateLinks: code
            ? {
                change: guestPageHref({ code, language, view: 'change' }),
                cancel: guestPageHref({ code, language }),
              }
            : null,
        }}
      />
      {data.guest && code && !preview && !isOffline ? (
        <GuestDataRemoval
          slug={slug}
          code={code}
          onRemoved={(message) => setRemoved({ message })}
        />
      ) : null}
    </>
  );
}
