import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DataTable, type DataTableColumn } from './data-table.tsx';

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
