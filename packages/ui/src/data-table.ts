export { DataTable, type DataTableColumn, type DataTableProps } from '#data-table/data-table.tsx';
