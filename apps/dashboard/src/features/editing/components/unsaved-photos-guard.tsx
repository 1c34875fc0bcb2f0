import { ConfirmModal } from '@convite/ui/confirm-modal';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

type Report = (field: string, count: number) => void;

const ReportContext = createContext<Report>(() => undefined);

/**
 * Warns before the couple leaves the editing tab with chosen photos not saved yet: another tab or
 * page of the app asks first (a modal: stay, or leave without them), and closing or reloading the
 * page gets the browser's own question.
 */
export function UnsavedPhotosGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation('dashboard');
  const [counts, setCounts] = useState<Readonly<Record<string, number>>>({});
  const report = useCallback<Report>(
    (field, count) =>
      setCounts((current) => (current[field] === count ? current : { ...current, [field]: count })),
    [],
  );
  const unsaved = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved > 0 && currentLocation.pathname !== nextLocation.pathname,
  );

  const hasUnsaved = unsaved > 0;
  useEffect(() => {
    if (!hasUnsaved) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [hasUnsaved]);

  return (
    <ReportContext.Provider value={report}>
      {children}
      <ConfirmModal
        open={blocker.state === 'blocked'}
        message={t('editing.images.leaveUnsaved', { count: unsaved })}
        confirmLabel={t('editing.images.leaveWithout')}
        cancelLabel={t('editing.images.stay')}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </ReportContext.Provider>
  );
}

/** How one photo field tells the guard how many of its photos are chosen and not saved. */
export function useReportUnsavedPhotos(): (count: number) => void {
  const report = useContext(ReportContext);
  const field = useId();
  // A field that goes (its event deleted) holds nothing unsaved any more.
  useEffect(() => () => report(field, 0), [report, field]);
  return useCallback((count: number) => report(field, count), [report, field]);
}
