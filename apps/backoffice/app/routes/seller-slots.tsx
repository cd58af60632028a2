import { localizedName } from '@shop/core/i18n-loader';
import { storeDayBounds, useGetSellerMeQuery, useGetSellerSlotsQuery } from '@shop/core/staff';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { slotDayOf, SlotDayView } from '~/components/slot-day';
import { useBackOfficeLanguage } from '~/lib/language';
import { pageOf } from '~/lib/list-params';

/** A seller's delivery slots: one of their brands' days, chosen in the address. */
export default function SellerSlots() {
  const { t } = useTranslation('backoffice');
  const { lang } = useBackOfficeLanguage();
  const [params] = useSearchParams();
  const asked = slotDayOf(params);
  const { data: me } = useGetSellerMeQuery();
  // A seller with one brand has it chosen for them.
  const brandId = asked.brandId ?? (me?.brands.length === 1 ? me.brands[0]?.id : undefined);
  const bounds = storeDayBounds(asked.day);
  const { data, error, isFetching } = useGetSellerSlotsQuery(
    { from: bounds?.from, to: bounds?.to, brandId, page: pageOf(params) },
    { skip: brandId === undefined || !bounds },
  );
  return (
    <SlotDayView
      actor="seller"
      title={t('slots.sellerTitle')}
      brands={(me?.brands ?? []).map((brand) => ({
        value: String(brand.id),
        label: localizedName(brand, lang),
      }))}
      brandId={brandId}
      day={asked.day}
      slots={data?.items}
      failed={error ? t('slots.loadFailed') : undefined}
      busy={isFetching && data !== undefined}
    />
  );
}
