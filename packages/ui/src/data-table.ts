export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSelection,
  type RowKey,
  type SortDirection,
} from '#data-table/data-table.tsx';
