import {
  createContext,
  useContext,
  type ComponentPropsWithRef,
  type ComponentType,
  type ReactNode,
} from 'react';

/** Props every link component receives: the anchor's props with a required `href`. */
export type LinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  /** Destination: a path of the app ("/ar/cart") or an absolute URL. */
  href: string;
};

/** A component that renders a link, e.g. an adapter around React Router's `<Link to>`. */
export type LinkComponent = ComponentType<LinkProps>;

/** The default link: a plain `<a>`, so components work without any provider. */
function Anchor(props: LinkProps) {
  return <a {...props} />;
}

const LinkContext = createContext<LinkComponent>(Anchor);

/** Props of {@link LinkProvider}. */
export interface LinkProviderProps {
  /** The component every link of @shop/ui renders through; define it once, outside render. */
  component: LinkComponent;
  /** The tree whose links use `component`. */
  children?: ReactNode;
}

/**
 * Chooses how @shop/ui components render links, e.g. for client-side navigation.
 *
 * @example
 * ```tsx
 * import { Link } from 'react-router';
 * const RouterLink: LinkComponent = ({ href, ...props }) => <Link to={href} {...props} />;
 *
 * <LinkProvider component={RouterLink}>
 *   <Header lang="en" onLanguageChange={setLanguage} />
 * </LinkProvider>
 * ```
 */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext value={component}>{children}</LinkContext>;
}

/** The link component of the nearest {@link LinkProvider}, or a plain `<a>`. */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkContext);
}

/**
 * A link rendered through the nearest {@link LinkProvider}'s component (a plain `<a>` without one).
 *
 * @example
 * ```tsx
 * <Link href="/ar" className="underline">{t('brand.name')}</Link>
 * ```
 */
export function Link(props: LinkProps) {
  const Component = useLinkComponent();
  // The rule cannot tell that this component comes from context: LinkProvider is given one
  // module-level component, so its identity is stable and nothing remounts.
  // eslint-disable-next-line react-hooks/static-components
  return <Component {...props} />;
}
