import { Button } from '@convite/ui/button';
import { Notice } from '@convite/ui/notice';
import { Pager } from '@convite/ui/pager';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { useForwardState } from '../lib/navigation.ts';
import type { ListParams } from '../lib/use-list-params.ts';
import { DataTable, type Column } from './data-table.tsx';
import { PageSpinner } from './page-spinner.tsx';
import { SearchBar } from './search-bar.tsx';

type PageResult = { page: number; totalPages: number };

export type ListScreenProps<T> = {
  title: string;
  params: ListParams;
  /** Without it the list has no search (payments). */
  isSearchable: boolean;
  list: { data?: PageResult; isError: boolean; refetch: () => unknown };
  rows: readonly T[] | undefined;
  columns: readonly Column<T>[];
  rowKey: (row: T) => string | number;
  /** The detail a row opens; without it rows open nothing (failed jobs act in place). */
  detailPath?: (row: T) => string;
  /** Buttons beside the title ("Crear Promotor"). */
  actions?: ReactNode;
  /** Under the title: what the list is for. */
  intro?: ReactNode;
  /** What an empty list says (default "No hay resultados."). */
  emptyText?: string;
};

/** An admin section: title, search, the paged table and the pages. */
export function ListScreen<T>({
  title,
  params,
  isSearchable,
  list,
  rows,
  columns,
  rowKey,
  detailPath,
  actions,
  intro,
  emptyText,
}: ListScreenProps<T>) {
  const { t } = useTranslation('admin');
  // A row opens its detail with this list (page and search included) as the first breadcrumb.
  const state = useForwardState(title, { isRoot: true });
  return (
    <section className="screen">
      <Breadcrumbs current={title} />
      <div className="screen__head">
        <h1>{title}</h1>
        {actions}
      </div>
      {intro && <p className="muted">{intro}</p>}
      {isSearchable && (
        <SearchBar key={params.search} search={params.search} onSearch={params.setSearch} />
      )}
      {list.data && rows ? (
        <>
          {rows.length > 0 ? (
            <DataTable
              label={title}
              columns={columns}
              rows={rows}
              rowKey={rowKey}
              rowLink={detailPath ? (row: T) => ({ to: detailPath(row), state }) : undefined}
            />
          ) : (
            <p className="muted">{emptyText ?? t('list.empty')}</p>
          )}
          <Pager
            page={params.page}
            totalPages={list.data.totalPages}
            onChange={params.setPage}
            labels={{
              pages: t('list.pages'),
              previous: t('list.previous'),
              next: t('list.next'),
              page: (page) => t('list.page', { page }),
            }}
          />
        </>
      ) : list.isError ? (
        <div className="stack">
          <Notice kind="error">{t('list.loadFailed')}</Notice>
          <div>
            <Button variant="secondary" onClick={() => void list.refetch()}>
              {t('list.retry')}
            </Button>
          </div>
        </div>
      ) : (
        <PageSpinner />
      )}
    </section>
  );
}
