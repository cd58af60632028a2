import type { OrderStatusEvent } from '@shop/core/checkout-schemas';
import type { Locale } from '@shop/core/i18n';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '#checkout-parts/delivery-time.ts';

/** Props of {@link OrderTimeline}. */
export interface OrderTimelineProps {
  /** Every status the order reached and when, oldest first (`Order.timeline`). */
  events: readonly OrderStatusEvent[];
  /** The page's language (status names, dates). */
  lang: Locale;
  /** Heading level of "Order timeline" (default 2). */
  headingLevel?: 2 | 3;
}

/**
 * The order's status timeline (Order Details, R2.45): an ordered list, oldest first, of each
 * status the order reached with its date and time (Riyadh time, `Intl` in the page's language,
 * in a `<time datetime>`); the latest is the current step (`aria-current="step"`). The line and
 * dots run along the inline start, so they mirror in Arabic.
 *
 * @example
 * ```tsx
 * <OrderTimeline events={order.timeline} lang={lang} />
 * ```
 */
export function OrderTimeline({ events, lang, headingLevel = 2 }: OrderTimelineProps) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={id} className="grid gap-3 text-start">
      <Heading id={id} className="text-lg font-semibold text-ink">
        {t('timeline.title')}
      </Heading>
      <ol className="ms-2 grid border-s-2 border-line">
        {events.map((event, index) => {
          const current = index === events.length - 1;
          return (
            <li
              key={`${index}-${event.status}`}
              aria-current={current ? 'step' : undefined}
              className="relative grid gap-0.5 pb-4 ps-5 last:pb-0"
            >
              <span
                aria-hidden="true"
                className={`absolute -start-[7px] top-1.5 size-3 rounded-full border-2 ${
                  current ? 'border-brand-700 bg-brand-700' : 'border-brand-700 bg-surface'
                }`}
              />
              <span className={current ? 'font-semibold text-ink' : 'text-ink'}>
                {t(`status.${event.status}`)}
                {current ? (
                  <>
                    {' '}
                    <span className="ms-1 text-sm font-normal text-ink-muted">
                      · {t('timeline.current')}
                    </span>
                  </>
                ) : null}
              </span>{' '}
              <time dateTime={event.at} className="text-sm text-ink-muted">
                {formatDateTime(event.at, lang)}
              </time>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
