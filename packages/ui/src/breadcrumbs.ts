export {
  Breadcrumbs,
  type BreadcrumbItem,
  type BreadcrumbsProps,
} from '#breadcrumbs/breadcrumbs.tsx';
