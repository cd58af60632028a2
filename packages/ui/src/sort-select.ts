export { SortSelect, sortOptions, type SortSelectProps } from '#sort-select/sort-select.tsx';
