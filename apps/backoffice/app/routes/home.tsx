import { localizedName } from '@shop/core/i18n-loader';
import { selectBackOfficeSession } from '@shop/core/staff';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Navigate } from 'react-router';
import { useBackOfficeLanguage } from '~/lib/language';
import { screensOf } from '~/lib/roles';

/** The start: a role's first screen, or what is there for it so far. */
export default function Home() {
  const { t } = useTranslation('backoffice');
  const { lang } = useBackOfficeLanguage();
  const session = useSelector(selectBackOfficeSession);
  if (!session) return null;
  const [first] = screensOf(session);
  if (first) return <Navigate to={`/${first}`} replace />;
  return (
    <section className="grid gap-2">
      <title>{t('appName')}</title>
      <h1 className="text-2xl font-bold">{t('home.title', { name: session.name })}</h1>
      <p>
        {session.kind === 'seller'
          ? t('home.seller', {
              store: localizedName({ name: session.storeName, nameEn: session.storeNameEn }, lang),
            })
          : t('home.staffNone')}
      </p>
    </section>
  );
}
