import { Outlet } from 'react-router';
import type { Route } from './+types/document-layout';
import { ErrorPage } from '~/components/error-page';
import { SiteChrome } from '~/components/site-chrome';

/**
 * A document's layout (the privacy policy, the invoice): the header's logo (home) and language
 * switch around one column: no navigation, cart or footer; printed alone.
 */
export default function DocumentLayout() {
  return (
    <SiteChrome variant="document">
      <Outlet />
    </SiteChrome>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteChrome variant="document">
      <ErrorPage error={error} />
    </SiteChrome>
  );
}
