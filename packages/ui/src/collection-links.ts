export {
  CollectionLinks,
  type CollectionLinkItem,
  type CollectionLinksProps,
} from '#collection-links/collection-links.tsx';
