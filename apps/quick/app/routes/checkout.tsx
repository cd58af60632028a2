import { selectCart } from '@shop/core/cart-state';
import { deliveryPlaceOfRequest } from '@shop/core/delivery-area';
import { loadOnePressCheckout } from '@shop/core/one-brand';
import { OnePressCheckout, useOnePressCheckout } from '@shop/ui/one-press-checkout';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import type { Route } from './+types/checkout';
import { brandId } from '~/config.server';
import { requestStore, useRoot } from '~/root';

/** Checkout (signed in: the guard), with the address chosen at the gate if it was one. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const store = requestStore(context);
  const signedIn = store.getState().customer.token !== '';
  return loadOnePressCheckout(store.dispatch, brandId, deliveryPlaceOfRequest(request), signedIn);
}

export default function Checkout({ loaderData: { options, ...data } }: Route.ComponentProps) {
  const { t } = useTranslation('delivery');
  const { lang, storeCurrency } = useRoot();
  const cart = useSelector(selectCart);
  const navigate = useNavigate();
  const choices = useOnePressCheckout(options, lang, (numbers) =>
    navigate(`/my-orders?placed=${numbers.join(',')}`),
  );
  if (!choices || !cart || cart.lines.length === 0)
    return <p className="py-8 text-center text-lg">{t('shop.empty')}</p>;
  return (
    <OnePressCheckout
      {...data}
      {...choices}
      cart={cart}
      onAddAddress={() => void navigate('/location')}
      lang={lang}
      storeCurrency={storeCurrency}
    />
  );
}
