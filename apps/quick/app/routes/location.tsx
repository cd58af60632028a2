import { loadBrandAddresses } from '@shop/core/one-brand';
import * as area from '@shop/core/delivery-area';
import { LocationGate } from '@shop/ui/location-gate';
import { useTranslation } from 'react-i18next';
import { redirect, useNavigate } from 'react-router';
import type { Route } from './+types/location';
import { brandId } from '~/config.server';
import { requestStore } from '~/root';

const POINTS = {
  kingdomCentre: [24.7113, 46.6744],
  olaya: [24.69, 46.685],
  kuwait: [29.3759, 47.9774],
};

/** The location gate: the API says whether the point or address is served, and how soon. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { dispatch, ...store } = requestStore(context);
  const place = area.deliveryPlaceOf(new URL(request.url).searchParams);
  const [check, { addresses }] = await Promise.all([
    place &&
      dispatch(
        area.deliveryAreaApi.endpoints.checkDelivery.initiate(
          area.deliveryCheckOf(brandId, place),
          { subscribe: false },
        ),
      ),
    loadBrandAddresses(dispatch, brandId, store.getState().customer.token !== ''),
  ]);
  return {
    place,
    check: check?.data ?? null,
    error: check?.error && 'status' in check.error ? check.error : null,
    addresses,
  };
}

/** “Start shopping”: the place is remembered in a cookie, and home opens. */
export async function action({ request }: Route.ActionArgs) {
  const place = area.deliveryPlaceOf(new URLSearchParams(await request.text()));
  if (!place) return redirect('/location');
  return redirect('/', { headers: { 'Set-Cookie': area.deliveryPlaceCookie(place) } });
}

export default function Location({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('delivery');
  const navigate = useNavigate();
  const points = Object.entries(POINTS).map(([key, [lat = 0, lng = 0]]) => ({
    label: t(`places.${key}`),
    lat,
    lng,
  }));
  return (
    <LocationGate
      {...loaderData}
      points={points}
      onPoint={(lat, lng) => void navigate(`?lat=${lat}&lng=${lng}`)}
    />
  );
}
