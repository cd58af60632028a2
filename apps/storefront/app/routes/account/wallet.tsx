import { selectLocale } from '@shop/core/locale';
import { useGetWalletQuery } from '@shop/core/wallet';
import { LedgerBalance, LedgerHistory } from '@shop/ui/ledger-history';
import { Pagination } from '@shop/ui/pagination';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { Seo } from '~/components/seo';
import { useAppSelector } from '~/hooks';
import { pageParam, withParams } from '~/lib/list-params';

export const loader = () => null;

/** Where an order's details are (Order Details, R2.45). */
export const orderHref = (orderId: number) => `/checkout/order/${orderId}`;

/** My Wallet (R1.11, R2.42): the balance and its history, newest first, paged. */
export default function WalletPage() {
  const { t } = useTranslation('wallet');
  const lang = useAppSelector(selectLocale);
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const { data: wallet } = useGetWalletQuery({ page: pageParam(params) });
  return (
    <>
      <Seo
        title={`${t('wallet.title')} · ${t('common:brand.name')}`}
        description={t('wallet.intro')}
        noIndex
      />
      <h1 className="mb-2 text-3xl font-bold">{t('wallet.title')}</h1>
      <p className="mb-6 text-ink-muted">{t('wallet.intro')}</p>
      {wallet ? (
        <div className="grid gap-8">
          <LedgerBalance
            account="wallet"
            balance={wallet.balance}
            currency={wallet.currency}
            lang={lang}
          />
          <LedgerHistory
            account="wallet"
            entries={wallet.entries.items}
            currency={wallet.currency}
            lang={lang}
            title={t('wallet.history')}
            emptyText={t('wallet.empty')}
            orderHref={orderHref}
          />
          <Pagination
            page={wallet.entries.page}
            totalPages={wallet.entries.totalPages}
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
