import type { Offer } from '@shop/core/catalog';
import type { Locale } from '@shop/core/i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Countdown } from '#countdown/countdown.tsx';

/** Props of {@link OfferCountdown}. */
export interface OfferCountdownProps {
  /** The offer's start and end (ISO 8601). */
  offer: Pick<Offer, 'startsAt' | 'endsAt'>;
  /** The instant of the first render (request time), passed on to the countdown. */
  now: string | number;
  /** The page's language. */
  lang: Locale;
  /** Extra classes for the wrapper. */
  className?: string;
}

/**
 * An offer's countdown with its visible label: "Starts in" and the time to the start while the
 * offer has not begun, then "Ends in" and the time to the end (spec R2.55, R9.09). Used by the
 * offer card and the offer page, so both say the same.
 *
 * @example
 * ```tsx
 * <OfferCountdown offer={offer} now={loaderData.now} lang="ar" />
 * ```
 */
export function OfferCountdown({ offer, now, lang, className }: OfferCountdownProps) {
  const { t } = useTranslation('catalog');
  // Counts down to the start first; when that countdown ends, to the end.
  const [started, setStarted] = useState(false);
  const upcoming =
    !started && Date.parse(offer.startsAt) > (typeof now === 'number' ? now : Date.parse(now));
  const label = upcoming ? t('offerCard.startsIn') : t('offerCard.endsIn');

  return (
    <div
      className={['flex flex-wrap items-center gap-x-3 gap-y-1', className]
        .filter(Boolean)
        .join(' ')}
    >
      <span aria-hidden="true" className="text-sm font-medium text-ink-muted">
        {label}
      </span>
      <Countdown
        key={upcoming ? 'start' : 'end'}
        onEnd={upcoming ? () => setStarted(true) : undefined}
        endsAt={upcoming ? offer.startsAt : offer.endsAt}
        now={now}
        lang={lang}
        label={label}
      />
    </div>
  );
}
