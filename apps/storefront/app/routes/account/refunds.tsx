import { selectLocale } from '@shop/core/locale';
import { useGetRefundsQuery } from '@shop/core/refunds';
import { Pagination } from '@shop/ui/pagination';
import { RefundList } from '@shop/ui/refund-list';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { Seo } from '~/components/seo';
import { useAppSelector } from '~/hooks';
import { pageParam, withParams } from '~/lib/list-params';
import { orderHref } from '~/routes/account/wallet';

export const loader = () => null;

/** Refund History (R2.46): each request with its status, reason, amount, date and order. */
export default function RefundsPage() {
  const { t } = useTranslation('refunds');
  const lang = useAppSelector(selectLocale);
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const { data: refunds } = useGetRefundsQuery({ page: pageParam(params) });
  return (
    <>
      <Seo
        title={`${t('history.title')} · ${t('common:brand.name')}`}
        description={t('history.intro')}
        noIndex
      />
      <h1 className="mb-2 text-3xl font-bold">{t('history.title')}</h1>
      <p className="mb-6 text-ink-muted">{t('history.intro')}</p>
      {refunds ? (
        <div className="grid gap-8">
          <RefundList refunds={refunds.items} lang={lang} orderHref={orderHref} />
          <Pagination
            page={refunds.page}
            totalPages={refunds.totalPages}
            lang={lang}
            hrefFor={(page) =>
              withParams(pathname, search, { page: page === 1 ? undefined : page })
            }
          />
        </div>
      ) : null}
    </>
  );
}
