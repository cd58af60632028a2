import { localizedName } from '@shop/core/i18n-loader';
import {
  parseStockCsv,
  sellerApi,
  STOCK_APPLY_CHUNK,
  toCsv,
  usePreviewSellerStockMutation,
  useSetSellerStocksMutation,
  type StockPreview,
  type StockPreviewRow,
} from '@shop/core/staff';
import { DataTable, type DataTableColumn } from '@shop/ui/data-table';
import { formatNumber } from '@shop/ui/format';
import { primaryButtonClass, secondaryButtonClass, textLinkClass } from '@shop/ui/form-fields';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OutcomeMessage, type Outcome } from '~/components/outcome';
import { errorStatus } from '~/lib/api-errors';
import { useBackOfficeLanguage } from '~/lib/language';
import { saveCsv } from '~/lib/save-file';

/** The largest file read (a thousand rows of SKU and stock fit many times over). */
const MAX_FILE_BYTES = 1024 * 1024;
/** Products per page read for the template, and the most pages read. */
const TEMPLATE_PAGE_SIZE = 100;
const TEMPLATE_PAGES_MAX = 100;

interface Checked {
  preview: StockPreview;
  /** The file line of each row sent (the preview's `index` points here). */
  lines: number[];
}

/**
 * A seller's stock import: a CSV of SKUs and new stock read in the browser, every row's change
 * or refusal shown (the API's preview, nothing saved), then the changes applied in calls of
 * STOCK_APPLY_CHUNK with a progress bar. A refused row is never sent.
 */
