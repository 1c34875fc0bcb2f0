import { CloseIcon } from '@convite/ui/icons';
import { useTranslation } from 'react-i18next';
import type { WeddingTable } from '../api/get-seating.ts';
import type { SeatSelection } from '../hooks/use-seat-selection.ts';
import { tableFill } from '../utils/households.ts';

/**
 * While someone is picked, a bar at the bottom of the screen: who, the tables within a thumb's
 * reach (however far down the page their cards are), "just this person" and cancel.
 */
export function PickedBar({
  selection,
  who,
  tables,
  onTarget,
  onToggleSingle,
  onCancel,
}: {
  selection: SeatSelection;
  who: string;
  tables: readonly WeddingTable[];
  onTarget: (tableId: number) => void;
  onToggleSingle: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="seat-picked" role="region" aria-label={t('seating.pickedRegion')}>
      <div className="seat-picked__head">
        <p className="seat-picked__text">{t('seating.pickedText', { who })}</p>
        <button
          type="button"
          className="cv-icon-button"
          aria-label={t('seating.cancel')}
          title={t('seating.cancel')}
          onClick={onCancel}
        >
          <CloseIcon />
        </button>
      </div>
      <ul className="seat-picked__tables" aria-label={t('seating.tablesTitle')}>
        {tables
          .filter((table) => table.id !== selection.from)
          .map((table) => {
            const { count, over } = tableFill(table);
            return (
              <li key={table.id}>
                <button
                  type="button"
                  className={['seat-chip', over > 0 && 'seat-chip--over'].filter(Boolean).join(' ')}
                  aria-label={t('seating.seatAt', { name: table.name, count, seats: table.seats })}
                  onClick={() => onTarget(table.id)}
                >
                  {table.name}{' '}
                  <span className="seat-chip__count">
                    {t('seating.count', { count, seats: table.seats })}
                  </span>
                </button>
              </li>
            );
          })}
      </ul>
      {selection.person && (
        <button type="button" className="seat-picked__single" onClick={onToggleSingle}>
          {selection.isSingle
            ? t('seating.wholeHousehold', { name: selection.household })
            : t('seating.onlyPerson', { name: selection.person.label })}
        </button>
      )}
    </div>
  );
}
