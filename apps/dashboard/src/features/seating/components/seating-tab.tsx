import { Button } from '@convite/ui/button';
import { Notice } from '@convite/ui/notice';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import type { Wedding } from '../../../lib/wedding.ts';
import { useArrivals } from '../api/get-arrivals.ts';
import { useSeating } from '../api/get-seating.ts';
import { ArrivalsSummary } from './arrivals-summary.tsx';
import { DoorHelpers } from './door-helpers.tsx';
import { SeatingBoard } from './seating-board.tsx';
import { SeatingPrints } from './seating-prints.tsx';
import { isDoorOpen } from '../utils/wedding-day.ts';
import '../seating.css';

/** The tables tab: who sits where, the printables, the day's arrivals and the door helpers. */
export function SeatingTab({ wedding }: { wedding: Wedding }) {
  const { t } = useTranslation('dashboard');
  const seating = useSeating(wedding.id);
  const arrivals = useArrivals(wedding.id);

  return (
    <div className="tab seating">
      <h1>{t('seating.title')}</h1>
      <p className="tab__lead">{t('seating.lead')}</p>
      {!wedding.active && (
        <Notice>
          {t('seating.inactive')}{' '}
          <Link to="../activacion" relative="path">
            {t('seating.goToActivation')}
          </Link>
        </Notice>
      )}
      {arrivals.data && (arrivals.data.arrived > 0 || isDoorOpen(wedding.date)) && (
        <ArrivalsSummary arrivals={arrivals.data} />
      )}
      <SeatingPrints weddingId={wedding.id} />
      {seating.data ? (
        <SeatingBoard weddingId={wedding.id} seating={seating.data} arrivals={arrivals.data} />
      ) : seating.isError ? (
        <div className="stack">
          <Notice kind="error">{t('seating.loadFailed')}</Notice>
          <div>
            <Button variant="secondary" onClick={() => void seating.refetch()}>
              {t('seating.retry')}
            </Button>
          </div>
        </div>
      ) : (
        <PageSpinner />
      )}
      <DoorHelpers weddingId={wedding.id} weddingName={wedding.name} />
    </div>
  );
}
