import type { StockState } from '@shop/core/catalog';
import { useTranslation } from 'react-i18next';

/** At or below this many units, an available product also says how many are left. */
export const LOW_STOCK_THRESHOLD = 10;

/** Props of {@link StockBadge}. */
export interface StockBadgeProps {
  /** The product's stock state: `available`, `out_of_stock` (back later) or `sold_out` (gone). */
  state: StockState;
  /** Units in stock; when available and at most `lowStockThreshold`, "3 items left" is added. */
  quantity?: number;
  /** The most units that still count as "few left" (default 10). */
  lowStockThreshold?: number;
  /** Id of the badge text, e.g. for a disabled button's `aria-describedby`. */
  id?: string;
  /** Extra classes for the wrapper. */
  className?: string;
}

const tones: Record<StockState, { badge: string; dot: string }> = {
  available: { badge: 'bg-brand-50 text-brand-800 border-brand-200', dot: 'bg-brand-600' },
  out_of_stock: {
    badge: 'bg-warning-50 text-warning-900 border-warning-200',
    dot: 'bg-warning-600',
  },
  sold_out: { badge: 'bg-danger-50 text-danger-800 border-danger-200', dot: 'bg-danger-700' },
};

/**
 * The stock state as a badge ("In stock", "Out of stock", "Sold out"; colour only repeats the
 * text), plus "3 items left" (plural-aware) when an available product runs low. Not a live
 * region: it describes the product, it does not announce changes.
 *
 * @example
 * ```tsx
 * <StockBadge state={product.stockState} quantity={product.stockQuantity} />
 * ```
 */
export function StockBadge({
  state,
  quantity,
  lowStockThreshold = LOW_STOCK_THRESHOLD,
  id,
  className,
}: StockBadgeProps) {
  const { t } = useTranslation('catalog');
  const tone = tones[state];
  const low =
    state === 'available' &&
    quantity !== undefined &&
    quantity > 0 &&
    quantity <= lowStockThreshold;

  return (
    <span
      className={['inline-flex flex-wrap items-center gap-x-2 gap-y-1', className]
        .filter(Boolean)
        .join(' ')}
    >
      <span
        id={id}
        className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold ${tone.badge}`}
      >
        <span aria-hidden="true" className={`size-2 shrink-0 rounded-full ${tone.dot}`} />
        {t(`stock.${state}`)}
      </span>
      {/* Whitespace between the parts, so they are read as separate words (flex ignores it). */}
      {low ? ' ' : null}
      {low ? (
        <span className="text-xs font-semibold text-warning-900">
          {t('stock.itemsLeft', { count: quantity })}
        </span>
      ) : null}
    </span>
  );
}
