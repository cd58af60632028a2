// The signed-in shopper the benchmark's account pages and invoice are measured as (issue 15):
// made like the checkout page's shopper (a verified customer, an address, a basket meeting the
// brand's minimum), whose basket is then placed as a cash-on-delivery order through the running
// API, as a shopper's checkout places it, and delivered (a status move straight in the catalog's
// database, as staff would make it; the timeline row is the trigger's). Its pages then have an
// order, its invoice and its timeline to show.
import { openCatalog } from '@shop/bench/catalog-db';
import { PUBLIC_KEY } from '@shop/bench/sample';
import { prepareCheckoutShopper } from './checkout-shopper.mjs';

const SHOPPER = { email: 'bench-account-pages@example.com', phone: '500000002' };

async function call(apiUrl, token, method, path, body, headers = {}) {
  const answer = await fetch(new URL(path, apiUrl), {
    method,
    headers: {
      'X-Public-Key': PUBLIC_KEY,
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await answer.text();
  if (!answer.ok)
    throw new Error(`${method} ${path} answered ${answer.status}: ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : null;
}

/**
 * `{ cookies, localStorage, orderId }` of a shopper with one delivered order, or
 * `{ unavailable }`. `apiUrl` is the running API's `/api/` base.
 */
export async function prepareAccountShopper(catalogEnv, apiUrl) {
  const shopper = await prepareCheckoutShopper(catalogEnv, SHOPPER);
  if (shopper.unavailable) return shopper;
  const { token, addressId } = shopper;
  try {
    const options = await call(apiUrl, token, 'GET', 'Checkout/Options');
    const slot = options.slots.find((candidate) => !candidate.full);
    const speed = options.deliverySpeeds[0];
    if (!slot || !speed) return { unavailable: 'no free delivery slot or speed' };
    await call(apiUrl, token, 'POST', 'Checkout/Hold', { slotId: slot.id });
    const placed = await call(
      apiUrl,
      token,
      'POST',
      'Checkout/Place',
      { addressId, slotId: slot.id, deliverySpeedId: speed.id, paymentMethod: 'cod' },
      { 'Idempotency-Key': `bench-account-pages-${Date.now()}` },
    );
    const orderId = placed.orders[0].id;
    const db = await openCatalog(catalogEnv);
    try {
      for (const status of ['preparing', 'out_for_delivery', 'delivered']) {
        await db.query(`update orders set status = $2, updated_at = now() where id = $1`, [
          orderId,
          status,
        ]);
      }
      await db.query(`update orders set payment_status = 'paid' where id = $1`, [orderId]);
    } finally {
      await db.close();
    }
    return { cookies: shopper.cookies, localStorage: shopper.localStorage, orderId };
  } catch (error) {
    return { unavailable: `no delivered order: ${error.message.split('\n')[0]}` };
  }
}
