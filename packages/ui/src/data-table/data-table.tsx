import { useId, type ReactNode } from 'react';

/** One column of a {@link DataTable}. */
export interface DataTableColumn<Row> {
  /** Stable key of the column. */
  id: string;
  /** The column's header (text a screen reader announces with every cell). */
  header: ReactNode;
  /** The cell of `row` in this column. */
  cell: (row: Row) => ReactNode;
  /** This column names the row (its cells are row headers, `th scope="row"`). One per table. */
  rowHeader?: boolean;
  /** Numbers and amounts line up at the end (the left in Arabic). */
  align?: 'start' | 'end';
}

export interface DataTableProps<Row> {
  /** What the table lists: its caption, and the name of its scrolling region. */
  caption: string;
  /** Show the caption (default) or keep it for screen readers only. */
  captionHidden?: boolean;
  columns: readonly DataTableColumn<Row>[];
  /** The rows of this page; undefined while the first page loads. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  /** A new page is on its way: the rows shown are the previous ones (a bar on top, `aria-busy`). */
  busy?: boolean;
  /** Said while there are no rows yet. */
  loadingText: string;
  /** Shown instead of the table when the page has no rows. */
  empty: ReactNode;
}

const cellBase = 'px-3 py-2 align-top';

/**
 * A table of server-paged rows: a caption, column headers, one header cell per row, a loading
 * and an empty state. Wide tables scroll inside a focusable region, so a keyboard reaches every
 * column on a phone. Paging, filters and sorting stay with the page (the URL is their state).
 *
 * @example
 * ```tsx
 * <DataTable caption="Orders" columns={columns} rows={page?.items} rowKey={(o) => o.id}
 *   busy={isFetching} loadingText="Loading orders…" empty={<p>No orders.</p>} />
 * ```
 */
export function DataTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  busy = false,
  loadingText,
  empty,
}: DataTableProps<Row>) {
  const captionId = useId();
  if (rows === undefined) {
    return (
      <p role="status" className="py-8 text-center text-ink-muted">
        {loadingText}
      </p>
    );
  }
  if (rows.length === 0) return <>{empty}</>;
  const align = (column: DataTableColumn<Row>) =>
    column.align === 'end' ? 'text-end' : 'text-start';
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      // A region that scrolls must be reachable by keyboard (axe: scrollable-region-focusable).
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-line/40 bg-surface-raised focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {/* Busy: a bar along the top, not dimmed text (which would fail contrast). */}
      <div
        aria-hidden="true"
        className={`h-1 ${busy ? 'animate-pulse bg-brand-600 motion-reduce:animate-none' : 'bg-transparent'}`}
      />
      <table aria-busy={busy} className="w-full border-collapse text-sm">
        <caption
          id={captionId}
          className={captionHidden ? 'sr-only' : 'px-3 py-2 text-start font-semibold text-ink'}
        >
          {caption}
        </caption>
        <thead className="bg-brand-50 text-ink">
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={`${cellBase} ${align(column)} font-semibold whitespace-nowrap`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-line/30">
              {columns.map((column) =>
                column.rowHeader ? (
                  <th
                    key={column.id}
                    scope="row"
                    className={`${cellBase} ${align(column)} font-medium`}
                  >
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.id} className={`${cellBase} ${align(column)}`}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
