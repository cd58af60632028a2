import type { StoreQueryError } from '@shop/core/api';
import {
  deliveryCheckText,
  type DeliveryCheck,
  type DeliveryPlace,
} from '@shop/core/delivery-area';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '#link/link-context.tsx';

/** A place the gate offers in one press (a district, a landmark). */
export interface GatePoint {
  /** Its name in the page's language. */
  label: string;
  lat: number;
  lng: number;
}

/** Props of {@link LocationGate}. */
export interface LocationGateProps {
  /** The place asked about (from the page's query), or null before one is chosen. */
  place: DeliveryPlace | null;
  /** The API's answer for it (`GET Brand/{id}/DeliveryCheck`), if it answered. */
  check?: DeliveryCheck | null | undefined;
  /** Its refusal, if it refused (said in words: a city-only brand, an address off the map …). */
  error?: StoreQueryError | { status?: unknown } | null | undefined;
  /** The signed-in shopper's saved addresses (none for a guest). */
  addresses: readonly { id: number; title: string; streetAddress: string }[];
  /** Places offered in one press. */
  points: readonly GatePoint[];
  /** Called with the browser's position after "Use my location" (e.g. navigate to `?lat=&lng=`). */
  onPoint: (lat: number, lng: number) => void;
}

const chip =
  'block rounded-md border border-line bg-surface-raised p-3 font-semibold text-brand-800 underline';

/**
 * The location gate of a quick-commerce shop front (issue 18): the shopper picks a saved address,
 * a named place, their browser's position or a point typed in; the API decides whether the
 * brand's store reaches it, and the gate says so (“We deliver here in about 14 minutes”, or not)
 * in the page's language. A served place gets “Start shopping”, a form posted to the page (its
 * action remembers the place). The choices are links and GET forms, so it works before hydration.
 *
 * @example
 * ```tsx
 * <LocationGate place={place} check={check} addresses={[]} onPoint={(lat, lng) => navigate(`?lat=${lat}&lng=${lng}`)}
 *   points={[{ label: 'Kingdom Centre', lat: 24.7113, lng: 46.6744 }]} />
 * ```
 */
export function LocationGate({
  place,
  check,
  error,
  addresses,
  points,
  onPoint,
}: LocationGateProps) {
  const { t } = useTranslation('delivery');
  const [failed, setFailed] = useState(false);
  const formId = useId();
  const text = deliveryCheckText(check ?? undefined, error ?? undefined);
  const locate = () =>
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        onPoint(Number(coords.latitude.toFixed(5)), Number(coords.longitude.toFixed(5))),
      () => setFailed(true),
    );
  return (
    <section className="flex flex-col gap-4" aria-labelledby={`${formId}-title`}>
      <h1 id={`${formId}-title`} className="text-2xl font-bold">
        {t('gate.title')}
      </h1>
      <p>{t('gate.intro')}</p>
      {text ? (
        <div role="status" className="rounded-lg bg-brand-50 p-4 text-brand-900">
          <p className="text-lg font-bold">{t(text.key as never, text.values)}</p>
          {check?.served && place ? (
            <form method="post" className="mt-3">
              {'addressId' in place ? (
                <input type="hidden" name="address" value={place.addressId} />
              ) : (
                <>
                  <input type="hidden" name="lat" value={place.lat} />
                  <input type="hidden" name="lng" value={place.lng} />
                </>
              )}
              <button className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-on-strong">
                {t('gate.start')}
              </button>
            </form>
          ) : null}
        </div>
      ) : null}
      {addresses.length > 0 ? (
        <>
          <h2 className="text-lg font-bold">{t('gate.saved')}</h2>
          <ul className="grid gap-2">
            {addresses.map((address) => (
              <li key={address.id}>
                <Link className={chip} href={`?address=${address.id}`}>
                  {address.title} · {address.streetAddress}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h2 className="text-lg font-bold">{t('gate.points')}</h2>
      <ul className="grid gap-2">
        {points.map((point) => (
          <li key={point.label}>
            <Link className={chip} href={`?lat=${point.lat}&lng=${point.lng}`}>
              {point.label}
            </Link>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={locate}
        className="rounded-md border border-brand-700 p-3 font-semibold text-brand-800"
      >
        {t('gate.locate')}
      </button>
      {failed ? <p role="alert">{t('gate.locateFailed')}</p> : null}
      <form className="flex flex-wrap items-end gap-2" aria-label={t('gate.coordinates')}>
        {(['lat', 'lng'] as const).map((name) => (
          <label key={name} className="flex flex-col text-sm">
            {t(name === 'lat' ? 'gate.latitude' : 'gate.longitude')}
            <input
              name={name}
              required
              inputMode="decimal"
              className="rounded-md border border-line bg-surface-raised p-2"
            />
          </label>
        ))}
        <button className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-on-strong">
          {t('gate.check')}
        </button>
      </form>
    </section>
  );
}
