import type { Offer } from '@shop/core/catalog';
import { localizedName, type Locale } from '@shop/core/i18n';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '#format/format-number.ts';
import { Link } from '#link/link-context.tsx';
import { OfferCountdown } from '#offer-card/offer-countdown.tsx';

/** Props of {@link OfferCard}. */
export interface OfferCardProps {
  /** The offer as the API sends it (`name`/`nameEn` is its title). */
  offer: Offer;
  /** The page's language. */
  lang: Locale;
  /** Where the card leads (the offer's products). */
  href: string;
  /** The instant of the first render (request time), passed on to the countdown. */
  now: string | number;
  /** Heading level of the title in the page outline (default 3). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * An offer: wide banner image, discount ("20% off"), title linking to the offer, product count
 * and a countdown to its end (or to its start while it has not begun). The whole card is one
 * link target through the title's link.
 *
 * @example
 * ```tsx
 * <OfferCard offer={offer} lang="en" href={`/offers/${offer.id}`} now={loaderData.now} />
 * ```
 */
export function OfferCard({ offer, lang, href, now, headingLevel = 3 }: OfferCardProps) {
  const { t } = useTranslation('catalog');
  const title = localizedName(offer, lang);
  const Heading = `h${headingLevel}` as const;

  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-lg border border-brand-100 bg-surface-raised shadow-sm hover:border-brand-600">
      {/* The banner's own 3:1 shape: a narrower crop cut the "−" of "−20%" off its edge. */}
      <div className="relative aspect-[3/1] bg-brand-50">
        <img
          src={offer.image}
          alt=""
          loading="lazy"
          decoding="async"
          width={1200}
          height={400}
          className="size-full object-cover"
        />
        <span className="absolute start-3 top-3 rounded-full bg-accent-400 px-3 py-1 text-sm font-bold text-brand-900">
          {t('shared.percentOff', { percent: formatPercent(offer.discountPercent, lang) })}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <Heading className="text-start text-lg leading-snug font-semibold text-ink">
          <Link
            href={href}
            className="rounded-sm after:absolute after:inset-0 after:rounded-lg hover:text-brand-700 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
          >
            {title}
          </Link>
        </Heading>
        <p className="text-sm text-ink-muted">
          {t('shared.productCount', { count: offer.productCount })}
        </p>
        <OfferCountdown offer={offer} now={now} lang={lang} className="mt-auto" />
      </div>
    </article>
  );
}
