// A brand with a delivery area (issue 18) takes orders only for addresses inside it: the quote
// and the placement refuse one outside (409 `address_outside_area`) or not on the map (409
// `address_location_missing`), in both languages' texts, and place one inside as before.
import type { CheckoutQuote } from '@shop/core/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useCartApp } from '#src/cart/cart-test-kit.ts';
import { brandDeliveryAreas, customerAddresses } from '#src/db/schema.ts';
import {
  checkoutBody,
  createCheckoutBrand,
  createShopper,
  createSlot,
  createStoredProduct,
  place,
  placedOf,
} from './checkout-test-kit.ts';

const kit = useCartApp();

/** Khaleej Fresh's demo area: 6 km around a store in Al Olaya, Riyadh. */
const store = { lat: 24.696, lng: 46.684 };
const inside = { lat: 24.7113, lng: 46.6744 }; // Kingdom Centre, about 2 km away
const outside = { lat: 24.696, lng: 46.7522 }; // about 6.9 km east

async function areaShopper() {
  const brand = await createCheckoutBrand(kit.db);
  await kit.db.insert(brandDeliveryAreas).values({
    brandId: brand.id,
    storeLat: store.lat,
    storeLng: store.lng,
    kind: 'radius',
    radiusMeters: 6000,
    prepMinutes: 8,
    minutesPerKm: 3,
  });
  const product = await createStoredProduct(kit.db, {
    brandId: brand.id,
    price: 5_000,
    stock: 9,
    storage: 'dry',
  });
  const slotId = await createSlot(kit.db, brand.id);
  const shopper = await createShopper(kit, brand, [{ product, quantity: 2 }], slotId);
  const moveTo = (point: { lat: number; lng: number } | { lat: null; lng: null }) =>
    kit.db.update(customerAddresses).set(point).where(eq(customerAddresses.id, shopper.addressId));
  return { shopper, body: checkoutBody(shopper, slotId, brand.standardId), moveTo };
}

const answer = (response: { statusCode: number; json: () => unknown }) => [
  response.statusCode,
  (response.json() as { code?: string; field?: string }[])[0],
];

describe('checkout for a brand with a delivery area', () => {
  it('refuses an address outside the area or off the map, and places one inside', async () => {
    const { shopper, body, moveTo } = await areaShopper();
    const quote = () => kit.call('POST', 'Checkout/Quote', { token: shopper.token, body });

    await moveTo(outside);
    for (const response of [await quote(), await place(kit, shopper, body)]) {
      expect(answer(response)).toEqual([
        409,
        expect.objectContaining({ code: 'address_outside_area', field: 'body.addressId' }),
      ]);
    }

    await moveTo({ lat: null, lng: null });
    expect(answer(await quote())).toEqual([
      409,
      expect.objectContaining({ code: 'address_location_missing' }),
    ]);

    await moveTo(inside);
    const quoted = await quote();
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json<CheckoutQuote>().orders).toHaveLength(1);
    const placed = await place(kit, shopper, body);
    expect(placed.statusCode).toBe(200);
    expect(placedOf(placed).orders[0]?.paymentMethod).toBe('cod');
  });
});
