import { ConfirmModal } from '@convite/ui/confirm-modal';
import { Modal } from '@convite/ui/modal';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message.ts';
import type { WeddingArrivals } from '../api/get-arrivals.ts';
import type { Seating, SeatedPerson, WeddingTable } from '../api/get-seating.ts';
import { useUpdateSeating } from '../api/update-seating.ts';
import { useDropZone } from '../hooks/use-drop-zone.ts';
import { useSeatSelection, type SeatSelection } from '../hooks/use-seat-selection.ts';
import { useTableList } from '../hooks/use-table-list.ts';
import { groupByHousehold, type HouseholdGroup as Group } from '../utils/households.ts';
import { HouseholdGroup, usePersonLabel, type DraggedSeats } from './household-group.tsx';
import { PickedBar } from './picked-bar.tsx';
import { TableCard } from './table-card.tsx';
import { TableForm, type TableValues } from './table-form.tsx';

const DEFAULT_SEATS = 10;

/** Swallows a failure already reported by the mutation (the red snack). */
const quietly = (promise: Promise<unknown>) =>
  promise.then(
    () => true,
    () => false,
  );

/**
 * The seating: the unseated people and the tables, each household together. Tap (or Enter on) a
 * person, then a table; or drag a household by its name, or one person, onto a table. Every move
 * shows at once and is announced; a refused one goes back.
 */
