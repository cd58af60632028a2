import {
  SELLER_STATEMENT_PAGE_SIZE_MAX,
  sellerStatementApi,
  toCsv,
  useGetSellerStatementPeriodsQuery,
  useGetSellerStatementQuery,
  type SellerStatementLine,
  type SellerStatementTotal,
} from '@shop/core/staff';
import { DataTable, type DataTableColumn } from '@shop/ui/data-table';
import { deliveryTimeZone, formatAmount, formatDateTime, formatNumber } from '@shop/ui/format';
import { secondaryButtonClass, SelectField } from '@shop/ui/form-fields';
import { FiltersBar } from '@shop/ui/filters-bar';
import { intlLocale } from '@shop/core/i18n-loader';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useSearchParams } from 'react-router';
import { EmptyList, ListScreen } from '~/components/list-screen';
import { OutcomeMessage, type Outcome } from '~/components/outcome';
import { errorStatus } from '~/lib/api-errors';
import { useBackOfficeLanguage } from '~/lib/language';
import { pageOf } from '~/lib/list-params';
import { saveCsv } from '~/lib/save-file';

const LINES_PAGE_SIZE = 50;
const periodPattern = /^20\d\d-(0[1-9]|1[0-2])$/;

/** This month in the shop's time zone (`YYYY-MM`). */
function currentPeriod(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: deliveryTimeZone,
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .slice(0, 7);
}

/** "March 2026" in the page's language. */
function periodName(period: string, lang: 'en' | 'ar'): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(intlLocale(lang), {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 15)));
}

/** A rate in basis points as a percentage ("12.5%"). */
export function formatRate(rateBps: number, lang: 'en' | 'ar'): string {
  return formatNumber(rateBps / 10_000, lang, { style: 'percent', maximumFractionDigits: 2 });
}

/**
 * A seller's statement of a month (the address keeps the month and page): the totals per
 * currency (sales, the marketplace's commission, refunds, payout due) and the orders' lines
 * they are the sums of, exportable as CSV.
 */
