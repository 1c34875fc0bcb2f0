import { Button } from '@convite/ui/button';
import { Modal } from '@convite/ui/modal';
import {
  UnsavedChangesContext,
  type UnsavedChange,
  type UnsavedChangesRegistry,
} from '@convite/ui/unsaved-changes';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, type BlockerFunction } from 'react-router';

/**
 * The one guard of the couple's unsaved changes: every form reports them with `useUnsavedChanges`
 * (@convite/ui/unsaved-changes). Leaving for another page of the app (a link, a tab, the browser's
 * back) asks first, in one dialog: save and leave (when every changed form can save from there),
 * leave without saving, or keep editing. Reloading or closing the page gets the browser's own question.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation('dashboard');
  // Read when a navigation starts, so a form that saved and leaves at once is let through.
  const changes = useRef(new Map<string, UnsavedChange>());
  // What the dialog offers, taken when a navigation is stopped.
  const [asked, setAsked] = useState<UnsavedChange[]>([]);
  const [isSaving, setSaving] = useState(false);

  const registry = useMemo<UnsavedChangesRegistry>(
    () => ({
      report: (id, change) => {
        if (change) changes.current.set(id, change);
        else changes.current.delete(id);
      },
    }),
    [],
  );

  const shouldBlock = useCallback<BlockerFunction>(({ currentLocation, nextLocation }) => {
    const isLeaving =
      currentLocation.pathname !== nextLocation.pathname ||
      currentLocation.search !== nextLocation.search;
    // Signing out (or a session that ended) goes to the login with nothing left that could be saved.
    if (!isLeaving || nextLocation.pathname === '/login' || changes.current.size === 0)
      return false;
    setAsked([...changes.current.values()]);
    return true;
  }, []);
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (changes.current.size === 0) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, []);

  const savers = asked.flatMap((change) => (change.save ? [change.save] : []));
  const canSave = savers.length > 0 && savers.length === asked.length;

  const saveAndLeave = async () => {
    setSaving(true);
    let isSaved = true;
    for (const save of savers) {
      isSaved = await save().catch(() => false);
      if (!isSaved) break;
    }
    setSaving(false);
    // A refusal: stay, with the form showing why.
    if (isSaved) blocker.proceed?.();
    else blocker.reset?.();
  };

  return (
    <UnsavedChangesContext.Provider value={registry}>
      {children}
      <Modal
        open={blocker.state === 'blocked'}
        title={t('wedding.unsaved.title')}
        onClose={() => blocker.reset?.()}
        busy={isSaving}
      >
        <p>{t('wedding.unsaved.lead')}</p>
        <div className="cv-confirm__actions">
          {canSave && (
            <Button fullWidth loading={isSaving} onClick={() => void saveAndLeave()}>
              {t('wedding.unsaved.saveAndLeave')}
            </Button>
          )}
          <Button
            variant={canSave ? 'secondary' : 'danger'}
            fullWidth
            disabled={isSaving}
            onClick={() => blocker.proceed?.()}
          >
            {t('wedding.unsaved.leave')}
          </Button>
          {/* The focus starts on the harmless choice. */}
          <Button
            variant="ghost"
            fullWidth
            disabled={isSaving}
            onClick={() => blocker.reset?.()}
            data-autofocus=""
          >
            {t('wedding.unsaved.stay')}
          </Button>
        </div>
      </Modal>
    </UnsavedChangesContext.Provider>
  );
}
