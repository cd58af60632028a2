import type { OrderStatusEvent } from '@shop/core/checkout-schemas';
import type { Locale } from '@shop/core/i18n';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Timeline } from '#timeline/timeline.tsx';

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
 * in a `<time datetime>`); the latest is the current step (`aria-current="step"`): the shared
 * {@link Timeline} under the order's heading.
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
      <Timeline
        entries={events.map((event, index) => ({
          key: `${index}-${event.status}`,
          at: event.at,
          label: t(`status.${event.status}`),
        }))}
        lang={lang}
        currentLabel={t('timeline.current')}
        labelledBy={id}
      />
    </section>
  );
}
