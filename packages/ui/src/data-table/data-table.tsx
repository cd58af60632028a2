import { useEffect, useId, useRef, type ReactNode } from 'react';

/** Which way a sorted column runs (the values of `aria-sort`). */
export type SortDirection = 'ascending' | 'descending';

/** The key of a row (`rowKey`). */
export type RowKey = string | number;

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
  /** The header is a button that asks `onSort` for this column (the page sorts, on the server). */
  sortable?: boolean;
}

/** Rows a person picks for an action on several at once: a checkbox per row and one for all. */
export interface DataTableSelection<Row> {
  /** The keys of the rows picked (of this page). */
  selected: ReadonlySet<RowKey>;
  onChange: (selected: Set<RowKey>) => void;
  /** The accessible name of a row's checkbox, e.g. "Select order SO-00000042". */
  rowLabel: (row: Row) => string;
  /** The accessible name of the checkbox in the header, e.g. "Select every order of this page". */
  allLabel: string;
  /** Rows that cannot be picked (their checkbox is disabled), e.g. no action applies. */
  disabled?: (row: Row) => boolean;
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
  /** The column the rows are sorted by now, and which way (announced through `aria-sort`). */
  sort?: { column: string; direction: SortDirection };
  /** A sortable header was pressed: the page changes its sort (the URL is its state). */
  onSort?: (column: string) => void;
  /** Checkboxes to pick rows for an action on several at once. */
  selection?: DataTableSelection<Row>;
}

const cellBase = 'px-3 py-2 align-top';

/** The header's checkbox: checked when every pickable row is, mixed when some are. */
function SelectAll({
  label,
  checked,
  mixed,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  mixed: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <input
      ref={box}
      type="checkbox"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
      className="size-4 accent-brand-600"
    />
  );
}

/** ▲ or ▼ beside a sorted column's header (the words are `aria-sort`'s). */
function SortArrow({ direction }: { direction: SortDirection | undefined }) {
  return (
    <span aria-hidden="true" className={direction ? 'text-brand-700' : 'text-ink-muted'}>
      {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
    </span>
  );
}

/**
 * A table of server-paged rows: a caption, column headers, one header cell per row, a loading
 * and an empty state. Wide tables scroll inside a focusable region, so a keyboard reaches every
 * column on a phone. Paging, filters and sorting stay with the page (the URL is their state): a
 * sortable column's header is a button that asks `onSort`, and the sorted column says its
 * direction through `aria-sort`. With `selection`, a checkbox per row and one for the page.
 *
 * @example
 * ```tsx
 * <DataTable caption="Orders" columns={columns} rows={page?.items} rowKey={(o) => o.id}
 *   busy={isFetching} loadingText="Loading orders…" empty={<p>No orders.</p>}
 *   sort={{ column: 'placedAt', direction: 'descending' }} onSort={(id) => setSort(id)} />
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
  sort,
  onSort,
  selection,
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
  const pickable = selection ? rows.filter((row) => !selection.disabled?.(row)).map(rowKey) : [];
  const picked = pickable.filter((key) => selection?.selected.has(key)).length;
  const pick = (keys: readonly RowKey[], on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const key of keys) {
      if (on) next.add(key);
      else next.delete(key);
    }
    selection.onChange(next);
  };
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
            {selection ? (
              <th scope="col" className={`${cellBase} w-10`}>
                <SelectAll
                  label={selection.allLabel}
                  checked={picked > 0 && picked === pickable.length}
                  mixed={picked > 0 && picked < pickable.length}
                  disabled={pickable.length === 0}
                  onChange={(on) => pick(pickable, on)}
                />
              </th>
            ) : null}
            {columns.map((column) => {
              const direction = sort?.column === column.id ? sort.direction : undefined;
              return (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={direction}
                  className={`${cellBase} ${align(column)} font-semibold whitespace-nowrap`}
                >
                  {column.sortable && onSort ? (
                    <button
                      type="button"
                      onClick={() => onSort(column.id)}
                      className="inline-flex items-center gap-1 rounded font-semibold underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      {column.header}
                      <SortArrow direction={direction} />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-line/30">
              {selection ? (
                <td className={`${cellBase} w-10`}>
                  <input
                    type="checkbox"
                    aria-label={selection.rowLabel(row)}
                    checked={selection.selected.has(rowKey(row))}
                    disabled={selection.disabled?.(row) ?? false}
                    onChange={(event) => pick([rowKey(row)], event.target.checked)}
                    className="size-4 accent-brand-600"
                  />
                </td>
              ) : null}
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
