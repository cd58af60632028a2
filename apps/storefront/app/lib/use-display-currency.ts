import type { Currency } from '@shop/core/catalog';
import { selectCurrencyCode } from '@shop/core/currency';
import type { CurrencyInfo } from '@shop/core/money';
import { useRouteLoaderData } from 'react-router';
import { useAppSelector } from '~/hooks';
import type { loader as rootLoader } from '~/root';

const fallbackStore: CurrencyInfo = { code: 'SAR', minorUnits: 2, rate: 1 };

/** The currencies of the store: all of them, the store's own and the one prices are shown in. */
export function useDisplayCurrency(): {
  currencies: Currency[];
  storeCurrency: CurrencyInfo;
  currency: CurrencyInfo;
} {
  const currencies = useRouteLoaderData<typeof rootLoader>('root')?.currencies ?? [];
  const code = useAppSelector(selectCurrencyCode);
  const storeCurrency = currencies.find((c) => c.isStoreCurrency) ?? fallbackStore;
  const currency = currencies.find((c) => c.code === code) ?? storeCurrency;
  return { currencies, storeCurrency, currency };
}
