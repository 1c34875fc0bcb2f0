import { Button } from '@convite/ui/button';
import { Notice } from '@convite/ui/notice';
import { Pager } from '@convite/ui/pager';
import { TextField } from '@convite/ui/text-field';
import { matchesFilter } from '@convite/rules/guest-status';
import { PLAN_FEATURES } from '@convite/rules/plans';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { NotIncludedOffer } from '../../../components/not-included-offer.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useWeddingQuestions } from '../../../lib/wedding-questions.ts';
import type { Wedding } from '../../../lib/wedding.ts';
import {
  downloadGuestQrSheet,
  downloadGuests,
  guestsPageQuery,
  useGuestSearch,
  useGuestSummary,
  type Guest,
  type GuestSort,
} from '../api/guests.ts';
import { useDownload } from '../../../lib/use-download.ts';
import { guestAccess } from '../utils/guest-access.ts';
import { GuestOverview } from './guest-overview.tsx';
import { GuestSelectionBar } from './guest-selection-bar.tsx';
import {
  GuestStatusFilter,
  useFilterLabels,
  type StatusFilterValue,
} from './guest-status-filter.tsx';
import { GuestsTable } from './guests-table.tsx';
import { SendingPanel } from './send-walkthrough/sending-panel.tsx';
import '../guest-list.css';

/** The search asks the server once the typing pauses, not on every keystroke. */
const SEARCH_DELAY_MS = 300;

/**
 * The guests tab, made to scan: the search on top, the add and file buttons, the figures and the
 * WhatsApp sending each folded into one line, the filter's chips on one line, then the list. A new
 * couple sees only the way to their first guest.
 */
export function GuestsTab({ wedding }: { wedding: Wedding }) {
  const { t } = useTranslation('dashboard');
  const access = guestAccess(wedding);
  return (
    <div className="tab guests">
      <h1>{t('guests.title')}</h1>
      {access.canAdminister ? (
        <GuestsManagement wedding={wedding} />
      ) : (
        <NotIncludedOffer
          wedding={wedding}
          feature={PLAN_FEATURES.rsvpAdmin}
          text={t('guests.notIncluded')}
        />
      )}
    </div>
  );
}

/** The list's orders besides the default (the order the couple added them), with their names. */
const SORTS = {
  name: 'guests.sort.name',
  status: 'guests.sort.status',
  lastOpened: 'guests.sort.lastOpened',
} as const satisfies Record<GuestSort, string>;
const SORT_KEYS = Object.keys(SORTS) as GuestSort[];

