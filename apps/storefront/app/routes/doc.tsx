import { apiReferenceOf } from '@shop/core/developer';
import { ApiReference } from '@shop/ui/api-reference';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/doc';
import { Seo } from '~/components/seo';
import { openApiDocument } from '~/lib/openapi-document.server';

/** The calls a shop front does not make: staff's and sellers' (the back office), the payment providers' callbacks. */
const NOT_FOR_SHOP_FRONTS = ['Staff', 'Seller', 'Payments'];

/**
 * `/doc` (R2.18, its own layout): the store API's reference for developers building a shop
 * front, from the OpenAPI document the API serves (every call, parameters, body and answers),
 * rendered on the server; the document itself is at `/doc/openapi.json`.
 */
export async function loader() {
  return {
    reference: apiReferenceOf(await openApiDocument(), { excludeTags: NOT_FOR_SHOP_FRONTS }),
  };
}

export default function DocPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('developer');
  return (
    <>
      <Seo
        title={`${t('doc.title')} · ${t('common:brand.name')}`}
        description={t('doc.metaDescription')}
        canonicalParams={[]}
      />
      <h1 className="mb-6 text-3xl font-bold">{t('doc.title')}</h1>
      <ApiReference reference={loaderData.reference} documentHref="/doc/openapi.json" />
    </>
  );
}