export default function Statements() {
  const { t } = useTranslation('backoffice');
  const { lang } = useBackOfficeLanguage();
  const [params] = useSearchParams();
  const periods = useGetSellerStatementPeriodsQuery();
  const asked = params.get('period') ?? '';
  const now = currentPeriod();
  const period = periodPattern.test(asked) ? asked : (periods.data?.items[0] ?? now);
  const page = pageOf(params);
  const { data, error, isFetching } = useGetSellerStatementQuery(
    { period, page, pageSize: LINES_PAGE_SIZE },
    { skip: !periodPattern.test(asked) && periods.isLoading },
  );
  const [readStatement] = sellerStatementApi.useLazyGetSellerStatementQuery();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [exporting, setExporting] = useState(false);
  const choices = [...new Set([now, period, ...(periods.data?.items ?? [])])].sort().reverse();
  const money = (amount: number, currency: string) => formatAmount(amount, currency, lang);

  const totalColumns: DataTableColumn<SellerStatementTotal>[] = [
    {
      id: 'currency',
      header: t('statements.currency'),
      rowHeader: true,
      cell: (row) => row.currency,
    },
    {
      id: 'orders',
      header: t('statements.orders'),
      align: 'end',
      cell: (row) => formatNumber(row.orders, lang),
    },
    {
      id: 'sales',
      header: t('statements.sales'),
      align: 'end',
      cell: (row) => money(row.sales, row.currency),
    },
    {
      id: 'commission',
      header: t('statements.commission'),
      align: 'end',
      cell: (row) => money(row.commission, row.currency),
    },
    {
      id: 'refunds',
      header: t('statements.refunds'),
      align: 'end',
      cell: (row) => money(row.refunds, row.currency),
    },
    {
      id: 'payout',
      header: t('statements.payout'),
      align: 'end',
      cell: (row) => <strong>{money(row.payout, row.currency)}</strong>,
    },
  ];

  const lineColumns: DataTableColumn<SellerStatementLine>[] = [
    {
      id: 'order',
      header: t('statements.order'),
      rowHeader: true,
      cell: (line) => <bdi dir="ltr">{line.number}</bdi>,
    },
    {
      id: 'delivered',
      header: t('statements.deliveredAt'),
      cell: (line) => (
        <>
          <time dateTime={line.deliveredAt}>{formatDateTime(line.deliveredAt, lang)}</time>
          {line.sold ? null : (
            <span className="block text-sm text-ink-muted">{t('statements.earlierSale')}</span>
          )}
        </>
      ),
    },
    {
      id: 'goods',
      header: t('statements.goods'),
      align: 'end',
      cell: (line) => money(line.goods, line.currency),
    },
    {
      id: 'delivery',
      header: t('statements.deliveryFee'),
      align: 'end',
      cell: (line) => money(line.deliveryFee, line.currency),
    },
    {
      id: 'sales',
      header: t('statements.sales'),
      align: 'end',
      cell: (line) => money(line.sales, line.currency),
    },
    {
      id: 'rate',
      header: t('statements.rate'),
      align: 'end',
      cell: (line) => (line.sold ? formatRate(line.rateBps, lang) : '—'),
    },
    {
      id: 'commission',
      header: t('statements.commission'),
      align: 'end',
      cell: (line) => money(line.commission, line.currency),
    },
    {
      id: 'refunds',
      header: t('statements.refunds'),
      align: 'end',
      cell: (line) => money(line.refunds, line.currency),
    },
    {
      id: 'payout',
      header: t('statements.payout'),
      align: 'end',
      cell: (line) => money(line.payout, line.currency),
    },
  ];

  /** Every line of the month as CSV (amounts in minor units, as the API keeps them). */
  const exportLines = async () => {
    setExporting(true);
    setOutcome(null);
    try {
      const rows: (string | number)[][] = [];
      for (let next = 1; next <= 100; next += 1) {
        const answer = await readStatement({
          period,
          page: next,
          pageSize: SELLER_STATEMENT_PAGE_SIZE_MAX,
        }).unwrap();
        for (const line of answer.lines.items)
          rows.push([
            line.number,
            line.deliveredAt,
            line.sold ? 'yes' : 'no',
            line.currency,
            line.goods,
            line.deliveryFee,
            line.sales,
            line.rateBps,
            line.commission,
            line.refunds,
            line.payout,
          ]);
        if (next >= answer.lines.totalPages) break;
      }
      const header = [
        'order',
        'delivered_at',
        'sold_in_period',
        'currency',
        'goods',
        'delivery_fee',
        'sales',
        'rate_bps',
        'commission',
        'refunds',
        'payout',
      ];
      saveCsv(`statement-${period}.csv`, toCsv(header, rows));
    } catch {
      setOutcome({ text: t('statements.exportFailed'), failed: true });
    } finally {
      setExporting(false);
    }
  };

  return (
    <ListScreen
      id="statements-title"
      title={t('statements.title')}
      count={data ? t('statements.heading', { period: periodName(period, lang) }) : undefined}
      filters={
        <FiltersBar as={Form} label={t('statements.chooser')} applyLabel={t('statements.show')}>
          <SelectField
            name="period"
            label={t('statements.period')}
            defaultValue={period}
            key={period}
            options={choices.map((value) => ({ value, label: periodName(value, lang) }))}
          />
        </FiltersBar>
      }
      error={error && t(errorStatus(error) === 403 ? 'statements.notAllowed' : 'statements.failed')}
      pages={
        data && {
          page: data.lines.page,
          totalPages: data.lines.totalPages,
          label: t('statements.pagination'),
        }
      }
    >
      {data ? (
        <p className="max-w-prose text-ink-muted">
          {t('statements.explain', { rate: formatRate(data.rateBps, lang) })}
        </p>
      ) : null}
      <DataTable
        caption={t('statements.totalsCaption')}
        columns={totalColumns}
        rows={data?.totals}
        rowKey={(row) => row.currency}
        busy={isFetching && data !== undefined}
        loadingText={t('statements.loading')}
        empty={<EmptyList>{t('statements.empty')}</EmptyList>}
      />
      {data && data.lines.total > 0 ? (
        <>
          <DataTable
            caption={t('statements.linesCaption')}
            columns={lineColumns}
            rows={data.lines.items}
            rowKey={(line) => line.orderId}
            busy={isFetching}
            loadingText={t('statements.loading')}
            empty={<EmptyList>{t('statements.empty')}</EmptyList>}
          />
          <button
            type="button"
            className={`${secondaryButtonClass} justify-self-start`}
            disabled={exporting}
            onClick={() => void exportLines()}
          >
            {t('statements.export')}
          </button>
        </>
      ) : null}
      <OutcomeMessage outcome={outcome} />
    </ListScreen>
  );
}
