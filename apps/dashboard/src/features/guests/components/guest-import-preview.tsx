import { isValidationError } from '@convite/api/api-error';
import {
  GUEST_FILE_KEYS,
  GUEST_INPUT_COLUMNS,
  type GuestFileKey,
  type GuestInputKind,
} from '@convite/rules/guest-columns';
import { Button } from '@convite/ui/button';
import { Checkbox } from '@convite/ui/checkbox';
import { Notice } from '@convite/ui/notice';
import { TextField } from '@convite/ui/text-field';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message.ts';
import {
  useImportGuestRows,
  type GuestImportPreview as Preview,
  type ReviewedGuestRow,
} from '../api/upload-guests.ts';

type Cells = Preview['rows'][number]['values'];
type Field = GuestFileKey;
/**
 * A file's columns (@convite/rules/guest-columns): each row's fields, in the file's order, the
 * household's people (the integrantes cell, `members`) among them.
 */
const FIELDS = GUEST_FILE_KEYS;
/** Every cell blank: what a row's cells start from (a cell the answer lacks stays blank). */
const BLANK_CELLS = Object.fromEntries(FIELDS.map((field) => [field, ''])) as Cells;

/** The keyboard a phone shows for the field. */
const INPUT_MODE: Partial<Record<GuestInputKind, 'tel' | 'numeric'>> = {
  phone: 'tel',
  guestCount: 'numeric',
};
const kindOf = (field: Field) =>
  GUEST_INPUT_COLUMNS.find((column) => column.key === field)?.input.kind ?? 'optionalText';

/** A row as the couple reviews it: the cells (maybe corrected) and their choices. */
type RowState = {
  index: number;
  values: Cells;
  /** The problems still shown: the server's, each cleared once its field is edited. */
  errors: Partial<Record<string, string>>;
  duplicateOf: 'saved' | 'file' | null;
  keep: boolean;
  skip: boolean;
  /** The fields open for editing: at first those with a problem, all of them after "Edit". */
  open: readonly Field[];
};

type RowStatus = 'fresh' | 'duplicate' | 'problem' | 'skipped';

function statusOf(row: RowState): RowStatus {
  if (row.skip) return 'skipped';
  if (Object.keys(row.errors).length > 0) return 'problem';
  return row.duplicateOf !== null && !row.keep ? 'duplicate' : 'fresh';
}

const initialRows = (preview: Preview): RowState[] =>
  preview.rows.map((row) => ({
    index: row.index,
    values: { ...BLANK_CELLS, ...row.values },
    errors: row.errors,
    duplicateOf: row.duplicateOf ?? null,
    keep: false,
    skip: false,
    open: FIELDS.filter((field) => row.errors[field] !== undefined),
  }));

/**
 * The row as the import takes it: every cell as typed (the server trims and checks them). A blank
 * integrantes cell is left out: either way the invitation's seats stay open.
 */
const toReviewed = (row: RowState): ReviewedGuestRow => {
  const { members, ...cells } = Object.fromEntries(
    FIELDS.map((field) => [field, row.values[field].trim()]),
  ) as Cells;
  return { ...cells, ...(members === '' ? {} : { members }), keepDuplicate: row.keep };
};

/**
 * The file's rows before anything is saved: the counts, a card per row with its problems (fixable
 * in place) and duplicates (skipped unless kept), and the import of what the couple confirms.
 */