export function SeatingBoard({
  weddingId,
  seating,
  arrivals,
}: {
  weddingId: number;
  seating: Seating;
  arrivals: WeddingArrivals | undefined;
}) {
  const { t } = useTranslation('dashboard');
  const labelOf = usePersonLabel();
  const [announcement, setAnnouncement] = useState('');
  const onCancel = useCallback(() => setAnnouncement(t('seating.announceCancelled')), [t]);
  const { selection, pickHousehold, setSingle, clear } = useSeatSelection({ onCancel });
  const seatMutation = useUpdateSeating(weddingId, {
    onFailure: (error) =>
      setAnnouncement(t('seating.announceFailed', { message: errorMessage(error) })),
  });
  const tables = useTableList(weddingId, seating.tables);
  const [editing, setEditing] = useState<WeddingTable | null>(null);
  const [deleting, setDeleting] = useState<WeddingTable | null>(null);
  const showsArrivals = arrivals !== undefined && arrivals.arrived > 0;

  const tableName = (tableId: number | null) =>
    tableId === null
      ? t('seating.unseatedTitle')
      : (seating.tables.find((table) => table.id === tableId)?.name ?? '');
  const whoOf = (picked: SeatSelection) => {
    if (picked.isSingle && picked.person) return picked.person.label;
    // "Familia Ruiz (3)"; a household of one is just its name.
    return picked.memberIds.length > 1
      ? t('seating.householdWho', { name: picked.household, count: picked.memberIds.length })
      : picked.household;
  };

  const seat = (memberIds: number[], who: string, tableId: number | null) => {
    clear();
    seatMutation.mutate(memberIds.map((memberId) => ({ memberId, tableId })));
    setAnnouncement(
      tableId === null
        ? t('seating.announceUnseated', { who })
        : t('seating.announceSeated', { who, table: tableName(tableId) }),
    );
  };

  const target = (tableId: number | null) => {
    if (!selection) {
      setAnnouncement(t('seating.pickFirst'));
      return;
    }
    if (selection.from === tableId) {
      clear();
      setAnnouncement(t('seating.announceCancelled'));
      return;
    }
    seat(selection.memberIds, whoOf(selection), tableId);
  };

  const announcePicked = (picked: SeatSelection | null) =>
    setAnnouncement(
      picked ? t('seating.announcePicked', { who: whoOf(picked) }) : t('seating.announceCancelled'),
    );
  const pick = {
    selection,
    onPickHousehold: (group: Group) => {
      const from = placeOf(seating, group.people[0]);
      announcePicked(pickHousehold(group, from));
    },
    onPickPerson: (group: Group, person: SeatedPerson) => {
      const from = placeOf(seating, person);
      announcePicked(
        pickHousehold(group, from, { memberId: person.memberId, label: labelOf(person) }),
      );
    },
  };
  const dropOn = (tableId: number | null) => (dragged: DraggedSeats) =>
    seat(dragged.memberIds, dragged.who, tableId);
  const unseatedZone = useDropZone(dropOn(null));
  const unseatedState =
    seating.unseated.length > 0
      ? t('seating.unseatedCount', { count: seating.unseated.length })
      : t('seating.allSeated');
  const pickedGroup = selection ? groupAt(seating, selection.from, selection.guestId) : undefined;

  const saveTables = async (run: Promise<unknown>, message: string) => {
    if (await quietly(run)) setAnnouncement(message);
  };

  return (
    <div
      className={['seating-board', selection && 'seating-board--picking'].filter(Boolean).join(' ')}
    >
      <p className="cv-visually-hidden" aria-live="polite" role="status">
        {announcement}
      </p>

      <section
        className={[
          'seat-unseated',
          selection && selection.from !== null && 'seat-unseated--target',
          unseatedZone.isOver && 'seat-unseated--drop',
        ]
          .filter(Boolean)
          .join(' ')}
        aria-labelledby="seat-unseated-title"
        {...unseatedZone.zoneProps}
      >
        <button
          type="button"
          className="seat-unseated__target"
          onClick={() => target(null)}
          aria-label={[
            `${t('seating.unseatedTitle')} ${unseatedState}`,
            selection && selection.from !== null ? t('seating.unseatHere') : '',
          ]
            .filter(Boolean)
            .join('. ')}
        >
          <h2 id="seat-unseated-title">{t('seating.unseatedTitle')}</h2>{' '}
          <span className="seat-unseated__count">{unseatedState}</span>
          {selection && selection.from !== null && (
            <span className="seat-table__hint" aria-hidden="true">
              {t('seating.unseatHere')}
            </span>
          )}
        </button>
        {seating.unseated.length > 0 && (
          <ul className="seat-households" aria-label={t('seating.unseatedTitle')}>
            {groupByHousehold(seating.unseated).map((group) => (
              <HouseholdGroup key={group.guestId} group={group} from={null} {...pick} />
            ))}
          </ul>
        )}
      </section>

      <section className="seat-tables-section" aria-labelledby="seat-tables-title">
        <h2 id="seat-tables-title">{t('seating.tablesTitle')}</h2>
        {seating.tables.length > 0 ? (
          <ol className="seat-tables">
            {seating.tables.map((table, index) => (
              <TableCard
                key={table.id}
                table={table}
                isFirst={index === 0}
                isLast={index === seating.tables.length - 1}
                arrivals={
                  showsArrivals
                    ? arrivals.tables.find((item) => item.tableId === table.id)
                    : undefined
                }
                onTarget={() => target(table.id)}
                onDropSeats={dropOn(table.id)}
                onEdit={() => setEditing(table)}
                onMove={(delta) =>
                  void saveTables(
                    tables.move(index, delta),
                    t('seating.announceMoved', { name: table.name, position: index + delta + 1 }),
                  )
                }
                onDelete={() => setDeleting(table)}
                {...pick}
              />
            ))}
          </ol>
        ) : (
          <p className="muted">{t('seating.noTables')}</p>
        )}
        <div className="card seat-add">
          <h3>{t('seating.addTitle')}</h3>
          <TableForm
            key={seating.tables.length}
            initial={{
              name: t('seating.defaultName', { number: seating.tables.length + 1 }),
              seats: DEFAULT_SEATS,
            }}
            submitLabel={t('seating.add')}
            isBusy={tables.isSaving && !editing}
            onSubmit={(values: TableValues) =>
              void saveTables(tables.add(values), t('seating.announceAdded', { name: values.name }))
            }
          />
        </div>
      </section>

      {selection && (
        <PickedBar
          selection={selection}
          who={whoOf(selection)}
          tables={seating.tables}
          onTarget={target}
          onToggleSingle={() => setSingle(!selection.isSingle, pickedGroup)}
          onCancel={() => {
            clear();
            onCancel();
          }}
        />
      )}

      <Modal
        open={editing !== null}
        title={t('seating.editTitle', { name: editing?.name ?? '' })}
        onClose={() => setEditing(null)}
        closeLabel={t('seating.cancel')}
        busy={tables.isSaving}
      >
        {editing && (
          <TableForm
            initial={{ name: editing.name, seats: editing.seats }}
            submitLabel={t('seating.save')}
            isBusy={tables.isSaving}
            onCancel={() => setEditing(null)}
            onSubmit={(values) =>
              void quietly(tables.edit(editing.id, values)).then((isSaved) => {
                if (!isSaved) return;
                setEditing(null);
                setAnnouncement(t('seating.announceSaved', { name: values.name }));
              })
            }
          />
        )}
      </Modal>
      <ConfirmModal
        open={deleting !== null}
        message={t('seating.deleteConfirm', {
          name: deleting?.name ?? '',
          count: deleting?.people.length ?? 0,
        })}
        confirmLabel={t('seating.deleteAction')}
        cancelLabel={t('seating.cancel')}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          if (await quietly(tables.remove(deleting.id))) {
            setAnnouncement(t('seating.announceDeleted', { name: deleting.name }));
            setDeleting(null);
          }
        }}
      />
    </div>
  );
}

/** Where a person sits now: their table's id, or null. */
function placeOf(seating: Seating, person: SeatedPerson | undefined): number | null {
  if (!person) return null;
  const table = seating.tables.find((item) =>
    item.people.some((seated) => seated.memberId === person.memberId),
  );
  return table?.id ?? null;
}

/** A household as shown at one place. */
function groupAt(seating: Seating, from: number | null, guestId: number): Group | undefined {
  const people =
    from === null
      ? seating.unseated
      : (seating.tables.find((table) => table.id === from)?.people ?? []);
  return groupByHousehold(people).find((group) => group.guestId === guestId);
}
