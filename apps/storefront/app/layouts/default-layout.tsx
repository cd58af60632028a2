import { Footer } from '@shop/ui/footer';
import { Header } from '@shop/ui/header';
import { LinkProvider, type LinkComponent } from '@shop/ui/link';
import { localeChanged, selectLocale } from '@shop/core/locale';
import type { ReactNode } from 'react';
import { Link as RouterLink, Outlet, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/default-layout';
import type { loader as rootLoader } from '~/root';
import { ErrorPage } from '~/components/error-page';
import { useAppDispatch, useAppSelector } from '~/hooks';

/** packages/ui renders links through this, so they navigate on the client. */
const AppLink: LinkComponent = ({ href, ...props }) => <RouterLink to={href} {...props} />;

function Chrome({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const lang = useAppSelector(selectLocale);
  const year = useRouteLoaderData<typeof rootLoader>('root')?.year ?? 2026;
  return (
    <LinkProvider component={AppLink}>
      <div className="flex min-h-dvh flex-col bg-surface text-ink">
        <Header lang={lang} onLanguageChange={(next) => dispatch(localeChanged(next))} />
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 focus:outline-none"
        >
          {children}
        </main>
        <Footer year={year} />
      </div>
    </LinkProvider>
  );
}

/** The layout named "default" (spec §2): header, main content and footer. */
export default function DefaultLayout() {
  return (
    <Chrome>
      <Outlet />
    </Chrome>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Chrome>
      <ErrorPage error={error} />
    </Chrome>
  );
}
