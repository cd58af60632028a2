import { useGetBrandsQuery } from '@shop/core/catalog';
import { localizedName } from '@shop/core/i18n-loader';
import {
  selectBackOfficeSession,
  storeDayBounds,
  useGetPickingListQuery,
  useGetSellerMeQuery,
  useGetSellerSlotsQuery,
  useGetStaffSlotsQuery,
  type PickingList,
  type PickingProduct,
  type SlotActor,
} from '@shop/core/staff';
import { DataTable, type DataTableColumn } from '@shop/ui/data-table';
import { formatDay, formatTimeRange } from '@shop/ui/format';
import { primaryButtonClass, SelectField, textLinkClass } from '@shop/ui/form-fields';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router';
import { EmptyList } from '~/components/list-screen';
import { slotDayOf, SlotDayFilters } from '~/components/slot-day';
import { errorStatus } from '~/lib/api-errors';
import { useBackOfficeLanguage } from '~/lib/language';

/** The slot the address names. */
function slotIdOf(params: URLSearchParams): number | undefined {
  const id = Number(params.get('slotId'));
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
}

/**
 * A slot's picking list, for staff (every brand) and sellers (their own): the brand, day and
 * slot in the address, the products to take summed across the slot's orders to prepare, and the
 * orders; printable (the print stylesheet leaves the shell and the choices out).
 */
export default function Picking() {
  const { t } = useTranslation('backoffice');
  const { lang } = useBackOfficeLanguage();
  const session = useSelector(selectBackOfficeSession);
  const actor: SlotActor = session?.kind === 'seller' ? 'seller' : 'staff';
  const [params] = useSearchParams();
  const asked = slotDayOf(params);
  const slotId = slotIdOf(params);
  const { data: brands } = useGetBrandsQuery({}, { skip: actor !== 'staff' });
  const { data: me } = useGetSellerMeQuery(undefined, { skip: actor !== 'seller' });
  const brandId =
    asked.brandId ?? (actor === 'seller' && me?.brands.length === 1 ? me.brands[0]?.id : undefined);
  const bounds = storeDayBounds(asked.day);
  const staffSlots = useGetStaffSlotsQuery(
    { brandId: brandId ?? 0, date: asked.day },
    { skip: actor !== 'staff' || brandId === undefined },
  );
  const sellerSlots = useGetSellerSlotsQuery(
    { from: bounds?.from, to: bounds?.to, brandId },
    { skip: actor !== 'seller' || brandId === undefined },
  );
  const slots = (actor === 'staff' ? staffSlots : sellerSlots).data?.items;
  const list = useGetPickingListQuery(
    { actor, slotId: slotId ?? 0 },
    { skip: slotId === undefined, refetchOnMountOrArgChange: true },
  );
  const brandOptions =
    actor === 'staff'
      ? (brands ?? []).map((brand) => ({
          value: String(brand.id),
          label: localizedName(brand, lang),
        }))
      : (me?.brands ?? []).map((brand) => ({
          value: String(brand.id),
          label: localizedName(brand, lang),
        }));

  return (
    <section aria-labelledby="picking-title" className="grid gap-4">
      <title>{`${t('picking.title')} · ${t('appName')}`}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="picking-title" className="text-2xl font-bold">
          {t('picking.title')}
        </h1>
        {list.data ? (
          <button
            type="button"
            className={`${primaryButtonClass} no-print`}
            onClick={() => window.print()}
          >
            {t('picking.print')}
          </button>
        ) : null}
      </div>
      <div className="no-print">
        <SlotDayFilters
          brands={brandOptions}
          brandId={brandId}
          day={asked.day}
          extra={
            <SelectField
              name="slotId"
              label={t('picking.slot')}
              placeholder={t('picking.chooseSlot')}
              defaultValue={slotId ? String(slotId) : ''}
              key={`slot-${slotId ?? ''}-${slots?.length ?? 0}`}
              options={(slots ?? []).map((slot) => ({
                value: String(slot.id),
                label: formatTimeRange(slot.startsAt, slot.endsAt, lang),
              }))}
            />
          }
        />
      </div>
      {slotId === undefined ? (
        <EmptyList>{t('picking.chooseFirst')}</EmptyList>
      ) : list.error ? (
        <div role="alert" className="grid justify-items-start gap-2 font-semibold text-red-700">
          {t(
            errorStatus(list.error) === 404
              ? 'picking.notFound'
              : errorStatus(list.error) === 403
                ? 'picking.notAllowed'
                : 'picking.failed',
          )}
          <Link to="/picking" className={textLinkClass}>
            {t('picking.again')}
          </Link>
        </div>
      ) : list.data ? (
        <>
          {actor === 'staff' ? (
            <Link to={`/orders?slotId=${slotId}`} className={`${textLinkClass} print:hidden`}>
              {t('picking.onBoard')}
            </Link>
          ) : null}
          <PickingSheet list={list.data} />
        </>
      ) : (
        <p role="status" className="text-ink-muted">
          {t('picking.loading')}
        </p>
      )}
    </section>
  );
}

