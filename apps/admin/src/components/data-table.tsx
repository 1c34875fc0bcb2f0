import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';

export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  /** The row's main text: drawn as the row header and, in a clickable table, as the row's link. */
  isMain?: boolean;
  /** Numbers and dates keep to one line. */
  isNowrap?: boolean;
};

export type RowLink = { to: string; state?: unknown };

export type DataTableProps<T> = {
  /** Names the scrolling region (the table's title). */
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** Makes every row open this; the main cell holds a real link so keyboards and e2e tests reach it. */
  rowLink?: (row: T) => RowLink;
  /** On phones each row becomes a card, every value under its column's name (app.css). */
  hasPhoneCards?: boolean;
};

/**
 * The admin tables. On a phone the table scrolls sideways inside its box so the page itself never
 * gets wider than the screen, or, with `hasPhoneCards`, shows a card per row.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  rowLink,
  hasPhoneCards = false,
}: DataTableProps<T>) {
  const navigate = useNavigate();
  const onRowClick = (event: MouseEvent<HTMLTableRowElement>, link: RowLink) => {
    // Links and buttons inside the row do their own thing.
    if ((event.target as HTMLElement).closest('a, button')) return;
    void navigate(link.to, { state: link.state });
  };
  return (
    <div
      className={`data-table${hasPhoneCards ? ' data-table--cards' : ''}`}
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      <table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const link = rowLink?.(row);
            return (
              <tr
                key={rowKey(row)}
                className={link ? 'data-table__row--link' : undefined}
                onClick={link ? (event) => onRowClick(event, link) : undefined}
              >
                {columns.map((column) => {
                  const className = column.isNowrap ? 'data-table__nowrap' : undefined;
                  if (!column.isMain)
                    return (
                      <td key={column.header} className={className} data-label={column.header}>
                        {column.cell(row)}
                      </td>
                    );
                  return (
                    <th
                      key={column.header}
                      scope="row"
                      className={className}
                      data-label={column.header}
                    >
                      {link ? (
                        <Link to={link.to} state={link.state}>
                          {column.cell(row)}
                        </Link>
                      ) : (
                        column.cell(row)
                      )}
                    </th>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
