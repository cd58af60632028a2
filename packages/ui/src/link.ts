export {
  Link,
  LinkProvider,
  useLinkComponent,
  type LinkComponent,
  type LinkProps,
  type LinkProviderProps,
} from '#link/link-context.tsx';
