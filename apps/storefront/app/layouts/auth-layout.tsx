// The sign-in pages under this layout call the API in the browser: bring RTK Query's api slice.
import '~/lib/store-api';
import { Outlet } from 'react-router';
import type { Route } from './+types/auth-layout';
import { ErrorPage } from '~/components/error-page';
import { SiteChrome } from '~/components/site-chrome';

/** The sign-in pages' own layout (spec §2 "custom layout"): logo, language and one narrow form. */
export default function AuthLayout() {
  return (
    <SiteChrome variant="auth">
      <Outlet />
    </SiteChrome>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteChrome variant="auth">
      <ErrorPage error={error} />
    </SiteChrome>
  );
}
