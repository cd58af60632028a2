import type { CartLine, CartLineOption } from '@shop/core/cart-state';
import type { ProductSummary } from '@shop/core/catalog';
import { localizedName, type Locale } from '@shop/core/i18n';
import { useTranslation } from 'react-i18next';
import { FileIcon, TrashIcon, WarningIcon } from '#icons/icons.tsx';
import { showMoney, type MoneyDisplay } from '#cart-parts/money.ts';
import { Link } from '#link/link-context.tsx';
import { QuantityStepper } from '#quantity-stepper/quantity-stepper.tsx';

/** Props of {@link CartLines}. */
export interface CartLinesProps extends MoneyDisplay {
  /** The cart's lines as the API answered them. */
  lines: readonly CartLine[];
  /** The page's language: picks `name`/`nameEn` and number formats. */
  lang: Locale;
  /** Where a line's name leads (the product page). */
  productHref: (product: ProductSummary) => string;
  /** Called with a line and its new quantity (1 … the line's `maxQuantity`). */
  onQuantityChange: (line: CartLine, quantity: number) => void;
  /** Called with a line to remove (the bin of its stepper at 1, or its "Remove" button). */
  onRemove: (line: CartLine) => void;
  /** Lines whose change is under way: their controls refuse presses meanwhile. */
  busyLineIds?: readonly number[];
  /** Called when a link inside is followed (e.g. to close the drawer around). */
  onNavigate?: () => void;
  /** Heading level of each product name in the page outline (default 3). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The cart's lines: picture, name linking to the product, chosen options (a link to an uploaded
 * file), unit price, line total, a quantity stepper and "Remove". Each line's problems are
 * spelt out on it (the price changed from X to Y, only N left, out of stock, sold out), never
 * hidden. Prices are the API's, shown in the display currency.
 *
 * @example
 * ```tsx
 * <CartLines
 *   lines={cart.lines}
 *   lang="ar"
 *   storeCurrency={sar}
 *   productHref={(product) => `/ar/product/${product.slug}`}
 *   onQuantityChange={(line, quantity) => updateLine({ lineId: line.id, quantity })}
 *   onRemove={(line) => removeLine(line.id)}
 * />
 * ```
 */
export function CartLines({
  lines,
  lang,
  storeCurrency,
  currency,
  productHref,
  onQuantityChange,
  onRemove,
  busyLineIds = [],
  onNavigate,
  headingLevel = 3,
}: CartLinesProps) {
  const { t } = useTranslation('cart');
  const money = (amount: number) => showMoney(amount, { lang, storeCurrency, currency });
  const Heading = `h${headingLevel}` as const;

  return (
    <ul aria-label={t('lines.label')} className="divide-y divide-brand-100">
      {lines.map((line) => {
        const name = localizedName(line.product, lang);
        const busy = busyLineIds.includes(line.id);
        return (
          <li key={line.id} className="flex gap-3 py-4 text-start">
            <img
              src={line.product.image}
              alt=""
              width={80}
              height={80}
              loading="lazy"
              decoding="async"
              className="size-16 shrink-0 rounded-md bg-brand-50 object-cover sm:size-20"
            />
            <div className="flex min-w-0 flex-1 flex-col gap-1.5">
              <div className="flex items-start justify-between gap-3">
                <Heading className="min-w-0 text-base leading-snug font-semibold text-ink">
                  <Link
                    href={productHref(line.product)}
                    onClick={onNavigate}
                    className="rounded-sm break-words hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                  >
                    {name}
                  </Link>
                </Heading>
                <p className="shrink-0 font-semibold text-ink">
                  <span className="sr-only">{`${t('lines.lineTotal')}: `}</span>
                  <bdi>{money(line.lineTotal)}</bdi>
                </p>
              </div>
              <p className="text-sm text-ink-muted">
                {t('lines.each', { price: money(line.unitPrice) })}
              </p>
              {line.options.length > 0 ? (
                <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-sm">
                  {line.options.map((option) => (
                    <div key={option.optionId} className="contents">
                      <dt className="text-ink-muted">{localizedName(option, lang)}</dt>
                      <dd className="min-w-0 break-words text-ink">
                        <OptionValue option={option} lang={lang} money={money} />
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              {line.problems.length > 0 ? (
                <ul className="flex flex-col gap-1">
                  {line.problems.map((problem) => (
                    <li
                      key={problem}
                      className="flex items-start gap-1.5 text-sm font-medium text-danger-800"
                    >
                      <WarningIcon className="mt-0.5 size-4 shrink-0" />
                      <span>
                        {problem === 'price_changed'
                          ? t('lines.problems.price_changed', {
                              from: money(line.addedUnitPrice),
                              to: money(line.unitPrice),
                            })
                          : problem === 'stock_reduced'
                            ? t('lines.problems.stock_reduced', {
                                count: line.product.stockQuantity,
                              })
                            : t(`lines.problems.${problem}`)}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : null}
              <div className="flex flex-wrap items-start justify-between gap-2">
                <QuantityStepper
                  name={name}
                  value={line.quantity}
                  max={line.maxQuantity}
                  busy={busy}
                  onChange={(quantity) => onQuantityChange(line, quantity)}
                  onRemove={() => onRemove(line)}
                />
                <button
                  type="button"
                  aria-label={t('lines.removeLabel', { name })}
                  aria-disabled={busy || undefined}
                  onClick={() => !busy && onRemove(line)}
                  className="inline-flex min-h-10 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-ink-muted hover:bg-brand-50 hover:text-danger-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
                >
                  <TrashIcon className="size-4" />
                  {t('lines.remove')}
                </button>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** What was chosen for one option: the choice (with its price), the text, or the file's link. */
function OptionValue({
  option,
  lang,
  money,
}: {
  option: CartLineOption;
  lang: Locale;
  money: (amount: number) => string;
}) {
  const { t } = useTranslation('cart');
  if (option.choice) {
    const { priceDelta } = option.choice;
    const name = localizedName(option.choice, lang);
    if (priceDelta === 0) return name;
    return t(priceDelta > 0 ? 'customize.choicePlus' : 'customize.choiceMinus', {
      name,
      price: money(Math.abs(priceDelta)),
    });
  }
  if (option.file) {
    return (
      // A plain anchor: the API serves the file (to this cart's owner only), not a route.
      <a
        href={option.file.url}
        target="_blank"
        rel="noopener"
        className="inline-flex max-w-full items-center gap-1 rounded-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <FileIcon className="size-4 shrink-0" />
        <span className="truncate">
          {t('lines.uploadedFile', { fileName: option.file.fileName })}
        </span>
      </a>
    );
  }
  return <q>{option.text}</q>;
}
