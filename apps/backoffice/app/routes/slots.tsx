import { useGetBrandsQuery } from '@shop/core/catalog';
import { localizedName } from '@shop/core/i18n-loader';
import { useGetStaffSlotsQuery } from '@shop/core/staff';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { slotDayOf, SlotDayView } from '~/components/slot-day';
import { errorStatus } from '~/lib/api-errors';
import { useBackOfficeLanguage } from '~/lib/language';
import { pageOf } from '~/lib/list-params';

/** Delivery slots (support staff, admins): a brand's day, chosen in the address. */
export default function Slots() {
  const { t } = useTranslation('backoffice');
  const { lang } = useBackOfficeLanguage();
  const [params] = useSearchParams();
  const { brandId, day } = slotDayOf(params);
  const { data: brands } = useGetBrandsQuery({});
  const { data, error, isFetching } = useGetStaffSlotsQuery(
    { brandId: brandId ?? 0, date: day, page: pageOf(params) },
    { skip: brandId === undefined },
  );
  return (
    <SlotDayView
      actor="staff"
      title={t('slots.title')}
      brands={(brands ?? []).map((brand) => ({
        value: String(brand.id),
        label: localizedName(brand, lang),
      }))}
      brandId={brandId}
      day={day}
      slots={data?.items}
      failed={
        error ? t(errorStatus(error) === 403 ? 'slots.notAllowed' : 'slots.loadFailed') : undefined
      }
      busy={isFetching && data !== undefined}
    />
  );
}
