import { selectLocale } from '@shop/core/locale';
import { useGetPointsQuery } from '@shop/core/wallet';
import { LedgerBalance, LedgerHistory } from '@shop/ui/ledger-history';
import { Pagination } from '@shop/ui/pagination';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { Seo } from '~/components/seo';
import { useAppSelector } from '~/hooks';
import { pageParam, withParams } from '~/lib/list-params';
import { orderHref } from '~/routes/account/wallet';

export const loader = () => null;

/**
 * My Points (R1.12, R2.43): the balance, what it is worth, which points expire next, and the
 * history (points earned per delivered order with their expiry, spends, expiries), paged.
 */
export default function PointsPage() {
  const { t } = useTranslation('wallet');
  const lang = useAppSelector(selectLocale);
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const { data: points } = useGetPointsQuery({ page: pageParam(params) });
  return (
    <>
      <Seo
        title={`${t('points.title')} · ${t('common:brand.name')}`}
        description={t('points.intro')}
        noIndex
      />
      <h1 className="mb-2 text-3xl font-bold">{t('points.title')}</h1>
      <p className="mb-6 text-ink-muted">{t('points.intro')}</p>
      {points ? (
        <div className="grid gap-8">
          <LedgerBalance
            account="points"
            balance={points.balance}
            worth={points.worth}
            expiring={points.expiring}
            currency={points.currency}
            lang={lang}
          />
          <LedgerHistory
            account="points"
            entries={points.entries.items}
            currency={points.currency}
            lang={lang}
            title={t('points.history')}
            emptyText={t('points.empty')}
            orderHref={orderHref}
          />
          <Pagination
            page={points.entries.page}
            totalPages={points.entries.totalPages}
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
