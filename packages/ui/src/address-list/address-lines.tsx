import type { Address } from '@shop/core/customer-schemas';
import type { RegionTree } from '@shop/core/catalog';
import { localizedName, type Locale } from '@shop/core/i18n';
import { useTranslation } from 'react-i18next';

/**
 * What {@link AddressLines} reads of an address: a saved `Address`, or the copy an order keeps
 * of it (the same fields, any of them possibly missing); the point on the map is not printed.
 */
export type AddressText = Partial<Record<Exclude<keyof Address, 'location'>, string | number>>;

/** "Riyadh, Riyadh Province, Saudi Arabia" from the region tree (what it can find). */
function placeLine(address: AddressText, regions: RegionTree | undefined, lang: Locale): string {
  const country = regions?.find((c) => c.id === Number(address.countryId));
  const state = country?.states.find((s) => s.id === Number(address.stateId));
  const city = state?.cities.find((c) => c.id === Number(address.subCityId));
  return [city, state, country]
    .filter((place) => place !== undefined)
    .map((place) => localizedName(place, lang))
    .join(lang === 'ar' ? '، ' : ', ');
}

/**
 * An address as lines of an `<address>`: street, building/floor/apartment, city, state and
 * country, postal code, phone (left to right) and receiver. Internal: the address cards, the
 * address chooser and the order details share it.
 */
export function AddressLines({
  address,
  lang,
  regions,
  className = '',
  as: Element = 'address',
}: {
  address: AddressText;
  lang: Locale;
  regions?: RegionTree | undefined;
  className?: string;
  /** `span` where an `<address>` may not stand (inside a `<label>`: phrasing content only). */
  as?: 'address' | 'span';
}) {
  const { t } = useTranslation('account');
  const text = (value: string | number | undefined) =>
    value === undefined || value === '' ? '' : String(value);
  const details = [
    text(address.buildingNumber) &&
      t('addresses.building', { value: text(address.buildingNumber) }),
    text(address.floorNumber) && t('addresses.floor', { value: text(address.floorNumber) }),
    text(address.apartmentNumber) &&
      t('addresses.apartment', { value: text(address.apartmentNumber) }),
  ]
    .filter(Boolean)
    .join(' · ');
  const place = placeLine(address, regions, lang);
  const lines = [
    text(address.streetAddress) ? <span key="street">{text(address.streetAddress)}</span> : null,
    details ? <span key="details">{details}</span> : null,
    place ? <span key="place">{place}</span> : null,
    text(address.postalCode) ? (
      <span key="postal" className="text-ink-muted">
        {text(address.postalCode)}
      </span>
    ) : null,
    text(address.phone) ? (
      <bdi key="phone" dir="ltr" className="justify-self-start">
        {text(address.phone)}
      </bdi>
    ) : null,
    text(address.receiverName) ? (
      <span key="receiver" className="text-ink-muted">
        {t('addresses.receiver', { name: text(address.receiverName) })}
      </span>
    ) : null,
  ].filter((line) => line !== null);
  // A space between the lines keeps them apart where the address is read as one text (an
  // accessible description); the grid does not render it.
  return (
    <Element className={`grid gap-0.5 text-sm text-ink not-italic ${className}`}>
      {lines.flatMap((line, index) => (index === 0 ? [line] : [' ', line]))}
    </Element>
  );
}
