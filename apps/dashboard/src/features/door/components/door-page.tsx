import { useLanguageSelector } from '@convite/i18n/use-language-selector';
import { Button } from '@convite/ui/button';
import { LanguageSelector } from '@convite/ui/language-selector';
import { Spinner } from '@convite/ui/spinner';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDoor } from '../hooks/use-door.ts';
import {
  arrivalsByMember,
  householdArrival,
  householdOfPass,
  searchHouseholds,
  tablesOf,
  weddingArrival,
} from '../utils/door-arrivals.ts';
import { keepDoorOffline } from '../utils/offline-shell.ts';
import { doorTime } from '../utils/door-time.ts';
import { DoorHouseholdCard } from './door-household.tsx';
import { DoorScanner } from './door-scanner.tsx';
import '../door.css';

/** The User Timing entry of a scan: from the frame read to the household on screen. */
export const SCAN_MEASURE = 'convite:door-scan';

/** A household chosen by a scan (when, to measure it) or by name. */
type Chosen = { guestId: number; scannedAt: number | null };

/**
 * The door on a helper's phone: the wedding's list kept on the phone, a pass scanned or a family
 * found by name, and one tap to check people in, with or without a network.
 */
export function DoorPage() {
  const { t, i18n } = useTranslation('dashboard');
  const { sync, state } = useDoor();
  const language = useLanguageSelector();
  const [isScanning, setScanning] = useState(false);
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const list = state.kept?.list ?? null;
  const arrivals = useMemo(
    () => arrivalsByMember(list?.arrivals ?? [], state.queue),
    [list, state.queue],
  );
  const household = list?.households.find((item) => item.guestId === chosen?.guestId) ?? null;
  const measured = useRef<Chosen | null>(null);

  useEffect(() => {
    if (state.phase === 'ready') void keepDoorOffline().catch(() => undefined);
  }, [state.phase]);

  useEffect(() => {
    // The scan is answered once the household is on screen (the benchmark reads this measure).
    if (chosen?.scannedAt != null && household !== null && measured.current !== chosen) {
      measured.current = chosen;
      performance.measure(SCAN_MEASURE, { start: chosen.scannedAt, end: performance.now() });
    }
  }, [chosen, household]);

  if (state.phase !== 'ready' || list === null) {
    const message = {
      'no-session': [t('door.noSession.title'), t('door.noSession.text')],
      closed: [t('door.closed.title'), t('door.closed.text')],
      ended: [t('door.ended.title'), t('door.ended.text')],
    }[state.phase === 'ready' || state.phase === 'opening' ? 'no-session' : state.phase];
    return (
      <main className="door door--message">
        {state.phase === 'opening' || state.phase === 'ready' ? (
          <>
            <Spinner />
            <p>{t('door.opening')}</p>
            {!state.isOnline && <p>{t('door.status.offline')}</p>}
          </>
        ) : (
          <>
            <h1>{message[0]}</h1>
            <p>{message[1]}</p>
          </>
        )}
      </main>
    );
  }

  const total = weddingArrival(list, arrivals);
  const results = searchHouseholds(list, query);

  function onCode(text: string, readAt: number): boolean {
    if (list === null) return false;
    const found = householdOfPass(list, text);
    if (found === undefined) return false;
    setScanning(false);
    setDone(null);
    setChosen({ guestId: found.guestId, scannedAt: readAt });
    return true;
  }

  async function mark(memberIds: number[]) {
    if (household === null) return;
    await sync.markArrived(memberIds);
    setDone(t('door.marked', { household: household.name, count: memberIds.length }));
    setChosen(null);
    setQuery('');
  }

  return (
    <main className="door">
      <header className="door__bar">
        <div>
          <h1 className="door__wedding">{list.wedding.name}</h1>
          <p className="door__helper">{t('door.helper', { name: state.session?.helperName })}</p>
        </div>
        <div className="door__end">
          <LanguageSelector {...language} />
          <p className="door__count">
            {t('door.arrivedCount', { arrived: total.arrived, expected: total.expected })}
          </p>
        </div>
      </header>
      <p
        className={`door__status ${state.isOnline ? '' : 'door__status--offline'}`}
        role="status"
        aria-live="polite"
      >
        {state.isOnline ? t('door.status.online') : t('door.status.offline')}
        {' · '}
        {state.queue.length > 0
          ? t('door.status.pending', { count: state.queue.length })
          : t('door.status.allSent')}
      </p>
      {done !== null && (
        <p className="door__done" role="status">
          {done}
        </p>
      )}
      {household !== null ? (
        <DoorHouseholdCard
          key={household.guestId}
          household={household}
          arrivals={arrivals}
          onMark={(memberIds) => void mark(memberIds)}
          onBack={() => setChosen(null)}
        />
      ) : isScanning ? (
        <DoorScanner onCode={onCode} onClose={() => setScanning(false)} />
      ) : (
        <>
          <Button
            fullWidth
            className="door__scan"
            onClick={() => {
              setDone(null);
              setScanning(true);
            }}
          >
            {t('door.scan')}
          </Button>
          <label className="door__search">
            <span>{t('door.search')}</span>
            <input
              type="search"
              value={query}
              placeholder={t('door.searchPlaceholder')}
              autoComplete="off"
              onChange={(event) => {
                setDone(null);
                setQuery(event.target.value);
              }}
            />
          </label>
          {query.trim() !== '' && results.length === 0 && (
            <p className="door__empty">{t('door.noResults')}</p>
          )}
          <ul className="door__results">
            {results.map((item) => {
              const status = householdArrival(item, arrivals);
              const tables = tablesOf(item);
              return (
                <li key={item.guestId}>
                  <button
                    type="button"
                    className="door-result"
                    onClick={() => setChosen({ guestId: item.guestId, scannedAt: null })}
                  >
                    <span className="door-result__name">{item.name}</span>
                    <span className="door-result__meta">
                      {tables.length > 0 ? tables.join(', ') : t('door.noTable')}
                    </span>
                    <span
                      className={`door-result__count ${status.arrived > 0 ? 'door-result__count--in' : ''}`}
                    >
                      {t('door.householdsArrived', {
                        arrived: status.arrived,
                        expected: status.expected,
                      })}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
          <p className="door__kept">
            {t('door.status.keptAt', { time: doorTime(state.kept?.keptAt ?? '', i18n.language) })}
          </p>
        </>
      )}
    </main>
  );
}
