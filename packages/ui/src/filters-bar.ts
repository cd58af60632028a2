export { FiltersBar, type FiltersBarProps } from '#filters-bar/filters-bar.tsx';
