import type { Brand } from '@shop/core/catalog';
import { localizedName, type Locale } from '@shop/core/i18n';
import type { CurrencyInfo } from '@shop/core/money';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#format/format-number.ts';
import { TruckIcon } from '#icons/icons.tsx';
import { Link } from '#link/link-context.tsx';
import { Price } from '#price/price.tsx';

/** Props of {@link BrandCard}. */
export interface BrandCardProps {
  /** The brand (shop) as the API sends it. */
  brand: Brand;
  /** The page's language. */
  lang: Locale;
  /** Where the card leads (the brand's products in the chosen city). */
  href: string;
  /** The store currency; `brand.minimumOrder` is in its minor units. */
  storeCurrency: CurrencyInfo;
  /** The currency to show the minimum order in (defaults to the store currency). */
  currency?: CurrencyInfo;
  /** Heading level of the name in the page outline (default 3). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A brand (shop) in a city: logo, name linking to it, product count, minimum order and its
 * delivery speeds with their usual time ("Express · 30 min"). The whole card is one link target.
 *
 * @example
 * ```tsx
 * <BrandCard brand={brand} lang="ar" href={`/ar/brand/${brand.id}`} storeCurrency={sar} />
 * ```
 */
export function BrandCard({
  brand,
  lang,
  href,
  storeCurrency,
  currency,
  headingLevel = 3,
}: BrandCardProps) {
  const { t } = useTranslation('catalog');
  const Heading = `h${headingLevel}` as const;

  return (
    <article className="relative flex h-full flex-col gap-3 rounded-lg border border-brand-100 bg-surface-raised p-4 shadow-sm hover:border-brand-600">
      <div className="flex items-center gap-3">
        <img
          src={brand.logo}
          alt=""
          loading="lazy"
          decoding="async"
          width={64}
          height={64}
          className="size-16 shrink-0 rounded-full border border-brand-100 bg-surface-raised object-contain"
        />
        <div className="min-w-0">
          <Heading className="text-start text-lg leading-snug font-semibold text-ink">
            <Link
              href={href}
              className="rounded-sm after:absolute after:inset-0 after:rounded-lg hover:text-brand-700 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
            >
              {localizedName(brand, lang)}
            </Link>
          </Heading>
          <p className="text-sm text-ink-muted">
            {t('shared.productCount', { count: brand.productCount })}
          </p>
        </div>
      </div>
      <dl className="grid gap-2 text-sm">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <dt className="text-ink-muted">{t('brandCard.minimumOrder')}</dt>
          <dd>
            <Price
              amount={brand.minimumOrder}
              storeCurrency={storeCurrency}
              currency={currency}
              lang={lang}
              size="sm"
            />
          </dd>
        </div>
        {brand.deliverySpeeds.length > 0 ? (
          <div className="flex flex-wrap items-start gap-x-2 gap-y-1">
            <dt className="inline-flex items-center gap-1 text-ink-muted">
              <TruckIcon className="size-4" />
              {t('brandCard.deliverySpeeds')}
            </dt>
            {brand.deliverySpeeds.map((speed) => (
              <dd
                key={speed.id}
                className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800"
              >
                {localizedName(speed, lang)}
                {' · '}
                {formatNumber(speed.etaMinutes, lang, {
                  style: 'unit',
                  unit: 'minute',
                  unitDisplay: 'short',
                })}
              </dd>
            ))}
          </div>
        ) : null}
      </dl>
    </article>
  );
}
