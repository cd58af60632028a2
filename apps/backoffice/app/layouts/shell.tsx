import { selectBackOfficeSession, useBackOfficeSignOutMutation } from '@shop/core/staff';
import { LanguageSwitch } from '@shop/ui/language-switch';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, NavLink, Outlet, redirect, useLocation } from 'react-router';
import { backOfficeSignedOut } from '@shop/core/staff';
import { backOfficeStore } from '~/lib/back-office';
import { useBackOfficeLanguage } from '~/lib/language';
import { roleOf, screenLabel, screensOf } from '~/lib/roles';
import type { Route } from './+types/shell';

/** Every screen but sign-in needs someone signed in: the others go to sign in first. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (selectBackOfficeSession(backOfficeStore().getState())) return null;
  const { pathname, search } = new URL(request.url);
  throw redirect(`/sign-in?from=${encodeURIComponent(pathname + search)}`);
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 ${
    isActive ? 'bg-brand-700 text-white' : 'text-brand-700 hover:bg-brand-50'
  }`;

/** The frame of every signed-in screen: who is signed in, the screens of their role, the language. */
export default function Shell() {
  const { t } = useTranslation('backoffice');
  const { lang, switchLanguage } = useBackOfficeLanguage();
  const session = useSelector(selectBackOfficeSession);
  const dispatch = useDispatch();
  const [signOut, { isLoading: signingOut }] = useBackOfficeSignOutMutation();
  const location = useLocation();

  // The API ended the session (a 401): to sign-in, saying so.
  if (!session) {
    return (
      <Navigate
        to={`/sign-in?ended=1&from=${encodeURIComponent(location.pathname + location.search)}`}
        replace
      />
    );
  }
  const endSession = () => {
    // Signed out here whatever the API answers (the token expires anyway).
    void signOut(session.kind).finally(() => dispatch(backOfficeSignedOut()));
  };

  return (
    <>
      <a
        href="#main"
        data-shell-chrome
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:rounded focus:bg-surface-raised focus:p-2"
      >
        {t('common:header.skipToContent')}
      </a>
      <header data-shell-chrome className="border-b border-line/40 bg-surface-raised">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3">
          <p className="text-lg font-bold text-brand-800">{t('appName')}</p>
          <nav aria-label={t('shell.navigation')} className="flex flex-wrap gap-1">
            {screensOf(session).map((screen) => (
              <NavLink key={screen} to={`/${screen}`} className={navLinkClass}>
                {t(screenLabel(screen))}
              </NavLink>
            ))}
          </nav>
          <div className="ms-auto flex flex-wrap items-center gap-3">
            <p className="text-sm">
              {t('shell.signedInAs', { name: session.name })}{' '}
              <span className="rounded-full border border-brand-200 bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-900">
                {t(`shell.role.${roleOf(session)}`)}
              </span>
            </p>
            <LanguageSwitch lang={lang} onLanguageChange={switchLanguage} />
            <button
              type="button"
              onClick={endSession}
              disabled={signingOut}
              className="rounded-md border border-brand-700 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {t('shell.signOut')}
            </button>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto grid max-w-7xl gap-4 px-4 py-6">
        <Outlet />
      </main>
    </>
  );
}
