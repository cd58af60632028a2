import { Link as RouterLink } from 'react-router';
import type { LinkComponent } from '#link/link-context.tsx';

/** How the components' links navigate in a React Router app: `<LinkProvider component={RouterLinkAdapter}>`. */
export const RouterLinkAdapter: LinkComponent = ({ href, ...props }) => (
  <RouterLink to={href} {...props} />
);