export default function ProductsImport() {
  const { t } = useTranslation('backoffice');
  const { lang } = useBackOfficeLanguage();
  const fileId = useId();
  const [checked, setChecked] = useState<Checked | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [applied, setApplied] = useState(false);
  const [preview, previewing] = usePreviewSellerStockMutation();
  const [setStocks] = useSetSellerStocksMutation();
  const [readProducts] = sellerApi.useLazyGetSellerProductsQuery();
  const [applying, setApplying] = useState(false);
  const [templateBusy, setTemplateBusy] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setChecked(null);
    setFileError(null);
    setOutcome(null);
    setProgress(null);
    setApplied(false);
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setFileError(t('stockImport.fileError.too_large'));
      return;
    }
    let text: string;
    try {
      text = await file.text();
    } catch {
      setFileError(t('stockImport.fileError.unreadable'));
      return;
    }
    const parsed = parseStockCsv(text);
    if ('problem' in parsed) {
      setFileError(t(`stockImport.fileError.${parsed.problem}`));
      return;
    }
    const result = await preview({
      rows: parsed.rows.map(({ sku, stock }) => ({ sku, stock })),
    });
    if ('data' in result && result.data) {
      setChecked({ preview: result.data, lines: parsed.rows.map((row) => row.line) });
    } else {
      const status = errorStatus('error' in result ? result.error : undefined);
      setFileError(t(status === 403 ? 'sellerProducts.notAllowed' : 'stockImport.previewFailed'));
    }
  };

  const changes = checked?.preview.rows.filter((row) => row.status === 'change') ?? [];

  const apply = async () => {
    if (!checked || changes.length === 0) return;
    setOutcome(null);
    const items = changes.flatMap((row) =>
      row.product && row.newStock !== undefined
        ? [{ productId: row.product.id, stockQuantity: row.newStock }]
        : [],
    );
    let done = 0;
    setApplying(true);
    setProgress({ done, total: items.length });
    for (let start = 0; start < items.length; start += STOCK_APPLY_CHUNK) {
      const chunk = items.slice(start, start + STOCK_APPLY_CHUNK);
      const result = await setStocks({ items: chunk });
      if (!('data' in result)) {
        setOutcome({
          text: t('stockImport.applyFailed', { done, total: items.length }),
          failed: true,
        });
        setApplying(false);
        return;
      }
      done += chunk.length;
      setProgress({ done, total: items.length });
    }
    setApplying(false);
    setApplied(true);
    setOutcome({
      text: t('stockImport.applied', { applied: done, refused: checked.preview.errors }),
      failed: false,
    });
  };

  const downloadTemplate = async () => {
    setTemplateBusy(true);
    setOutcome(null);
    try {
      const rows: [string, string, number][] = [];
      for (let page = 1; page <= TEMPLATE_PAGES_MAX; page += 1) {
        const answer = await readProducts({ page, pageSize: TEMPLATE_PAGE_SIZE }).unwrap();
        for (const product of answer.items)
          rows.push([product.sku, localizedName(product, lang), product.stockQuantity]);
        if (page >= answer.totalPages) break;
      }
      saveCsv('stock-template.csv', toCsv(['sku', 'name', 'stock'], rows));
    } catch {
      setOutcome({ text: t('stockImport.templateFailed'), failed: true });
    } finally {
      setTemplateBusy(false);
    }
  };

  const columns: DataTableColumn<StockPreviewRow>[] = [
    {
      id: 'line',
      header: t('stockImport.line'),
      align: 'end',
      cell: (row) => formatNumber(checked?.lines[row.index] ?? row.index + 2, lang),
    },
    {
      id: 'sku',
      header: t('stockImport.sku'),
      rowHeader: true,
      cell: (row) => <bdi dir="ltr">{row.sku || '—'}</bdi>,
    },
    {
      id: 'product',
      header: t('stockImport.product'),
      cell: (row) => (row.product ? localizedName(row.product, lang) : '—'),
    },
    {
      id: 'stock',
      header: t('stockImport.stock'),
      cell: (row) =>
        row.product && row.newStock !== undefined
          ? t('stockImport.changeValue', {
              from: formatNumber(row.product.stockQuantity, lang),
              to: formatNumber(row.newStock, lang),
            })
          : '—',
    },
    {
      id: 'outcome',
      header: t('stockImport.outcome'),
      cell: (row) =>
        row.status === 'error' && row.error ? (
          <strong className="text-red-700">{t(`stockImport.error.${row.error}`)}</strong>
        ) : (
          t(`stockImport.status.${row.status === 'same' ? 'same' : 'change'}`)
        ),
    },
  ];

  return (
    <section aria-labelledby="import-title" className="grid gap-4">
      <title>{`${t('stockImport.title')} · ${t('appName')}`}</title>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="import-title" className="text-2xl font-bold">
          {t('stockImport.title')}
        </h1>
        <Link to="/products" className={textLinkClass}>
          {t('stockImport.back')}
        </Link>
      </div>
      <p className="max-w-prose">{t('stockImport.intro')}</p>
      <div className="flex flex-wrap items-end gap-3 rounded-lg border border-line/40 bg-surface-raised p-3">
        <div className="grid gap-1">
          <label htmlFor={fileId} className="font-semibold">
            {t('stockImport.file')}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            disabled={previewing.isLoading || applying}
            onChange={(event) => void choose(event)}
            className="max-w-full"
          />
        </div>
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={templateBusy}
          onClick={() => void downloadTemplate()}
        >
          {t('stockImport.template')}
        </button>
      </div>
      <p role="status">{previewing.isLoading ? t('stockImport.loading') : ''}</p>
      {fileError ? (
        <p role="alert" className="font-semibold text-red-700">
          {fileError}
        </p>
      ) : null}
      {checked ? (
        <>
          <p className="font-semibold">
            {t('stockImport.summary', {
              changes: formatNumber(checked.preview.changes, lang),
              unchanged: formatNumber(checked.preview.unchanged, lang),
              errors: formatNumber(checked.preview.errors, lang),
            })}
          </p>
          <DataTable
            caption={t('stockImport.caption')}
            columns={columns}
            rows={checked.preview.rows}
            rowKey={(row) => row.index}
            loadingText={t('stockImport.loading')}
            empty={<p>{t('stockImport.fileError.empty')}</p>}
          />
          {applied ? null : (
            <button
              type="button"
              className={`${primaryButtonClass} justify-self-start`}
              disabled={changes.length === 0 || applying}
              onClick={() => void apply()}
            >
              {t('stockImport.apply', { count: changes.length })}
            </button>
          )}
        </>
      ) : null}
      {progress ? (
        <div className="grid gap-1">
          <progress
            value={progress.done}
            max={Math.max(progress.total, 1)}
            aria-label={t('stockImport.progressLabel')}
            aria-valuetext={t('stockImport.progress', {
              done: formatNumber(progress.done, lang),
              total: formatNumber(progress.total, lang),
            })}
            className="h-3 w-full max-w-md accent-brand-600"
          />
          <p aria-live="polite">
            {t('stockImport.progress', {
              done: formatNumber(progress.done, lang),
              total: formatNumber(progress.total, lang),
            })}
          </p>
        </div>
      ) : null}
      <OutcomeMessage outcome={outcome} />
    </section>
  );
}
