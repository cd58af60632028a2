import type { UndeliverableLine } from '@shop/core/checkout-schemas';
import { localizedName, type Locale } from '@shop/core/i18n';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { WarningIcon } from '#icons/icons.tsx';

/** Props of {@link UndeliverableNotice}. */
export interface UndeliverableNoticeProps {
  /** The basket lines the order leaves out (`CheckoutQuote.undeliverable`); none: nothing shows. */
  lines: readonly UndeliverableLine[];
  /** The page's language (product names). */
  lang: Locale;
}

/**
 * The notice of R8.13: products that cannot be delivered to the address's country are removed
 * from the order (they stay in the basket) and the rest goes on. A titled region listing them.
 *
 * @example
 * ```tsx
 * <UndeliverableNotice lines={quote.undeliverable} lang={lang} />
 * ```
 */
export function UndeliverableNotice({ lines, lang }: UndeliverableNoticeProps) {
  const { t } = useTranslation('checkout');
  const id = useId();
  if (lines.length === 0) return null;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-2 rounded-lg border border-warning-300 bg-warning-50 p-4 text-start text-warning-950"
    >
      <h2 id={`${id}-title`} className="flex items-start gap-2 font-semibold">
        <WarningIcon className="mt-0.5 size-5 shrink-0" />
        {t('undeliverable.title')}
      </h2>
      <p className="text-sm">{t('undeliverable.text')}</p>
      <ul aria-labelledby={`${id}-title`} className="list-disc ps-6 text-sm font-medium">
        {lines.map((line) => (
          <li key={line.productId}>{localizedName(line, lang)}</li>
        ))}
      </ul>
    </section>
  );
}
