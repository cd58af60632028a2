import { developerTexts } from '@shop/core/i18n-developer';
import { provideNamespace } from '@shop/core/i18n-loader';
import { Link } from '@shop/ui/link';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import type { Route } from './+types/developer-layout';
import { ErrorPage } from '~/components/error-page';
import { SiteChrome } from '~/components/site-chrome';

/** Brings the developers' pages' texts, which the language chunk of every page leaves out. */
function useDeveloperTexts() {
  const { i18n } = useTranslation();
  provideNamespace(i18n, 'developer', developerTexts);
  return useTranslation('developer').t;
}

function DeveloperNav() {
  const t = useDeveloperTexts();
  const { pathname } = useLocation();
  const links = [
    { href: '/doc', label: t('nav.doc') },
    { href: '/testApp', label: t('nav.testApp') },
  ];
  return (
    <nav aria-label={t('nav.label')} className="mb-6 border-b border-brand-100 print:hidden">
      <ul className="flex gap-4">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={pathname === link.href ? 'page' : undefined}
              className="inline-flex min-h-11 items-center border-b-2 border-transparent px-1 font-semibold text-brand-700 hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-[current=page]:border-brand-700 aria-[current=page]:text-ink"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The developers' layout (R2.18 `/doc`, R2.30 `/testApp`: custom layouts): the header's logo and
 * language switch, a tab bar between the API reference and the diagnostics, one wide column; no
 * shop navigation, basket or footer. Its texts come with it (`developer` namespace).
 */
export default function DeveloperLayout() {
  useDeveloperTexts();
  return (
    <SiteChrome variant="document">
      <DeveloperNav />
      <Outlet />
    </SiteChrome>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useDeveloperTexts();
  return (
    <SiteChrome variant="document">
      <ErrorPage error={error} />
    </SiteChrome>
  );
}
