import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { DataTable, type DataTableColumn, type RowKey } from './data-table.tsx';

interface Row {
  number: string;
  shopper: string;
  total: string;
}

const rows: Row[] = [
  { number: 'SO-00000042', shopper: 'Sara Al-Harbi', total: 'SAR 120.50' },
  { number: 'SO-00000041', shopper: 'Omar Haddad', total: 'SAR 48.00' },
];
const columns: DataTableColumn<Row>[] = [
  { id: 'number', header: 'Order', cell: (row) => row.number, rowHeader: true },
  { id: 'shopper', header: 'Shopper', cell: (row) => row.shopper },
  { id: 'total', header: 'Total', cell: (row) => row.total, align: 'end' },
];
const arabicColumns: DataTableColumn<Row>[] = [
  { id: 'number', header: 'الطلب', cell: (row) => row.number, rowHeader: true },
  { id: 'shopper', header: 'المتسوّق', cell: (row) => row.shopper },
  { id: 'total', header: 'الإجمالي', cell: (row) => row.total, align: 'end' },
];

const meta = {
  title: 'UI/Back office/DataTable',
  component: DataTable<Row>,
  tags: ['autodocs'],
  args: {
    caption: 'Orders, newest first',
    columns,
    rows,
    rowKey: (row: Row) => row.number,
    loadingText: 'Loading orders…',
    empty: <p>No orders match these filters.</p>,
  },
} satisfies Meta<typeof DataTable<Row>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Orders, newest first' });
    await expect(table).toBeVisible();
    await expect(canvas.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Order',
      'Shopper',
      'Total',
    ]);
    await expect(canvas.getByRole('rowheader', { name: 'SO-00000042' })).toBeVisible();
    // The scrolling region is reachable by keyboard and named by the caption.
    await expect(canvas.getByRole('region', { name: 'Orders, newest first' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  args: {
    caption: 'الطلبات، الأحدث أولاً',
    columns: arabicColumns,
    loadingText: 'جارٍ تحميل الطلبات…',
    empty: <p>لا توجد طلبات تطابق عوامل التصفية هذه.</p>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'الطلبات، الأحدث أولاً' })).toBeVisible();
    // Right to left: the first column starts at the right.
    const [first, last] = [
      canvas.getByRole('columnheader', { name: 'الطلب' }),
      canvas.getByRole('columnheader', { name: 'الإجمالي' }),
    ];
    await expect(first.getBoundingClientRect().left).toBeGreaterThan(
      last.getBoundingClientRect().left,
    );
  },
} satisfies Story;

export const Loading = {
  globals: { locale: 'en' },
  args: { rows: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading orders…');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
} satisfies Story;

export const Empty = {
  globals: { locale: 'ar' },
  args: {
    rows: [],
    columns: arabicColumns,
    caption: 'الطلبات، الأحدث أولاً',
    empty: <p>لا توجد طلبات تطابق عوامل التصفية هذه.</p>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('لا توجد طلبات تطابق عوامل التصفية هذه.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
} satisfies Story;

export const Busy = {
  globals: { locale: 'en' },
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
} satisfies Story;

const sortableColumns = (of: DataTableColumn<Row>[]) =>
  of.map((column) => (column.id === 'shopper' ? column : { ...column, sortable: true }));

export const SortedEnglish = {
  globals: { locale: 'en' },
  args: {
    columns: sortableColumns(columns),
    sort: { column: 'total', direction: 'descending' },
    onSort: fn(),
  },
  play: async ({ canvas, args, userEvent }) => {
    // The sorted column says which way; the others say nothing (ARIA: one sorted column).
    await expect(canvas.getByRole('columnheader', { name: /Total/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(canvas.getByRole('columnheader', { name: /Order/ })).not.toHaveAttribute(
      'aria-sort',
    );
    // A sortable header is a button; the page is asked to sort, by keyboard as by pointer.
    await expect(canvas.queryByRole('button', { name: 'Shopper' })).toBeNull();
    canvas.getByRole('button', { name: /Order/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSort).toHaveBeenCalledWith('number');
  },
} satisfies Story;

export const SortedArabic = {
  globals: { locale: 'ar' },
  args: {
    caption: 'الطلبات، الأحدث أولاً',
    columns: sortableColumns(arabicColumns),
    sort: { column: 'number', direction: 'ascending' },
    onSort: fn(),
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('columnheader', { name: /الطلب/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(canvas.getByRole('button', { name: /الإجمالي/ }));
    await expect(args.onSort).toHaveBeenCalledWith('total');
  },
} satisfies Story;

/** The story's own selection state, as a page keeps it. */
function Selectable(props: { lang: 'en' | 'ar' }) {
  const [selected, setSelected] = useState<ReadonlySet<RowKey>>(new Set());
  const ar = props.lang === 'ar';
  return (
    <DataTable<Row>
      caption={ar ? 'الطلبات، الأحدث أولاً' : 'Orders, newest first'}
      columns={ar ? arabicColumns : columns}
      rows={[...rows, { number: 'SO-00000040', shopper: 'Huda Saleh', total: 'SAR 9.00' }]}
      rowKey={(row) => row.number}
      loadingText=""
      empty={null}
      selection={{
        selected,
        onChange: setSelected,
        rowLabel: (row) => (ar ? `تحديد الطلب ${row.number}` : `Select order ${row.number}`),
        allLabel: ar ? 'تحديد كل طلبات هذه الصفحة' : 'Select every order of this page',
        // A delivered order has no move left: nothing to pick it for.
        disabled: (row) => row.number === 'SO-00000040',
      }}
    />
  );
}

export const SelectionEnglish = {
  globals: { locale: 'en' },
  render: () => <Selectable lang="en" />,
  play: async ({ canvas, userEvent }) => {
    const all = canvas.getByRole('checkbox', { name: 'Select every order of this page' });
    const first = canvas.getByRole('checkbox', { name: 'Select order SO-00000042' });
    await expect(canvas.getByRole('checkbox', { name: 'Select order SO-00000040' })).toBeDisabled();
    await userEvent.click(first);
    await expect(first).toBeChecked();
    // Some picked: the header's box is mixed.
    await expect(all).toHaveProperty('indeterminate', true);
    await userEvent.click(all);
    await expect(canvas.getByRole('checkbox', { name: 'Select order SO-00000041' })).toBeChecked();
    await expect(all).toBeChecked();
    await expect(
      canvas.getByRole('checkbox', { name: 'Select order SO-00000040' }),
    ).not.toBeChecked();
    await userEvent.click(all);
    await expect(first).not.toBeChecked();
  },
} satisfies Story;

export const SelectionArabic = {
  globals: { locale: 'ar' },
  render: () => <Selectable lang="ar" />,
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'تحديد الطلب SO-00000041' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(
      canvas.getByRole('checkbox', { name: 'تحديد كل طلبات هذه الصفحة' }),
    ).toHaveProperty('indeterminate', true);
  },
} satisfies Story;
