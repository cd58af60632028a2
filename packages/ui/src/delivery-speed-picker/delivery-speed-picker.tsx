import type { DeliverySpeed } from '@shop/core/catalog';
import { localizedName, type Locale } from '@shop/core/i18n';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { showMoney, type MoneyDisplay } from '#cart-parts/money.ts';
import { ChoiceGroup, choiceCardClass, choiceRadioClass } from '#checkout-parts/choice.tsx';
import { formatNumber } from '#format/format-number.ts';

/** Props of {@link DeliverySpeedPicker}. */
export interface DeliverySpeedPickerProps extends MoneyDisplay {
  /** The basket brand's delivery speed types (spec §3, R3.06). */
  speeds: readonly DeliverySpeed[];
  /** Id of the chosen speed; null (or an id not in the list) for none. */
  value: number | null;
  /** Called with the id of the speed the shopper picks. */
  onChange: (id: number) => void;
  /** The page's language (names, fees, times). */
  lang: Locale;
  /** The error to show, already translated (R5.32: "Please select a delivery speed"). */
  error?: string | undefined;
  /** The radios' `name` (one is generated without it). */
  name?: string;
}

/** "30 min", "2 hr", "1.5 hr" in the page's language. */
function typicalTime(minutes: number, lang: Locale): string {
  return minutes < 60
    ? formatNumber(minutes, lang, { style: 'unit', unit: 'minute', unitDisplay: 'short' })
    : formatNumber(minutes / 60, lang, {
        style: 'unit',
        unit: 'hour',
        unitDisplay: 'short',
        maximumFractionDigits: 1,
      });
}

/**
 * The delivery speeds as a radio group (`fieldset` + legend "Delivery speed"): each speed's name
 * in the page's language (R3.06), its fee ("Free" when 0) and its typical time. An error is
 * shown under the group and describes it.
 *
 * @example
 * ```tsx
 * <DeliverySpeedPicker
 *   speeds={speeds}
 *   value={activeSpeed.id || null}
 *   onChange={(id) => dispatch(deliverySpeedChosen(id))}
 *   lang={lang}
 *   storeCurrency={sar}
 *   error={submitted && !activeSpeed.id ? t('checkout:validation.deliverySpeedRequired') : undefined}
 * />
 * ```
 */
export function DeliverySpeedPicker({
  speeds,
  value,
  onChange,
  lang,
  storeCurrency,
  currency,
  error,
  name,
}: DeliverySpeedPickerProps) {
  const { t } = useTranslation('checkout');
  const id = useId();
  return (
    <ChoiceGroup legend={t('speed.legend')} error={error} errorId={`${id}-error`}>
      {speeds.map((speed) => (
        <label key={speed.id} className={choiceCardClass}>
          <input
            type="radio"
            name={name ?? `${id}-speed`}
            value={speed.id}
            checked={speed.id === value}
            onChange={() => onChange(speed.id)}
            className={choiceRadioClass}
          />
          <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <span className="grid">
              <span className="font-semibold">{localizedName(speed, lang)}</span>{' '}
              <span className="text-sm text-ink-muted">
                {t('speed.eta', { time: typicalTime(speed.etaMinutes, lang) })}
              </span>
            </span>{' '}
            <span className="font-semibold">
              {speed.fee === 0 ? (
                t('speed.free')
              ) : (
                <bdi>{showMoney(speed.fee, { lang, storeCurrency, currency })}</bdi>
              )}
            </span>
          </span>
        </label>
      ))}
    </ChoiceGroup>
  );
}
