import { formatDay, formatTimeRange } from '@shop/ui/format';
import { useTranslation } from 'react-i18next';
import { useBackOfficeLanguage } from '~/lib/language';

/** An order's delivery slot: its day, then its hours left to right; "No slot" without one. */
export function SlotText({ slot }: { slot: { startsAt: string; endsAt: string } | null }) {
  const { t } = useTranslation('backoffice');
  const { lang } = useBackOfficeLanguage();
  if (!slot) return <>{t('orders.noSlot')}</>;
  return (
    <>
      {formatDay(slot.startsAt, lang)}
      <br />
      <bdi dir="ltr">{formatTimeRange(slot.startsAt, slot.endsAt, lang)}</bdi>
    </>
  );
}
