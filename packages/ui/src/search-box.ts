export { SearchBox, type SearchBoxProps } from '#search-box/search-box.tsx';
