import { ChevronDownIcon, PencilIcon, TrashIcon } from '@convite/ui/icons';
import { useTranslation } from 'react-i18next';
import type { WeddingArrivals } from '../api/get-arrivals.ts';
import type { WeddingTable } from '../api/get-seating.ts';
import { useDropZone } from '../hooks/use-drop-zone.ts';
import { groupByHousehold, tableFill } from '../utils/households.ts';
import { HouseholdGroup, type DraggedSeats, type HouseholdGroupProps } from './household-group.tsx';

type TableArrivals = WeddingArrivals['tables'][number];

export type TableCardProps = Pick<
  HouseholdGroupProps,
  'selection' | 'onPickHousehold' | 'onPickPerson'
> & {
  table: WeddingTable;
  isFirst: boolean;
  isLast: boolean;
  arrivals: TableArrivals | undefined;
  /** The table's button: seats whoever is picked. */
  onTarget: () => void;
  onDropSeats: (dragged: DraggedSeats) => void;
  onEdit: () => void;
  onMove: (delta: -1 | 1) => void;
  onDelete: () => void;
};

/**
 * A table: its button (name and "7/8", the place to tap after picking someone), an over-full
 * warning in words, the arrivals on the day, its households, and its edit, order and delete buttons.
 */
export function TableCard({
  table,
  isFirst,
  isLast,
  arrivals,
  selection,
  onTarget,
  onDropSeats,
  onEdit,
  onMove,
  onDelete,
  ...pick
}: TableCardProps) {
  const { t } = useTranslation('dashboard');
  const { count, over } = tableFill(table);
  const { isOver, zoneProps } = useDropZone(onDropSeats);
  const isTarget = selection !== null && selection.from !== table.id;
  const actions = [
    {
      label: t('seating.edit', { name: table.name }),
      icon: <PencilIcon size={18} />,
      className: '',
      disabled: false,
      onClick: onEdit,
    },
    {
      label: t('seating.moveUp', { name: table.name }),
      icon: <ChevronDownIcon size={18} />,
      className: 'seat-table__up',
      disabled: isFirst,
      onClick: () => onMove(-1),
    },
    {
      label: t('seating.moveDown', { name: table.name }),
      icon: <ChevronDownIcon size={18} />,
      className: '',
      disabled: isLast,
      onClick: () => onMove(1),
    },
    {
      label: t('seating.delete', { name: table.name }),
      icon: <TrashIcon size={18} />,
      className: 'seat-table__delete',
      disabled: false,
      onClick: onDelete,
    },
  ];
  const classes = [
    'seat-table',
    over > 0 && 'seat-table--over',
    isTarget && 'seat-table--target',
    isOver && 'seat-table--drop',
  ];

  return (
    <li className={classes.filter(Boolean).join(' ')} {...zoneProps}>
      <button
        type="button"
        className="seat-table__target"
        aria-label={[
          t('seating.tableButton', { name: table.name, count, seats: table.seats }),
          over > 0 ? t('seating.overFull', { count: over }) : '',
          isTarget ? t('seating.seatHere') : '',
        ]
          .filter(Boolean)
          .join('. ')}
        onClick={onTarget}
      >
        <span className="seat-table__name">{table.name}</span>{' '}
        <span className="seat-table__count">
          {t('seating.count', { count, seats: table.seats })}
        </span>
        {isTarget && (
          <span className="seat-table__hint" aria-hidden="true">
            {t('seating.seatHere')}
          </span>
        )}
      </button>
      {over > 0 && (
        <p className="seat-table__over">
          <span aria-hidden="true">⚠ </span>
          {t('seating.overFull', { count: over })}
        </p>
      )}
      {arrivals && (
        <p className="seat-table__arrived">
          {t('seating.arrivedAtTable', { arrived: arrivals.arrived, expected: arrivals.expected })}
        </p>
      )}
      {table.people.length > 0 ? (
        <ul className="seat-households" aria-label={table.name}>
          {groupByHousehold(table.people).map((group) => (
            <HouseholdGroup
              key={group.guestId}
              group={group}
              from={table.id}
              selection={selection}
              {...pick}
            />
          ))}
        </ul>
      ) : (
        <p className="muted seat-table__empty">{t('seating.emptyTable')}</p>
      )}
      <div className="seat-table__actions">
        {actions.map((action) => (
          <button
            key={action.label}
            type="button"
            className={`cv-icon-button ${action.className}`}
            aria-label={action.label}
            title={action.label}
            disabled={action.disabled}
            onClick={action.onClick}
          >
            {action.icon}
          </button>
        ))}
      </div>
    </li>
  );
}
