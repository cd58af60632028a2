export {
  EmptyState,
  emptyStateVariants,
  type EmptyStateProps,
  type EmptyStateVariant,
} from '#empty-state/empty-state.tsx';
