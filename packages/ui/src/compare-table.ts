export {
  CompareTable,
  type CompareProduct,
  type CompareTableProps,
} from '#compare-table/compare-table.tsx';
