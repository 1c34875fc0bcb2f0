import type { WeddingTable } from '../api/get-seating.ts';
import { useUpdateTables, type TableInput } from '../api/update-tables.ts';
import type { TableValues } from '../components/table-form.tsx';

const toInput = ({ id, name, seats }: WeddingTable): TableInput => ({ id, name, seats });

/** Adding, editing, reordering and deleting tables: each saves the whole list in its new order. */
export function useTableList(weddingId: number, tables: readonly WeddingTable[]) {
  const update = useUpdateTables(weddingId);
  const save = (list: TableInput[]) => update.mutateAsync(list);
  const kept = tables.map(toInput);

  return {
    isSaving: update.isPending,
    add: (values: TableValues) => save([...kept, values]),
    edit: (id: number, values: TableValues) =>
      save(kept.map((table) => (table.id === id ? { ...table, ...values } : table))),
    move: (index: number, delta: -1 | 1) => {
      const list = [...kept];
      const [table] = list.splice(index, 1);
      if (!table) return Promise.resolve(undefined);
      list.splice(index + delta, 0, table);
      return save(list);
    },
    remove: (id: number) => save(kept.filter((table) => table.id !== id)),
  };
}
