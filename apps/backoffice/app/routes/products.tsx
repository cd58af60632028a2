import { localizedName } from '@shop/core/i18n-loader';
import {
  SELLER_STOCK_MAX,
  useGetSellerProductsQuery,
  useSetSellerStockMutation,
  type SellerProduct,
} from '@shop/core/staff';
import { DataTable, type DataTableColumn } from '@shop/ui/data-table';
import { formatAmount } from '@shop/ui/format';
import {
  NumberField,
  primaryButtonClass,
  secondaryButtonClass,
  TextField,
  textLinkClass,
} from '@shop/ui/form-fields';
import { FiltersBar } from '@shop/ui/filters-bar';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useSearchParams } from 'react-router';
import { ApprovalBadge } from '~/components/approval-badge';
import { OutcomeMessage, type Outcome } from '~/components/outcome';
import { errorStatus } from '~/lib/api-errors';
import { EmptyList, ListScreen } from '~/components/list-screen';
import { useBackOfficeLanguage } from '~/lib/language';
import { pageOf } from '~/lib/list-params';

const PRODUCTS_PAGE_SIZE = 24;

/** A seller's products, newest first, searched by name, each with its stock to change. */
export default function Products() {
  const { t } = useTranslation('backoffice');
  const { lang } = useBackOfficeLanguage();
  const [params] = useSearchParams();
  const q = params.get('q')?.trim().slice(0, 100) ?? '';
  const { data, error, isFetching } = useGetSellerProductsQuery({
    page: pageOf(params),
    pageSize: PRODUCTS_PAGE_SIZE,
    ...(q ? { q } : {}),
  });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const columns: DataTableColumn<SellerProduct>[] = [
    {
      id: 'name',
      header: t('sellerProducts.name'),
      rowHeader: true,
      cell: (product) => (
        <Link to={`/products/${product.id}`} className={textLinkClass}>
          {localizedName(product, lang)}
        </Link>
      ),
    },
    {
      id: 'approval',
      header: t('sellerProducts.approval'),
      cell: (product) => (
        <div className="grid justify-items-start gap-1">
          <ApprovalBadge status={product.approvalStatus} />
          {product.approvalStatus === 'rejected' && product.approvalReason ? (
            <span className="text-sm">
              {t('sellerProducts.rejectedBecause', { reason: product.approvalReason })}
            </span>
          ) : null}
        </div>
      ),
    },
    {
      id: 'sku',
      header: t('sellerProducts.sku'),
      cell: (product) => <bdi dir="ltr">{product.sku}</bdi>,
    },
    {
      id: 'price',
      header: t('sellerProducts.price'),
      align: 'end',
      cell: (product) => formatAmount(product.currentPrice, product.currency, lang),
    },
    {
      id: 'storage',
      header: t('sellerProducts.storage'),
      cell: (product) => t(`sellerProducts.storageName.${product.storage}`),
    },
    {
      id: 'stock',
      header: t('sellerProducts.stock'),
      cell: (product) => <StockCell product={product} onOutcome={setOutcome} />,
    },
  ];

  return (
    <ListScreen
      id="products-title"
      title={t('sellerProducts.title')}
      count={data ? t('sellerProducts.count', { count: data.total }) : undefined}
      filters={
        <FiltersBar
          as={Form}
          label={t('listFilters')}
          applyLabel={t('sellerProducts.apply')}
          actions={
            <Link to="/products/import" className={`${textLinkClass} ms-auto self-center`}>
              {t('sellerProducts.import')}
            </Link>
          }
        >
          <TextField
            name="q"
            type="search"
            label={t('sellerProducts.search')}
            defaultValue={q}
            key={q}
            maxLength={100}
          />
        </FiltersBar>
      }
      error={
        error &&
        t(errorStatus(error) === 403 ? 'sellerProducts.notAllowed' : 'sellerProducts.failed')
      }
      pages={data && { ...data, label: t('sellerProducts.pagination') }}
    >
      <Link to="/products/new" className={`${primaryButtonClass} justify-self-start`}>
        {t('sellerProducts.newProduct')}
      </Link>
      <OutcomeMessage outcome={outcome} />
      <DataTable
        caption={t('sellerProducts.caption')}
        columns={columns}
        rows={data?.items}
        rowKey={(product) => product.id}
        busy={isFetching && data !== undefined}
        loadingText={t('sellerProducts.loading')}
        empty={<EmptyList>{t('sellerProducts.empty')}</EmptyList>}
      />
    </ListScreen>
  );
}

/** A product's stock, changed in place. */
function StockCell({
  product,
  onOutcome,
}: {
  product: SellerProduct;
  onOutcome: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation('backoffice');
  const { lang } = useBackOfficeLanguage();
  const [error, setError] = useState<string | undefined>();
  const [setStock, saving] = useSetSellerStockMutation();
  const name = localizedName(product, lang);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onOutcome(null);
    const value = new FormData(event.currentTarget).get('stock');
    const stock = typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
    if (!Number.isInteger(stock) || stock < 0 || stock > SELLER_STOCK_MAX) {
      setError(t('sellerProducts.stockInvalid'));
      return;
    }
    setError(undefined);
    const result = await setStock({ id: product.id, stockQuantity: stock });
    onOutcome(
      'data' in result
        ? { text: t('sellerProducts.stockSaved', { name, stock }), failed: false }
        : { text: t('sellerProducts.failedAction'), failed: true },
    );
  };

  return (
    <form onSubmit={(event) => void save(event)} noValidate className="flex items-end gap-2">
      <NumberField
        name="stock"
        label={t('sellerProducts.stockLabel', { name })}
        defaultValue={product.stockQuantity}
        key={product.stockQuantity}
        maxLength={7}
        error={error}
        className="w-28 [&_label]:sr-only"
      />
      <button type="submit" disabled={saving.isLoading} className={secondaryButtonClass}>
        {t('sellerProducts.saveStock')}
      </button>
    </form>
  );
}
