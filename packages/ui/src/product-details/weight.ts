import type { ProductSummary } from '@shop/core/catalog';
import type { Locale } from '@shop/core/i18n';
import type { TFunction } from 'i18next';
import { formatNumber } from '#format/format-number.ts';

/** A product's weight as the API sends it. */
export type Weight = NonNullable<ProductSummary['weight']>;

/**
 * The weight in the unit a shopper reads most easily: 1000 g and more become kilograms
 * (1500 g → 1.5 kg), less than 1 kg becomes grams (0.5 kg → 500 g); otherwise as sent.
 */
export function normalizeWeight(weight: Weight): Weight {
  if (weight.unit === 'g' && weight.value >= 1000)
    return { value: weight.value / 1000, unit: 'kg' };
  if (weight.unit === 'kg' && weight.value < 1)
    return { value: Math.round(weight.value * 1_000_000) / 1000, unit: 'g' };
  return weight;
}

/**
 * Display text of a weight, as on grocery labels (spec §3 "grams, GRM, KG"): "500 GRM",
 * "1.5 KG" in English, "500 جم", "1.5 كجم" in Arabic; up to three decimals, Latin digits.
 */
export function formatWeight(weight: Weight, lang: Locale, t: TFunction<'catalog'>): string {
  const { value, unit } = normalizeWeight(weight);
  return t(`weight.${unit}`, { value: formatNumber(value, lang, { maximumFractionDigits: 3 }) });
}
