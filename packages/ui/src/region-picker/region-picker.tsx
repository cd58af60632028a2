import type { RegionTree } from '@shop/core/catalog';
import { localizedName, type Locale } from '@shop/core/i18n';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The chosen country, state and city ids (null until chosen). */
export interface RegionSelection {
  countryId: number | null;
  stateId: number | null;
  cityId: number | null;
}

/** A complete choice, as `onSubmit` receives it. */
export interface RegionChoice {
  countryId: number;
  stateId: number;
  cityId: number;
}

/** Props of {@link RegionPicker}. */
export interface RegionPickerProps {
  /** Countries → states → cities served (from `GET Region`). */
  regions: RegionTree;
  /** The page's language (place names). */
  lang: Locale;
  /** The current choice (controlled). */
  value: RegionSelection;
  /** Called with the new choice; choosing a country clears state and city, a state clears city. */
  onChange: (value: RegionSelection) => void;
  /** Called with the complete choice when the submit button is pressed. */
  onSubmit: (value: RegionChoice) => void;
  /** The submit button's text (already translated); defaults to "Show brands". */
  submitLabel?: string;
}

/** Nothing chosen yet. */
export const emptyRegionSelection: RegionSelection = {
  countryId: null,
  stateId: null,
  cityId: null,
};

const field = 'grid gap-1 text-sm font-semibold text-ink';
const select =
  'min-h-11 w-full rounded-md border border-line bg-surface-raised ps-3 pe-8 text-base font-normal text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-brand-50';

/**
 * Three labelled native selects, country → state → city, each enabled once the one before is
 * chosen, and a submit button ("Show brands" unless `submitLabel` says otherwise, e.g. "Show
 * addresses") enabled once a city is chosen. Controlled.
 *
 * @example
 * ```tsx
 * <RegionPicker
 *   regions={regions}
 *   lang="ar"
 *   value={selection}
 *   onChange={setSelection}
 *   onSubmit={({ countryId, stateId, cityId }) =>
 *     navigate(`/ar/region/brands/${activityTypeId}/${countryId}/${stateId}/${cityId}`)}
 * />
 * ```
 */
export function RegionPicker({
  regions,
  lang,
  value,
  onChange,
  onSubmit,
  submitLabel,
}: RegionPickerProps) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const country = regions.find((c) => c.id === value.countryId);
  const state = country?.states.find((s) => s.id === value.stateId);
  const city = state?.cities.find((c) => c.id === value.cityId);
  const parse = (raw: string) => (raw === '' ? null : Number(raw));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (country && state && city)
      onSubmit({ countryId: country.id, stateId: state.id, cityId: city.id });
  };

  return (
    <form aria-label={t('regionPicker.label')} onSubmit={submit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <div className={field}>
          <label htmlFor={`${id}-country`}>{t('regionPicker.country')}</label>
          <select
            id={`${id}-country`}
            value={country?.id ?? ''}
            onChange={(event) =>
              onChange({ countryId: parse(event.target.value), stateId: null, cityId: null })
            }
            className={select}
          >
            <option value="">{t('regionPicker.chooseCountry')}</option>
            {regions.map((c) => (
              <option key={c.id} value={c.id}>
                {localizedName(c, lang)}
              </option>
            ))}
          </select>
        </div>
        <div className={field}>
          <label htmlFor={`${id}-state`}>{t('regionPicker.state')}</label>
          <select
            id={`${id}-state`}
            value={state?.id ?? ''}
            disabled={!country}
            onChange={(event) =>
              onChange({ ...value, stateId: parse(event.target.value), cityId: null })
            }
            className={select}
          >
            <option value="">{t('regionPicker.chooseState')}</option>
            {country?.states.map((s) => (
              <option key={s.id} value={s.id}>
                {localizedName(s, lang)}
              </option>
            ))}
          </select>
        </div>
        <div className={field}>
          <label htmlFor={`${id}-city`}>{t('regionPicker.city')}</label>
          <select
            id={`${id}-city`}
            value={city?.id ?? ''}
            disabled={!state}
            onChange={(event) => onChange({ ...value, cityId: parse(event.target.value) })}
            className={select}
          >
            <option value="">{t('regionPicker.chooseCity')}</option>
            {state?.cities.map((c) => (
              <option key={c.id} value={c.id}>
                {localizedName(c, lang)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <button
        type="submit"
        disabled={!city}
        className="inline-flex min-h-11 items-center justify-center justify-self-start rounded-md bg-brand-700 px-5 text-base font-semibold text-on-strong hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-brand-50 disabled:text-ink-muted"
      >
        {submitLabel ?? t('regionPicker.submit')}
      </button>
    </form>
  );
}
