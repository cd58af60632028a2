export {
  Facets,
  emptyFacets,
  type FacetOption,
  type FacetsProps,
  type FacetsValue,
} from '#facets/facets.tsx';