export function GuestImportPreview({
  weddingId,
  preview,
  onImported,
  onCancel,
}: {
  weddingId: number;
  preview: Preview;
  onImported: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const [rows, setRows] = useState(() => initialRows(preview));
  const [failure, setFailure] = useState<string | null>(null);
  const importRows = useImportGuestRows(weddingId);

  const update = (index: number, change: (row: RowState) => Partial<RowState>) =>
    setRows((current) =>
      current.map((row) => (row.index === index ? { ...row, ...change(row) } : row)),
    );

  const statuses = rows.map(statusOf);
  const count = (status: RowStatus) => statuses.filter((value) => value === status).length;
  const fresh = count('fresh');
  const duplicates = count('duplicate');
  const problems = count('problem');

  const confirm = () => {
    // Duplicates not kept are sent too: the server skips them and counts them in its message.
    const sent = rows.filter(
      (_row, at) => statuses[at] === 'fresh' || statuses[at] === 'duplicate',
    );
    setFailure(null);
    importRows.mutate(sent.map(toReviewed), {
      onSuccess: (result) => onImported(result.message),
      onError: (error) => {
        setFailure(errorMessage(error));
        if (!isValidationError(error)) return;
        // A row the server still refuses: its problems back on its card (rows.<n>.<field>).
        setRows((current) =>
          current.map((row) => {
            const at = sent.indexOf(row);
            if (at < 0) return row;
            const errors = Object.fromEntries(
              FIELDS.flatMap((field) => {
                const message = error.fieldError(`rows.${at}.${field}`);
                return message ? [[field, message]] : [];
              }),
            );
            if (Object.keys(errors).length === 0) return row;
            const open = FIELDS.filter((field) => row.open.includes(field) || field in errors);
            return { ...row, errors, open };
          }),
        );
      },
    });
  };

  return (
    <section className="guest-import" aria-labelledby="guest-import-title">
      <h2 id="guest-import-title">{t('guests.batch.preview.title')}</h2>
      <p className="guest-import__counts" aria-live="polite">
        <span className="guest-import__count guest-import__count--fresh">
          {fresh === 1
            ? t('guests.batch.preview.freshOne')
            : t('guests.batch.preview.fresh', { count: fresh })}
        </span>
        <span className="guest-import__count guest-import__count--duplicate">
          {duplicates === 1
            ? t('guests.batch.preview.duplicatesOne')
            : t('guests.batch.preview.duplicates', { count: duplicates })}
        </span>
        <span className="guest-import__count guest-import__count--problem">
          {t('guests.batch.preview.problems', { count: problems })}
        </span>
      </p>
      <Button
        variant="ghost"
        className="guest-import__other"
        onClick={onCancel}
        disabled={importRows.isPending}
      >
        {t('guests.batch.preview.otherFile')}
      </Button>
      {preview.counts.duplicates > 0 && (
        <p className="tab__lead">{t('guests.batch.preview.duplicateHint')}</p>
      )}
      <ol className="guest-import__rows">
        {rows.map((row, at) => (
          <ImportRowCard
            key={row.index}
            row={row}
            status={statuses[at] ?? 'fresh'}
            onChange={(change) => update(row.index, change)}
          />
        ))}
      </ol>
      <div className="guest-import__actions">
        {failure && <Notice kind="error">{failure}</Notice>}
        {problems > 0 && <p className="cv-field__hint">{t('guests.batch.preview.fixFirst')}</p>}
        <Button
          onClick={confirm}
          loading={importRows.isPending}
          disabled={fresh === 0 || problems > 0}
        >
          {fresh === 1
            ? t('guests.batch.preview.confirmOne')
            : t('guests.batch.preview.confirm', { count: fresh })}
        </Button>
      </div>
    </section>
  );
}

const STATUS_LABEL = {
  fresh: 'guests.batch.preview.status.fresh',
  problem: 'guests.batch.preview.status.problem',
  skipped: 'guests.batch.preview.status.skipped',
} as const;

/** A duplicate says what it repeats: a guest already on the list, or an earlier row. */
const DUPLICATE_LABEL = {
  saved: 'guests.batch.preview.status.saved',
  file: 'guests.batch.preview.status.file',
} as const;

function ImportRowCard({
  row,
  status,
  onChange,
}: {
  row: RowState;
  status: RowStatus;
  onChange: (change: (row: RowState) => Partial<RowState>) => void;
}) {
  const { t } = useTranslation('dashboard');
  const label =
    status === 'duplicate' ? DUPLICATE_LABEL[row.duplicateOf ?? 'file'] : STATUS_LABEL[status];
  const fullName = [row.values.name, row.values.lastName].filter(Boolean).join(' ');
  const edit = (field: Field, value: string) =>
    onChange((current) => {
      const { [field]: _fixed, ...errors } = current.errors;
      return { values: { ...current.values, [field]: value }, errors };
    });
  // Each field is labelled as in the guest form; the people as the file's integrantes column.
  const fieldLabel = (field: Field) =>
    field === 'members' ? t('guests.batch.preview.members') : t(`guests.form.${field}`);
  return (
    <li className={`guest-import__row guest-import__row--${status}`}>
      <div className="guest-import__head">
        <span className="guest-import__number">{t('guests.batch.row', { index: row.index })}</span>
        <span className={`guest-import__badge guest-import__badge--${status}`}>{t(label)}</span>
      </div>
      <p className="guest-import__name">{fullName || t('guests.batch.preview.noName')}</p>
      <p className="guest-import__meta">
        {[
          row.values.phone,
          row.values.maxGuestsAllowed &&
            `${fieldLabel('maxGuestsAllowed')}: ${row.values.maxGuestsAllowed}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {row.values.members && (
        <p className="guest-import__meta">
          {fieldLabel('members')}: {row.values.members}
        </p>
      )}
      {row.values.specialMessage && (
        <p className="guest-import__message">{row.values.specialMessage}</p>
      )}
      {row.open.length > 0 && (
        <div className="guest-import__fields">
          {row.open.map((field) => (
            <TextField
              key={field}
              label={fieldLabel(field)}
              value={row.values[field]}
              error={row.errors[field]}
              hint={field === 'members' ? t('guests.batch.preview.membersHint') : undefined}
              inputMode={INPUT_MODE[kindOf(field)]}
              disabled={row.skip}
              onChange={(event) => edit(field, event.target.value)}
            />
          ))}
        </div>
      )}
      {row.open.length < FIELDS.length && (
        <Button
          variant="ghost"
          className="guest-import__edit"
          onClick={() => onChange(() => ({ open: FIELDS }))}
        >
          {t('guests.batch.preview.edit')}
        </Button>
      )}
      {row.duplicateOf !== null && (
        <Checkbox
          label={t('guests.batch.preview.keepDuplicate')}
          checked={row.keep}
          onChange={(event) => onChange(() => ({ keep: event.target.checked }))}
        />
      )}
      {(row.open.length > 0 || row.skip) && (
        <Checkbox
          label={t('guests.batch.preview.skipRow')}
          checked={row.skip}
          onChange={(event) => onChange(() => ({ skip: event.target.checked }))}
        />
      )}
    </li>
  );
}
