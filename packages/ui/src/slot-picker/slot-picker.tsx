import type { DeliverySlot } from '@shop/core/checkout-schemas';
import type { Locale } from '@shop/core/i18n';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ChoiceGroup,
  choiceCardClass,
  choiceRadioClass,
  legendClass,
} from '#checkout-parts/choice.tsx';
import { dayKey, formatDay, formatTime, formatTimeRange } from '#checkout-parts/delivery-time.ts';
import { ClockIcon } from '#icons/icons.tsx';

/** Props of {@link SlotPicker}. */
export interface SlotPickerProps {
  /** The delivery windows of the next days (`CheckoutOptions.slots`), in time order. */
  slots: readonly DeliverySlot[];
  /** Id of the chosen window; null for none. */
  value: number | null;
  /** Called with the id of the window the shopper picks (hold it then). */
  onChange: (slotId: number) => void;
  /** The page's language (day names; digits stay Latin). */
  lang: Locale;
  /** When the hold on the chosen window ends (ISO instant): "Held for you until 14:32". */
  heldUntil?: string | null | undefined;
  /** The error to show, already translated (e.g. the API's `slot_full`). */
  error?: string | undefined;
}

/** The days of the windows, in order, each with its windows. */
function byDay(slots: readonly DeliverySlot[]): { key: string; slots: DeliverySlot[] }[] {
  const days = new Map<string, DeliverySlot[]>();
  for (const slot of slots) {
    const key = dayKey(slot.startsAt);
    const day = days.get(key);
    if (day) day.push(slot);
    else days.set(key, [slot]);
  }
  return [...days].map(([key, daySlots]) => ({ key, slots: daySlots }));
}

/**
 * The delivery slot: the days as a segmented radio group ("Delivery day"; arrow keys move
 * between days), then the chosen day's windows as radios ("Delivery time"), each "09:00–12:00"
 * in Riyadh time, left to right in Arabic too. A full window is disabled and says "Full". The
 * hold on the chosen window and an error are shown under the windows and describe them.
 *
 * @example
 * ```tsx
 * <SlotPicker
 *   slots={options.slots}
 *   value={hold?.slotId ?? null}
 *   onChange={(slotId) => holdSlot({ slotId })}
 *   heldUntil={hold?.expiresAt}
 *   lang={lang}
 * />
 * ```
 */
export function SlotPicker({ slots, value, onChange, lang, heldUntil, error }: SlotPickerProps) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const days = byDay(slots);
  const chosen = slots.find((slot) => slot.id === value);
  const firstOpen = days.find((day) => day.slots.some((slot) => !slot.full)) ?? days[0];
  const [dayChosen, setDayChosen] = useState<string | null>(null);
  const shownKey = dayChosen ?? (chosen ? dayKey(chosen.startsAt) : firstOpen?.key);
  const shown = days.find((day) => day.key === shownKey) ?? firstOpen;
  const holdId = `${id}-hold`;

  return (
    <div className="grid min-w-0 gap-4">
      <fieldset className="min-w-0">
        <legend className={legendClass}>{t('slot.dayLegend')}</legend>
        <div className="flex gap-2 overflow-x-auto pb-1">
          {days.map((day) => {
            const first = day.slots[0];
            return first ? (
              <label
                key={day.key}
                className={`${choiceCardClass} shrink-0 items-center whitespace-nowrap`}
              >
                <input
                  type="radio"
                  name={`${id}-day`}
                  value={day.key}
                  checked={day.key === shown?.key}
                  onChange={() => setDayChosen(day.key)}
                  className={choiceRadioClass}
                />
                <span className="font-semibold">{formatDay(first.startsAt, lang)}</span>
              </label>
            ) : null;
          })}
        </div>
      </fieldset>

      <ChoiceGroup
        legend={t('slot.timeLegend')}
        error={error}
        errorId={`${id}-error`}
        describedBy={heldUntil && chosen ? holdId : undefined}
      >
        {shown?.slots.length ? (
          <div className="grid gap-2 sm:grid-cols-3">
            {shown.slots.map((slot) => (
              <label key={slot.id} className={`${choiceCardClass} items-center`}>
                <input
                  type="radio"
                  name={`${id}-time`}
                  value={slot.id}
                  checked={slot.id === value}
                  disabled={slot.full}
                  onChange={() => onChange(slot.id)}
                  className={choiceRadioClass}
                />
                <span className="flex flex-1 flex-wrap items-baseline justify-between gap-x-2">
                  <bdi dir="ltr" className="font-semibold">
                    {formatTimeRange(slot.startsAt, slot.endsAt, lang)}
                  </bdi>
                  {slot.full ? (
                    <>
                      {' '}
                      <span className="text-sm">{t('slot.full')}</span>
                    </>
                  ) : null}
                </span>
              </label>
            ))}
          </div>
        ) : (
          <p className="text-sm text-ink-muted">{t('slot.noTimes')}</p>
        )}
        {heldUntil && chosen ? (
          <p
            id={holdId}
            role="status"
            className="flex items-center gap-1.5 text-sm font-medium text-brand-800"
          >
            <ClockIcon className="size-4 shrink-0" />
            <span>{t('slot.held', { time: formatTime(heldUntil, lang) })}</span>
          </p>
        ) : null}
      </ChoiceGroup>
    </div>
  );
}
