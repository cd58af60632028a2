import type { RegionTree } from '@shop/core/catalog';
import { localizedName, type Locale } from '@shop/core/i18n';
import type { CurrencyInfo } from '@shop/core/money';
import type { OrderInvoice } from '@shop/core/order-schemas';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showMoney } from '#cart-parts/money.ts';
import { formatDateTime } from '#checkout-parts/delivery-time.ts';
import { OrderLabelRows } from '#checkout-parts/order-label-rows.tsx';
import { AmountRow } from '#checkout-parts/order-parts.tsx';
import { secondaryButtonClass } from '#form-fields/styles.ts';
import { qrPath } from '#invoice/qr-path.ts';

/** Modules of white around a QR code (its quiet zone), as readers need. */
const QUIET_ZONE = 4;

/** Props of {@link Invoice}. */
export interface InvoiceProps {
  /** The invoice (`GET Order/{id}/Invoice`). */
  invoice: OrderInvoice;
  /** The page's language. */
  lang: Locale;
  /** The store currency: an invoice is never converted to another. */
  storeCurrency: CurrencyInfo;
  /** Countries → states → cities, to name the addresses' places. */
  regions?: RegionTree | undefined;
  /** The QR code of `invoice.qrValue` as rows of modules (`1` dark), drawn by the app's server. */
  qrModules?: readonly string[] | null | undefined;
  /** "Print / Save as PDF" (the app calls `window.print()`); not printed itself. */
  onPrint?: (() => void) | undefined;
  /** Links above the invoice (e.g. back to the order); not printed. */
  children?: ReactNode;
}

/**
 * The simplified tax invoice of an order (R2.68), printable: the seller (brand) with its VAT
 * number and the ZATCA QR code, every order label of R3.17 with its value, the products as a
 * table, and the invoice total with VAT. Amounts in the store currency. Controls carry
 * `print:hidden`, so printing (or saving as PDF) keeps the invoice alone.
 *
 * @example
 * ```tsx
 * <Invoice invoice={invoice} lang={lang} storeCurrency={sar} qrModules={rows} onPrint={() => window.print()} />
 * ```
 */
export function Invoice({
  invoice,
  lang,
  storeCurrency,
  regions,
  qrModules,
  onPrint,
  children,
}: InvoiceProps) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const { order, seller } = invoice;
  const money = (amount: number) => showMoney(amount, { lang, storeCurrency });
  const size = qrModules?.length ?? 0;
  const box = size + 2 * QUIET_ZONE;
  return (
    <article
      aria-labelledby={`${id}-title`}
      className="grid gap-6 text-start text-ink print:gap-4 print:text-black"
    >
      {children || onPrint ? (
        <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
          {children}
          {onPrint ? (
            <button type="button" onClick={onPrint} className={secondaryButtonClass}>
              {t('invoice.print')}
            </button>
          ) : null}
        </div>
      ) : null}
      <header className="flex flex-wrap items-start justify-between gap-6 border-b border-line pb-4">
        <div className="grid gap-1">
          <h1 id={`${id}-title`} className="text-2xl font-bold">
            {t('invoice.heading')}
          </h1>
          <p className="text-ink-muted print:text-black">
            <bdi dir="ltr">{order.number}</bdi> · {formatDateTime(invoice.issuedAt, lang)}
          </p>
        </div>
        {qrModules && size > 0 ? (
          <svg
            role="img"
            aria-label={t('invoice.qr')}
            viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${box} ${box}`}
            className="size-44 shrink-0 print:size-36"
            shapeRendering="crispEdges"
            data-testid="invoice-qr"
          >
            <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={box} height={box} fill="#fff" />
            <path d={qrPath(qrModules)} fill="#000" />
          </svg>
        ) : null}
      </header>
      <section aria-labelledby={`${id}-seller`} className="grid gap-1">
        <h2 id={`${id}-seller`} className="text-lg font-semibold">
          {t('invoice.seller')}
        </h2>
        <p className="font-medium">{localizedName(seller, lang)}</p>
        <dl className="grid">
          <AmountRow label={t('invoice.vatNumber')}>
            {seller.vatNumber ? <bdi dir="ltr">{seller.vatNumber}</bdi> : t('invoice.noVatNumber')}
          </AmountRow>
        </dl>
      </section>
      <dl className="grid">
        <OrderLabelRows order={order} lang={lang} regions={regions} money={money} />
      </dl>
      <table className="w-full border-collapse text-start">
        <caption className="pb-2 text-start text-lg font-semibold">{t('order.products')}</caption>
        <thead>
          <tr className="border-b border-line text-sm text-ink-muted print:text-black">
            <th scope="col" className="py-2 text-start font-semibold">
              {t('invoice.product')}
            </th>
            <th scope="col" className="py-2 text-end font-semibold">
              {t('invoice.quantity')}
            </th>
            <th scope="col" className="py-2 text-end font-semibold">
              {t('invoice.unitPrice')}
            </th>
            <th scope="col" className="py-2 text-end font-semibold">
              {t('invoice.lineTotal')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.productId} className="border-b border-line">
              <th scope="row" className="py-2 text-start font-medium">
                {localizedName(line, lang)}
              </th>
              <td className="py-2 text-end">{line.quantity}</td>
              <td className="py-2 text-end">
                <bdi>{money(line.unitPrice)}</bdi>
              </td>
              <td className="py-2 text-end">
                <bdi>{money(line.lineTotal)}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="grid">
        <AmountRow label={t('invoice.totalWithVat')} strong>
          <bdi>{money(invoice.totalWithVat)}</bdi>
        </AmountRow>
      </dl>
    </article>
  );
}
