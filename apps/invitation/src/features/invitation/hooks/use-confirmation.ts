import { currentLanguage } from '@convite/i18n/create-i18n';
import type { ConfirmationAnswer, InvitationGuestModel } from '@convite/invitation-renderer/model';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { safeLocalStorage } from '../../../lib/safe-storage.ts';
import {
  createConfirmationSender,
  type ConfirmationSender,
  type ConfirmationState,
} from '../utils/confirmation-sender.ts';

/**
 * The confirmation form's status and submit for one guest code. The sender exists only in the
 * browser (an effect), so the server and the first client render agree on 'idle'; right after
 * hydration an answer a previous visit kept on this phone is sent again.
 */
export function useConfirmation({
  slug,
  code,
  answerContext,
  onSaved,
  initial = { status: 'idle' },
}: {
  slug: string;
  code: string | null;
  /** The invitation's sealed context as last read (InvitationGuestModel.answerContext). */
  answerContext?: string;
  onSaved: (guest: InvitationGuestModel) => void;
  /** The first state, the same on the server and in the browser. */
  initial?: ConfirmationState;
}) {
  const { i18n } = useTranslation();
  const [state, setState] = useState<ConfirmationState>(initial);
  const sender = useRef<ConfirmationSender | null>(null);
  const savedCallback = useRef(onSaved);
  const context = useRef(answerContext);
  useEffect(() => {
    savedCallback.current = onSaved;
    context.current = answerContext;
  });

  useEffect(() => {
    if (!code) return;
    const created = createConfirmationSender({
      slug,
      code,
      language: () => currentLanguage(i18n),
      onState: setState,
      onSaved: (guest) => savedCallback.current(guest),
      fallbackMessage: () => i18n.t('errors.unexpected', { ns: 'common' }),
      storage: safeLocalStorage(),
      onlineTarget: window,
    });
    sender.current = created;
    created.resume();
    return () => {
      created.dispose();
      sender.current = null;
    };
  }, [slug, code, i18n]);

  const onSubmit = useCallback(
    (answer: ConfirmationAnswer) => {
      if (sender.current) {
        const sealed = context.current;
        sender.current.submit(sealed === undefined ? answer : { ...answer, answerContext: sealed });
        return;
      }
      // Only reachable before hydration finished or without a code, which the form asks for first.
      setState({ status: 'error', errorMessage: i18n.t('errors.unexpected', { ns: 'common' }) });
    },
    [i18n],
  );

  return { ...state, onSubmit, setState };
}