function GuestsManagement({ wedding }: { wedding: Wedding }) {
  const { t } = useTranslation('dashboard');
  const access = guestAccess(wedding);
  const [page, setPage] = useState(1);
  const [name, setName] = useState('');
  const [status, setStatus] = useState<StatusFilterValue>(null);
  const [sort, setSort] = useState<GuestSort | null>(null);
  const [selected, setSelected] = useState<ReadonlyMap<number, Guest>>(new Map());
  const statusLabels = useFilterLabels();
  const exportGuests = useDownload(() => downloadGuests(wedding.id));
  const printQr = useDownload(() => downloadGuestQrSheet(wedding.id));
  const summary = useGuestSummary(wedding.id);
  const list = useQuery(guestsPageQuery(wedding.id, page, status, sort));
  // The answers to the couple's questions are read by their prompts; without them, none show.
  const questions = useWeddingQuestions(wedding.id);
  const household = useMemo(
    () => ({ events: wedding.events, questions: questions.data?.questions ?? [] }),
    [wedding.events, questions.data],
  );
  const search = useGuestSearch(wedding.id, useDebouncedValue(name, SEARCH_DELAY_MS));
  // The search finds by name; the status filter applies to what it found as well.
  const found = search.data?.filter((guest) => status === null || matchesFilter(guest, status));
  const isSearching = name.trim() !== '';
  const totalPages = list.data?.totalPages ?? 1;
  // No guest yet (by the summary; while it fails, by an unfiltered first page that came back empty).
  const hasNoGuests = summary.data
    ? summary.data.totalInvitations === 0
    : status === null && page === 1 && list.data?.guests.length === 0;

  const select = (guests: readonly Guest[], isSelected: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const guest of guests) {
        if (isSelected) next.set(guest.id, guest);
        else next.delete(guest.id);
      }
      return next;
    });
  const tableProps = {
    wedding,
    canWrite: access.canWrite,
    page,
    household,
    selected: new Set(selected.keys()),
    onSelect: select,
  };

  return (
    <>
      {!wedding.active && (
        <Notice>
          {t('guests.inactive')}{' '}
          <Link to="../activacion" relative="path">
            {t('guests.goToActivation')}
          </Link>
        </Notice>
      )}
      {access.isTestMode && <p className="muted">{t('guests.testModeNote')}</p>}
      {hasNoGuests ? (
        <section className="card guest-start" aria-labelledby="guest-start-title">
          <h2 id="guest-start-title">{t('guests.start.title')}</h2>
          <p>{t('guests.start.lead')}</p>
          <AddButtons wedding={wedding} />
        </section>
      ) : (
        <>
          <TextField
            className="guest-search"
            label={t('guests.search')}
            placeholder={t('guests.search')}
            type="search"
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoComplete="off"
          />
          <div className="guest-actions">
            <AddButtons wedding={wedding} />
          </div>
          <GuestOverview weddingId={wedding.id}>
            <div className="guest-files">
              <Button
                variant="secondary"
                loading={exportGuests.isLoading}
                onClick={exportGuests.run}
              >
                {t('guests.export')}
              </Button>
              <Button variant="secondary" loading={printQr.isLoading} onClick={printQr.run}>
                {t('guests.printQr')}
              </Button>
            </div>
          </GuestOverview>
          <details className="guest-fold guest-sending">
            <summary className="guest-fold__line">{t('messages.panelTitle')}</summary>
            <div className="guest-fold__body">
              <SendingPanel wedding={wedding} />
            </div>
          </details>
          <GuestStatusFilter
            weddingId={wedding.id}
            value={status}
            onChange={(next) => {
              setStatus(next);
              setPage(1);
            }}
          />
          {selected.size > 0 ? (
            <GuestSelectionBar
              weddingId={wedding.id}
              guests={[...selected.values()]}
              canWrite={access.canWrite}
              onClear={() => setSelected(new Map())}
            />
          ) : (
            !isSearching && (
              <div className="guest-sort">
                <label className="guest-sort__label" htmlFor="guest-sort">
                  {t('guests.sort.label')}
                </label>
                <select
                  id="guest-sort"
                  className="cv-field__input guest-sort__select"
                  value={sort ?? ''}
                  onChange={(event) => {
                    const value = event.target.value;
                    setSort(SORT_KEYS.find((option) => option === value) ?? null);
                    setPage(1);
                  }}
                >
                  <option value="">{t('guests.sort.added')}</option>
                  {SORT_KEYS.map((option) => (
                    <option key={option} value={option}>
                      {t(SORTS[option])}
                    </option>
                  ))}
                </select>
              </div>
            )
          )}
          {isSearching ? (
            found && (
              <>
                <p className="muted" aria-live="polite">
                  {found.length > 0
                    ? t('guests.searchResults', { name: name.trim(), count: found.length })
                    : t('guests.noResults')}
                </p>
                {found.length > 0 && <GuestsTable guests={found} {...tableProps} />}
              </>
            )
          ) : list.data ? (
            <>
              {list.data.guests.length > 0 ? (
                <GuestsTable guests={list.data.guests} {...tableProps} />
              ) : (
                status !== null && (
                  <p className="muted">
                    {t('guestProgress.filteredEmpty', { status: statusLabels[status] })}
                  </p>
                )
              )}
              {totalPages > 1 && (
                <Pager
                  page={list.data.page}
                  totalPages={totalPages}
                  onChange={setPage}
                  labels={{
                    pages: t('guests.pages'),
                    previous: t('guests.previous'),
                    next: t('guests.next'),
                    page: (item) => t('guests.page', { page: item }),
                  }}
                />
              )}
            </>
          ) : list.isError ? (
            <div className="stack">
              <Notice kind="error">{t('guests.loadFailed')}</Notice>
              <div>
                <Button variant="secondary" onClick={() => void list.refetch()}>
                  {t('guests.retry')}
                </Button>
              </div>
            </div>
          ) : (
            <PageSpinner />
          )}
        </>
      )}
    </>
  );
}

/** "Agregar invitado" and the import (or, in test mode, why there is none). */
function AddButtons({ wedding }: { wedding: Wedding }) {
  const { t } = useTranslation('dashboard');
  const importLabel = t('guests.start.import');
  const navigate = useNavigate();
  const access = guestAccess(wedding);
  return (
    <>
      <Button
        disabled={!access.canWrite}
        onClick={() => void navigate('../agregar-invitado', { relative: 'path' })}
      >
        {t('wedding.guestForm')}
      </Button>
      {access.canImport ? (
        <Button
          variant="secondary"
          disabled={!access.canWrite}
          onClick={() => void navigate('../agregar-archivo', { relative: 'path' })}
        >
          {importLabel}
        </Button>
      ) : (
        <span className="guest-actions__locked">
          <span>{importLabel}</span>
          <NotIncludedOffer
            wedding={wedding}
            feature={PLAN_FEATURES.rsvpAdmin}
            text={t('guests.notInTestMode')}
            isCompact
          />
        </span>
      )}
    </>
  );
}
