import { selectLocale } from '@shop/core/locale';
import { Seo as PageSeo, type SeoProps } from '@shop/ui/seo';
import { useLocation, useRouteLoaderData } from 'react-router';
import { useAppSelector } from '~/hooks';
import type { loader as rootLoader } from '~/root';

/** The page's head tags (@shop/ui/seo) in the shopper's language, at this site's origin. */
export function Seo(props: Omit<SeoProps, 'lang' | 'origin' | 'pathname' | 'search'>) {
  const lang = useAppSelector(selectLocale);
  const origin = useRouteLoaderData<typeof rootLoader>('root')?.origin ?? '';
  const { pathname, search } = useLocation();
  return <PageSeo {...props} lang={lang} origin={origin} pathname={pathname} search={search} />;
}
