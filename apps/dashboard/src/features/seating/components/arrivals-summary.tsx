import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@convite/i18n/create-i18n';
import { formatDateTime } from '@convite/i18n/dates';
import type { WeddingArrivals } from '../api/get-arrivals.ts';

/** On the day: "Llegaron 34 de 120", and when the last guest came in. */
export function ArrivalsSummary({ arrivals }: { arrivals: WeddingArrivals }) {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <p className="seating-arrivals" role="status">
      <strong>
        {t('seating.arrivedTotal', { arrived: arrivals.arrived, expected: arrivals.expected })}
      </strong>
      {arrivals.lastArrivalAt && (
        <span className="muted">
          {' · '}
          {t('seating.lastArrival', {
            time: formatDateTime(arrivals.lastArrivalAt, currentLanguage(i18n), 'HH:mm'),
          })}
        </span>
      )}
    </p>
  );
}
