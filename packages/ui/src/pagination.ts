export { Pagination, pageWindow, type PaginationProps } from '#pagination/pagination.tsx';
