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
} from '../api/guests.ts';
import { useDownload } from '../../../lib/use-download.ts';
import { guestAccess } from '../utils/guest-access.ts';
import { GuestFunnel } from './guest-funnel.tsx';
import {
  GuestStatusFilter,
  useFilterLabels,
  type StatusFilterValue,
} from './guest-status-filter.tsx';
import { GuestSummary } from './guest-summary.tsx';
import { GuestsTable } from './guests-table.tsx';
import { SendingPanel } from './send-walkthrough/sending-panel.tsx';

/** The search asks the server once the typing pauses, not on every keystroke. */
const SEARCH_DELAY_MS = 300;

/** The guests tab: summary, the add and export buttons, the name search and the paged table. */
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

function GuestsManagement({ wedding }: { wedding: Wedding }) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const access = guestAccess(wedding);
  const [page, setPage] = useState(1);
  const [name, setName] = useState('');
  const [status, setStatus] = useState<StatusFilterValue>(null);
  const statusLabels = useFilterLabels();
  const exportGuests = useDownload(() => downloadGuests(wedding.id));
  const printQr = useDownload(() => downloadGuestQrSheet(wedding.id));
  const list = useQuery(guestsPageQuery(wedding.id, page, status));
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
      <GuestSummary weddingId={wedding.id} />
      <SendingPanel wedding={wedding} />
      <GuestFunnel weddingId={wedding.id} />
      <div className="guest-actions">
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
            {t('wedding.guestBatch')}
          </Button>
        ) : (
          <span className="guest-actions__locked">
            <span>{t('wedding.guestBatch')}</span>
            <NotIncludedOffer
              wedding={wedding}
              feature={PLAN_FEATURES.rsvpAdmin}
              text={t('guests.notInTestMode')}
              isCompact
            />
          </span>
        )}
        <Button variant="secondary" loading={exportGuests.isLoading} onClick={exportGuests.run}>
          {t('guests.export')}
        </Button>
        <Button variant="secondary" loading={printQr.isLoading} onClick={printQr.run}>
          {t('guests.printQr')}
        </Button>
      </div>
      <TextField
        label={t('guests.search')}
        type="search"
        value={name}
        onChange={(event) => setName(event.target.value)}
        autoComplete="off"
      />
      <GuestStatusFilter
        weddingId={wedding.id}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />
      {isSearching ? (
        found && (
          <>
            <p className="muted" aria-live="polite">
              {found.length > 0
                ? t('guests.searchResults', { name: name.trim(), count: found.length })
                : t('guests.noResults')}
            </p>
            {found.length > 0 && (
              <GuestsTable
                guests={found}
                wedding={wedding}
                canWrite={access.canWrite}
                page={page}
                household={household}
              />
            )}
          </>
        )
      ) : list.data ? (
        <>
          {list.data.guests.length > 0 ? (
            <GuestsTable
              guests={list.data.guests}
              wedding={wedding}
              canWrite={access.canWrite}
              page={page}
              household={household}
            />
          ) : (
            <p className="muted">
              {status === null
                ? t('guests.empty')
                : t('guestProgress.filteredEmpty', { status: statusLabels[status] })}
            </p>
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
  );
}
