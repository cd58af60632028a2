import { Outlet } from 'react-router';
import type { Route } from './+types/search-layout';
import { ErrorPage } from '~/components/error-page';
import { SiteChrome } from '~/components/site-chrome';

/** Search's own layout (spec §2 "custom layout"): a large search bar, no site navigation or footer. */
export default function SearchLayout() {
  return (
    <SiteChrome variant="search">
      <Outlet />
    </SiteChrome>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteChrome variant="search">
      <ErrorPage error={error} />
    </SiteChrome>
  );
}
