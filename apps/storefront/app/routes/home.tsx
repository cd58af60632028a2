import { activityTypesApi, type ActivityType } from '@shop/core/activity-types';
import { localizedName } from '@shop/core/i18n';
import { selectLocale } from '@shop/core/locale';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/home';
import { storeContext } from '~/context';
import { useAppSelector } from '~/hooks';

export async function loader({ context }: Route.LoaderArgs) {
  const store = context.get(storeContext);
  const result = await store.dispatch(
    activityTypesApi.endpoints.getActivityTypes.initiate(undefined, { subscribe: false }),
  );
  // An API outage shows a message on the page instead of failing the whole page.
  return { activityTypes: result.data ?? [], failed: result.isError };
}

// Decorative icons until the catalog issue brings the activity-type card of packages/ui.
const activityIcons: Record<string, string> = {
  basket: '🧺',
  bread: '🥖',
  pill: '💊',
  meat: '🥩',
  leaf: '🥬',
  flower: '💐',
};

function ActivityTypeItem({ activityType }: { activityType: ActivityType }) {
  const lang = useAppSelector(selectLocale);
  return (
    <li className="flex items-center gap-3 rounded-lg border border-brand-200 bg-surface-raised p-4 shadow-sm">
      <span
        aria-hidden="true"
        className="grid size-10 place-items-center rounded-full bg-brand-50 text-xl"
      >
        {activityIcons[activityType.icon] ?? '🛍️'}
      </span>
      <span className="text-lg font-medium">{localizedName(activityType, lang)}</span>
    </li>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('home');
  const { activityTypes, failed } = loaderData;
  return (
    <>
      <title>{t('metaTitle')}</title>
      <meta name="description" content={t('metaDescription')} />
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="mt-2 text-ink-muted">{t('intro')}</p>
      {failed ? (
        <p role="alert" className="mt-6 rounded-md bg-red-50 p-4 text-red-800">
          {t('loadError')}
        </p>
      ) : activityTypes.length === 0 ? (
        <p className="mt-6">{t('empty')}</p>
      ) : (
        <ul
          aria-label={t('activityTypesLabel')}
          className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {activityTypes.map((activityType) => (
            <ActivityTypeItem key={activityType.id} activityType={activityType} />
          ))}
        </ul>
      )}
    </>
  );
}
