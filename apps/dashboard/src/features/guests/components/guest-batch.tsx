import { isValidationError } from '@convite/api/api-error';
import { Button } from '@convite/ui/button';
import { Notice } from '@convite/ui/notice';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { errorMessage } from '../../../lib/error-message.ts';
import type { Wedding } from '../../../lib/wedding.ts';
import { saveBlob, type GuestUploadResult } from '../api/guests.ts';
import { useGuestsUpload } from '../api/upload-guests.ts';
import { EXAMPLE_CSV_NAME, exampleCsvBlob, isCsvFileName } from '../utils/example-csv.ts';
import { guestAccess } from '../utils/guest-access.ts';
import { BackLink } from './guest-form.tsx';

/** The batch page: the example file, a .csv picker, the upload with its progress and the result. */
export function GuestBatchPage({ wedding }: { wedding: Wedding }) {
  const { t } = useTranslation('dashboard');
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useGuestsUpload(wedding.id, setProgress);
  const access = guestAccess(wedding);

  if (!access.canImport) return <Navigate to="../invitados" relative="path" replace />;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    upload.reset();
    setProgress(null);
    if (chosen && !isCsvFileName(chosen.name)) {
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
    upload.mutate(file, {
      onError: (error) => {
        setProgress(null);
        // A refused file (not CSV, empty, too many rows) answers under csvFile: show it by the picker.
        setFileError(
          isValidationError(error)
            ? (error.fieldError('csvFile') ?? error.message)
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
      <p className="tab__lead">{t('guests.batch.lead')}</p>
      <div>
        <Button variant="secondary" onClick={() => saveBlob(exampleCsvBlob(), EXAMPLE_CSV_NAME)}>
          {t('guests.batch.example')}
        </Button>
      </div>
      <form className="form" noValidate onSubmit={submit}>
        <div className={['cv-field', fileError && 'cv-field--invalid'].filter(Boolean).join(' ')}>
          <label className="cv-field__label" htmlFor={inputId}>
            {t('guests.batch.file')}
          </label>
          <input
            id={inputId}
            className="cv-field__input guest-batch__file"
            type="file"
            accept=".csv"
            disabled={!wedding.active || upload.isPending}
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
          <Button type="submit" loading={upload.isPending} disabled={!wedding.active || !file}>
            {t('guests.batch.upload')}
          </Button>
        </div>
      </form>
      {upload.data && <BatchResult result={upload.data} />}
    </div>
  );
}

function BatchResult({ result }: { result: GuestUploadResult }) {
  const { t } = useTranslation('dashboard');
  return (
    <section className="card guest-batch__result" aria-label={t('guests.batch.result')}>
      <h2>{t('guests.batch.result')}</h2>
      <Notice kind={result.errorRows.length > 0 ? 'info' : 'success'}>{result.message}</Notice>
      <ul className="guest-batch__counts">
        <li>{t('guests.batch.totalRows', { count: result.totalRows })}</li>
        <li>{t('guests.batch.successfulRows', { count: result.successfulRows })}</li>
        <li>{t('guests.batch.errorRows', { count: result.errorRows.length })}</li>
      </ul>
      {result.errorRows.length > 0 && (
        <ol className="guest-batch__errors">
          {result.errorRows.map((row) => (
            <li key={row.index} className="guest-batch__error">
              <h3>{t('guests.batch.row', { index: row.index })}</h3>
              <p className="guest-batch__values">
                {Object.values(row.row)
                  .map((value) => value ?? '')
                  .join(' · ')}
              </p>
              <ul>
                {Object.entries(row.errors).flatMap(([field, messages]) =>
                  messages.map((message) => <li key={`${field}-${message}`}>{message}</li>),
                )}
              </ul>
            </li>
          ))}
        </ol>
      )}
      <div>
        <Link to="../invitados" relative="path">
          {t('guests.batch.goToList')}
        </Link>
      </div>
    </section>
  );
}
