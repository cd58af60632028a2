import { Outlet } from 'react-router';
import type { Route } from './+types/default-layout';
import { ErrorPage } from '~/components/error-page';
import { SiteChrome } from '~/components/site-chrome';

/** The layout named "default" (spec §2): header, main content and footer. */
export default function DefaultLayout() {
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteChrome>
      <ErrorPage error={error} />
    </SiteChrome>
  );
}
