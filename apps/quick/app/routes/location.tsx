import { deliveryPlaceOf, rememberPlaceAnswer } from '@shop/core/delivery-area';
import { loadDeliveryGate } from '@shop/core/one-brand';
import { LocationGate } from '@shop/ui/location-gate';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
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
  const store = requestStore(context);
  const place = deliveryPlaceOf(new URL(request.url).searchParams);
  return loadDeliveryGate(store.dispatch, brandId, place, store.getState().customer.token !== '');
}

/** “Start shopping”: the place is remembered in a cookie, and home opens. */
export const action = async ({ request }: Route.ActionArgs) =>
  rememberPlaceAnswer(new URLSearchParams(await request.text()));

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
