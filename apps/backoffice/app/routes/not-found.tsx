import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export default function NotFound() {
  const { t } = useTranslation('backoffice');
  return (
    <main className="mx-auto grid max-w-xl gap-3 p-8 text-center">
      <title>{`${t('notFound.title')} · ${t('appName')}`}</title>
      <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
      <p>
        <Link to="/" className="font-semibold text-brand-700 underline">
          {t('notFound.back')}
        </Link>
      </p>
    </main>
  );
}
