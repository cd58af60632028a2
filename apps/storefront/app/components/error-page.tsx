import { isRouteErrorResponse, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Link } from '@shop/ui/link';
import { StartupError } from '~/lib/startup';

interface ViewProps {
  status: number;
  statusText: string;
  /** What went wrong, when the app knows (a start-up failure); else the generic description. */
  description?: string;
}

/** Stands for the path in the translated sentence; a URL path never contains it. */
const pathMark = '\u0000';

/** The 404 view: "Page not found: {path}" and the not-found sentence (spec §2). */
function NotFoundView({ status, statusText }: ViewProps) {
  const { t } = useTranslation('errors');
  const { pathname } = useLocation();
  // The sentence around its one `<path>{{path}}</path>` tag, split by hand: react-i18next's
  // Trans (and its HTML parser) would otherwise join every page's first load for this page alone.
  const [before = '', after = ''] = t('notFoundPath', { path: pathMark }).split(
    `<path>${pathMark}</path>`,
  );
  return (
    <section aria-labelledby="error-title" className="py-12 text-center">
      <title>{`${statusText} · ${t('common:brand.name')}`}</title>
      <p className="text-6xl font-bold text-brand-700">{status}</p>
      <h1 id="error-title" className="mt-4 text-2xl font-semibold">
        {statusText}
      </h1>
      <p className="mt-2 text-lg" data-testid="not-found-path">
        {/* The path is isolated left to right, so "/nope" never reads "nope/" in Arabic. */}
        {before}
        <bdi dir="ltr">{pathname}</bdi>
        {after}
      </p>
      <p className="mt-2 text-ink-muted">{t('notFoundDescription')}</p>
      <Link
        href="/"
        className="mt-8 inline-block rounded-md bg-brand-700 px-4 py-2 text-white underline-offset-4 hover:underline"
      >
        {t('backHome')}
      </Link>
    </section>
  );
}

/** Every other error: status code (default 500), status message and description. */
function ServerErrorView({ status, statusText, description }: ViewProps) {
  const { t } = useTranslation('errors');
  return (
    <section aria-labelledby="error-title" className="py-12 text-center" role="alert">
      <title>{`${statusText} · ${t('common:brand.name')}`}</title>
      <p className="text-6xl font-bold text-brand-700">{status}</p>
      <h1 id="error-title" className="mt-4 text-2xl font-semibold">
        {statusText}
      </h1>
      <p className="mt-2 text-ink-muted">{description ?? t('internalDescription')}</p>
      <Link
        href="/"
        className="mt-8 inline-block rounded-md bg-brand-700 px-4 py-2 text-white underline-offset-4 hover:underline"
      >
        {t('backHome')}
      </Link>
    </section>
  );
}

/**
 * The generic error page of spec §2: a separate view for 404 and for all other errors; the
 * status message defaults to "Page Not Found" for 404 and "Internal Server Error" otherwise.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation('errors');
  // A start-up failure in the application error state (spec §8): reported as such.
  if (error instanceof StartupError)
    return (
      <ServerErrorView
        status={error.appError.status}
        statusText={t('internalServerError')}
        description={t(`startup.${error.appError.code}`)}
      />
    );
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // Only a message the app chose itself is shown; a thrown Error's text is never leaked.
  const custom =
    isRouteErrorResponse(error) && typeof error.data === 'string' && error.data
      ? error.data
      : undefined;
  if (status === 404) return <NotFoundView status={404} statusText={custom ?? t('pageNotFound')} />;
  return <ServerErrorView status={status} statusText={custom ?? t('internalServerError')} />;
}
