import type { ActivityType } from '@shop/core/activity-types';
import type { RegionTree } from '@shop/core/catalog';
import { localizedName } from '@shop/core/i18n';
import { selectLocale } from '@shop/core/locale';
import { Link } from '@shop/ui/link';
import { useTranslation } from 'react-i18next';
import { Seo } from '~/components/seo';
import { useAppSelector } from '~/hooks';

/**
 * Countries → states → cities where the activity type's shops deliver, as plain links: usable
 * without JavaScript and crawlable. A city leads to the brands that serve it.
 */
export function RegionChooser({
  activityType,
  regions,
}: {
  activityType: ActivityType;
  regions: RegionTree;
}) {
  const { t } = useTranslation('pages');
  const lang = useAppSelector(selectLocale);
  const name = localizedName(activityType, lang);
  return (
    <>
      <Seo
        title={`${t('region.title', { activityType: name })} · ${t('common:brand.name')}`}
        description={t('region.metaDescription', { activityType: name })}
      />
      <h1 className="text-3xl font-bold">{t('region.title', { activityType: name })}</h1>
      <p className="mt-2 text-ink-muted">{t('region.intro')}</p>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        {regions.map((country) => (
          <section
            key={country.id}
            aria-labelledby={`country-${country.id}`}
            className="rounded-lg border border-brand-200 bg-surface-raised p-4"
          >
            <h2 id={`country-${country.id}`} className="text-xl font-semibold">
              {localizedName(country, lang)}
            </h2>
            {country.states.map((state) => (
              <div key={state.id} className="mt-4">
                <h3 className="text-sm font-semibold text-ink-muted">
                  {t('region.citiesOf', { state: localizedName(state, lang) })}
                </h3>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {state.cities.map((city) => (
                    <li key={city.id}>
                      <Link
                        href={`/region/brands/${activityType.id}/${country.id}/${state.id}/${city.id}`}
                        className="inline-flex min-h-10 items-center rounded-full border border-brand-600 px-4 text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                      >
                        {localizedName(city, lang)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        ))}
      </div>
    </>
  );
}
