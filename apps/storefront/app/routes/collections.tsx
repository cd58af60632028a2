import { collectionsApi } from '@shop/core/collections';
import { selectLocale } from '@shop/core/locale';
import { Breadcrumbs } from '@shop/ui/breadcrumbs';
import { CollectionLinks } from '@shop/ui/collection-links';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/collections';
import { Seo } from '~/components/seo';
import { useAppSelector } from '~/hooks';
import { apiData } from '~/lib/api-data';

/** `/collections` (issue 16): the published collections, in their order. */
export async function loader({ context }: Route.LoaderArgs) {
  const collections = await apiData(context, (store) =>
    store.dispatch(
      collectionsApi.endpoints.getCollections.initiate(undefined, { subscribe: false }),
    ),
  );
  return { collections: collections.items };
}

export default function CollectionsRoute({ loaderData }: Route.ComponentProps) {
  const { collections } = loaderData;
  const { t } = useTranslation(['content', 'pages']);
  const lang = useAppSelector(selectLocale);
  return (
    <>
      <Seo
        title={`${t('collections.title')} · ${t('common:brand.name')}`}
        description={t('collections.metaDescription')}
        canonicalParams={[]}
      />
      <Breadcrumbs
        items={[{ label: t('pages:nav.home'), href: '/' }, { label: t('collections.title') }]}
      />
      <h1 className="mt-4 text-3xl font-bold">{t('collections.title')}</h1>
      <p className="mt-2 mb-6 max-w-prose text-ink-muted">{t('collections.intro')}</p>
      {collections.length === 0 ? (
        <p>{t('collections.empty')}</p>
      ) : (
        <CollectionLinks
          label={t('collections.title')}
          headingLevel={2}
          items={collections.map((collection) => ({
            href: `/collections/${collection.slug}`,
            title: lang === 'ar' ? collection.title : collection.titleEn,
            description: lang === 'ar' ? collection.description : collection.descriptionEn,
          }))}
        />
      )}
    </>
  );
}
