import { isValidationError } from '@convite/api/api-error';
import { Button } from '@convite/ui/button';
import { Notice } from '@convite/ui/notice';
import { useUnsavedChanges } from '@convite/ui/unsaved-changes';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { errorMessage } from '../../../lib/error-message.ts';
import type { Wedding } from '../../../lib/wedding.ts';
import { downloadGuestListExample } from '../api/guests.ts';
import { useGuestImportPreview } from '../api/upload-guests.ts';
import { useDownload } from '../../../lib/use-download.ts';
import { GUEST_LIST_ACCEPT, isGuestListFileName } from '../utils/guest-list-file.ts';
import { guestAccess } from '../utils/guest-access.ts';
import { BackLink } from './guest-form.tsx';
import { GuestImportPreview } from './guest-import-preview.tsx';
import '../guest-import.css';

/**
 * The batch page: the example files, an .xlsx or .csv picker, the upload with its progress, then
 * the preview to review and fix before anything is saved, then the result.
 */
export function GuestBatchPage({ wedding }: { wedding: Wedding }) {
  const { t } = useTranslation('dashboard');
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [imported, setImported] = useState<string | null>(null);
  const preview = useGuestImportPreview(wedding.id, setProgress);
  const xlsxExample = useDownload(() => downloadGuestListExample('xlsx'));
  const csvExample = useDownload(() => downloadGuestListExample('csv'));
  const access = guestAccess(wedding);
  // A list chosen, or in review, and not imported: leaving asks first.
  useUnsavedChanges((file !== null || preview.data !== undefined) && imported === null);

  if (!access.canImport) return <Navigate to="../invitados" relative="path" replace />;

  const startOver = () => {
    preview.reset();
    setProgress(null);
    setFile(null);
    setImported(null);
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    preview.reset();
    setProgress(null);
    if (chosen && !isGuestListFileName(chosen.name)) {
      setFile(null);
      setFileError(t('guests.batch.onlyCsv'));
      event.target.value = '';
      return;
    }
    setFileError(null);
    setFile(chosen);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFileError(t('guests.batch.onlyCsv'));
      return;
    }
    setProgress(0);
    preview.mutate(file, {
      onError: (error) => {
        setProgress(null);
        // A refused file (not a list, damaged, empty, too many rows) answers under file: by the picker.
        setFileError(
          isValidationError(error)
            ? (error.fieldError('file') ?? error.message)
            : errorMessage(error),
        );
      },
    });
  };

  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  return (
    <div className="tab guest-batch">
      <BackLink />
      <h1>{t('wedding.guestBatch')}</h1>
      {imported !== null ? (
        <section className="card guest-batch__result" aria-label={t('guests.batch.result')}>
          <h2>{t('guests.batch.result')}</h2>
          <Notice kind="success">{imported}</Notice>
          <div className="guest-import__actions">
            <Link className="cv-button cv-button--primary" to="../invitados" relative="path">
              {t('guests.batch.goToList')}
            </Link>
            <Button variant="ghost" onClick={startOver}>
              {t('guests.batch.another')}
            </Button>
          </div>
        </section>
      ) : preview.data ? (
        <GuestImportPreview
          weddingId={wedding.id}
          preview={preview.data}
          onImported={setImported}
          onCancel={startOver}
        />
      ) : (
        <>
          <p className="tab__lead">{t('guests.batch.lead')}</p>
          <div className="guest-import__examples">
            <Button variant="secondary" loading={xlsxExample.isLoading} onClick={xlsxExample.run}>
              {t('guests.batch.example')}
            </Button>
            <Button variant="ghost" loading={csvExample.isLoading} onClick={csvExample.run}>
              {t('guests.batch.exampleCsv')}
            </Button>
          </div>
          <form className="form" noValidate onSubmit={submit}>
            <div
              className={['cv-field', fileError && 'cv-field--invalid'].filter(Boolean).join(' ')}
            >
              <label className="cv-field__label" htmlFor={inputId}>
                {t('guests.batch.file')}
              </label>
              <input
                id={inputId}
                className="cv-field__input guest-batch__file"
                type="file"
                accept={GUEST_LIST_ACCEPT}
                disabled={!wedding.active || preview.isPending}
                onChange={choose}
                aria-invalid={fileError ? true : undefined}
                aria-describedby={[hintId, fileError && errorId].filter(Boolean).join(' ')}
              />
              <p id={hintId} className="cv-field__hint">
                {t('guests.batch.fileHint')}
              </p>
              {fileError && (
                <p id={errorId} className="cv-field__error" role="alert">
                  {fileError}
                </p>
              )}
            </div>
            {progress !== null && (
              <progress
                className="guest-batch__progress"
                aria-label={t('guests.batch.progress')}
                max={100}
                value={Math.round(progress * 100)}
              >
                {Math.round(progress * 100)}%
              </progress>
            )}
            <div>
              <Button type="submit" loading={preview.isPending} disabled={!wedding.active || !file}>
                {t('guests.batch.upload')}
              </Button>
            </div>
          </form>
        </>
      )}
    </div>
  );
}
