import { deliveryAreaApi, deliveryCheckText } from '@shop/core/delivery-area';
import { useTranslation } from 'react-i18next';
import { Form, redirect, useNavigate } from 'react-router';
import { useState } from 'react';
import type { Route } from './+types/location';
import { brandId } from '~/config.server';
import { brandAddresses, cookieValue, LOCATION_COOKIE, placeOf } from '~/location';
import { requestStore } from '~/root';

const POINTS = {
  kingdomCentre: [24.7113, 46.6744],
  olaya: [24.69, 46.685],
  kuwait: [29.3759, 47.9774],
};
const once = { subscribe: false } as const;

/** The location gate: the API answers whether the chosen point or address is served, and how soon. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const store = requestStore(context);
  const place = placeOf(brandId, new URL(request.url).searchParams);
  const [check, addresses] = await Promise.all([
    place ? store.dispatch(deliveryAreaApi.endpoints.checkDelivery.initiate(place, once)) : null,
    brandAddresses(store, brandId),
  ]);
  return {
    place,
    check: check?.data ?? null,
    error: check?.error
      ? {
          status: 'status' in check.error ? check.error.status : 0,
          value: 'value' in check.error ? check.error.value : undefined,
        }
      : null,
    addresses: addresses.addresses,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const place = placeOf(brandId, new URLSearchParams(await request.text()));
  if (!place) return redirect('/location');
  const cookie = `${LOCATION_COOKIE}=${encodeURIComponent(cookieValue(place))}; Path=/; SameSite=Lax; Max-Age=31536000`;
  return redirect('/', { headers: { 'Set-Cookie': cookie } });
}

export default function Location({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('delivery');
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const { place, check, error, addresses } = loaderData;
  const text = deliveryCheckText(check ?? undefined, error ?? undefined);
  const chip = 'block rounded-md border border-line bg-surface-raised p-3 font-semibold underline';
  const locate = () =>
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        void navigate(`?lat=${coords.latitude.toFixed(5)}&lng=${coords.longitude.toFixed(5)}`),
      () => setFailed(true),
    );
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('gate.title')}</h1>
      <p>{t('gate.intro')}</p>
      {text ? (
        <div role="status" className="rounded-lg bg-brand-50 p-4 text-brand-900">
          <p className="text-lg font-bold">{t(text.key, text.values)}</p>
          {check?.served && place ? (
            <Form method="post" className="mt-3">
              {Object.entries(place).map(([name, value]) =>
                name === 'brandId' ? null : (
                  <input
                    key={name}
                    type="hidden"
                    name={name === 'addressId' ? 'address' : name}
                    value={value}
                  />
                ),
              )}
              <button className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-on-strong">
                {t('gate.start')}
              </button>
            </Form>
          ) : null}
        </div>
      ) : null}
      {addresses.length > 0 ? <h2 className="text-lg font-bold">{t('gate.saved')}</h2> : null}
      <ul className="grid gap-2">
        {addresses.map((a) => (
          <li key={a.id}>
            <a className={chip} href={`?address=${a.id}`}>
              {a.title} · {a.streetAddress}
            </a>
          </li>
        ))}
      </ul>
      <h2 className="text-lg font-bold">{t('gate.points')}</h2>
      <ul className="grid gap-2">
        {Object.entries(POINTS).map(([key, [lat, lng]]) => (
          <li key={key}>
            <a className={chip} href={`?lat=${lat}&lng=${lng}`}>
              {t(`places.${key}`)}
            </a>
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
      <Form className="flex flex-wrap items-end gap-2" aria-label={t('gate.coordinates')}>
        {(['lat', 'lng'] as const).map((name) => (
          <label key={name} className="flex flex-col text-sm">
            {t(name === 'lat' ? 'gate.latitude' : 'gate.longitude')}
            <input
              name={name}
              required
              inputMode="decimal"
              className="rounded-md border border-line p-2"
            />
          </label>
        ))}
        <button className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-on-strong">
          {t('gate.check')}
        </button>
      </Form>
    </section>
  );
}