function PickingSheet({ list }: { list: PickingList }) {
  const { t } = useTranslation('backoffice');
  const { lang } = useBackOfficeLanguage();
  const name = (item: { name: string; nameEn: string }) => localizedName(item, lang);
  // Storage first (as the API sorts), then the name in the sheet's language.
  const products = [...list.products].sort(
    (a, b) =>
      (a.storage === b.storage ? 0 : a.storage === 'dry' ? -1 : 1) ||
      name(a).localeCompare(name(b), lang),
  );
  const columns: DataTableColumn<PickingProduct>[] = [
    {
      id: 'product',
      header: t('picking.product'),
      rowHeader: true,
      cell: (product) => (
        <span className="grid gap-1">
          <span className="font-semibold">{name(product)}</span>
          {product.customized.length > 0 ? (
            <ul className="grid gap-0.5 text-sm">
              {product.customized.map((entry, index) => (
                <li key={index}>
                  <bdi dir="ltr">{entry.orderNumber}</bdi>
                  {' · '}
                  {t('picking.units', { count: entry.quantity })}
                  {': '}
                  {entry.options
                    .map(
                      (option) =>
                        `${name(option)}: ${
                          option.choice
                            ? name(option.choice)
                            : (option.text ?? option.fileName ?? '')
                        }`,
                    )
                    .join('; ')}
                </li>
              ))}
            </ul>
          ) : null}
        </span>
      ),
    },
    { id: 'sku', header: t('picking.sku'), cell: (product) => <bdi dir="ltr">{product.sku}</bdi> },
    {
      id: 'storage',
      header: t('picking.storage'),
      cell: (product) => t(`picking.storageName.${product.storage}`),
    },
    {
      id: 'quantity',
      header: t('picking.quantity'),
      align: 'end',
      cell: (product) => <strong>{product.quantity}</strong>,
    },
  ];
  return (
    <div className="grid gap-4">
      <p className="text-lg">
        {name(list.brand)}
        {' · '}
        {formatDay(list.slot.startsAt, lang)}{' '}
        <bdi dir="ltr">{formatTimeRange(list.slot.startsAt, list.slot.endsAt, lang)}</bdi>
        {' · '}
        {t('picking.orderCount', { count: list.orders.length })}
      </p>
      <DataTable
        caption={t('picking.productsCaption')}
        columns={columns}
        rows={products}
        rowKey={(product) => product.productId}
        loadingText={t('picking.loading')}
        empty={<EmptyList>{t('picking.empty')}</EmptyList>}
      />
      {list.orders.length > 0 ? (
        <section aria-labelledby="picking-orders" className="grid gap-2">
          <h2 id="picking-orders" className="text-lg font-semibold">
            {t('picking.orders')}
          </h2>
          <ul className="grid gap-1">
            {list.orders.map((order) => (
              <li key={order.id}>
                <bdi dir="ltr">{order.number}</bdi>
                {' · '}
                {order.customerName}
                {' · '}
                {t(`picking.storageName.${order.storage}`)}
                {' · '}
                {t('picking.units', { count: order.units })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
