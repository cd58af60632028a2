import type { RegionTree } from '@shop/core/catalog';
import type { Address } from '@shop/core/customer-schemas';
import type { Locale } from '@shop/core/i18n';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressLines } from '#address-list/address-lines.tsx';
import { ChoiceGroup, choiceCardClass, choiceRadioClass } from '#checkout-parts/choice.tsx';
import { secondaryButtonClass } from '#form-fields/styles.ts';
import { PlusIcon } from '#icons/icons.tsx';

/** Props of {@link AddressChooser}. */
export interface AddressChooserProps {
  /** The saved addresses (`GET CustomerAddress`). */
  addresses: readonly Address[];
  /** Id of the chosen address; null (or 0, the spec's "none") for none. */
  value: number | null;
  /** Called with the id of the address the shopper picks. */
  onChange: (id: number) => void;
  /** Called by "Add a new address" (open the AddressModal). */
  onAdd: () => void;
  /** The page's language (place names). */
  lang: Locale;
  /** Countries → states → cities, to name the address's places. */
  regions?: RegionTree | undefined;
  /** The error to show, already translated (e.g. "City is required" or an unserved city). */
  error?: string | undefined;
}

/**
 * The delivery address at checkout: the saved addresses as radios (named by their title,
 * described by their lines as the address cards show them), then "Add a new address". With no
 * saved address it says so. An error shows under the group and describes it.
 *
 * @example
 * ```tsx
 * <AddressChooser
 *   addresses={addresses}
 *   value={activeId || null}
 *   onChange={(id) => dispatch(addressActivated(id))}
 *   onAdd={() => setModal({ mode: 'add' })}
 *   regions={regions}
 *   lang={lang}
 * />
 * ```
 */
export function AddressChooser({
  addresses,
  value,
  onChange,
  onAdd,
  lang,
  regions,
  error,
}: AddressChooserProps) {
  const { t } = useTranslation('checkout');
  const id = useId();
  return (
    <ChoiceGroup legend={t('address.legend')} error={error} errorId={`${id}-error`}>
      {addresses.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('address.empty')}</p>
      ) : (
        <div className="grid gap-2 md:grid-cols-2">
          {addresses.map((address) => {
            const titleId = `${id}-${address.id}-title`;
            const linesId = `${id}-${address.id}-lines`;
            return (
              <label key={address.id} className={choiceCardClass}>
                <input
                  type="radio"
                  name={`${id}-address`}
                  value={address.id}
                  checked={address.id === value}
                  onChange={() => onChange(address.id)}
                  aria-labelledby={titleId}
                  aria-describedby={linesId}
                  className={choiceRadioClass}
                />
                <span className="grid min-w-0 gap-1">
                  <span id={titleId} className="font-semibold">
                    {address.title}
                  </span>
                  <span id={linesId} className="grid">
                    <AddressLines as="span" address={address} lang={lang} regions={regions} />
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      )}
      <button
        type="button"
        onClick={onAdd}
        className={`${secondaryButtonClass} justify-self-start`}
      >
        <PlusIcon className="size-5" />
        {t('address.add')}
      </button>
    </ChoiceGroup>
  );
}
