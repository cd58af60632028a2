import type { Address, NotificationPage, ProductDetail, ProductPage } from '@shop/core/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCustomerApp, type SignedUp } from '#src/test/customer-app.ts';
import { usePushEndpoint } from '#src/test/push-endpoint.ts';

// Customer B and an anonymous caller try every id customer A owns, on every account route:
// nothing of A's may show, change or disappear.

const endpoint = usePushEndpoint();
const customerApp = useCustomerApp('catalog', { push: endpoint.settings });
const { call } = customerApp;

const address = {
  title: 'Home',
  streetAddress: 'Olaya Street 1',
  countryId: 1,
  stateId: 1,
  subCityId: 1,
  postalCode: '11564',
  phone: '512345678',
};
const listUrl = 'CustomerAddress?countryId=1&stateId=1&cityId=1';

let a: SignedUp;
let b: SignedUp;
let owned: {
  addressId: number;
  productId: number;
  notificationId: number;
  subscription: ReturnType<typeof endpoint.subscribe>;
};

async function snapshotOfA() {
  const [addresses, favorites, compare, notifications] = await Promise.all([
    call('GET', listUrl, { token: a.token }).then((r) => r.json<Address[]>()),
    call('GET', 'Favorite', { token: a.token }).then((r) => r.json<ProductPage>().items),
    call('GET', 'Compare', { token: a.token }).then((r) => r.json<ProductDetail[]>()),
    call('GET', 'Notification', { token: a.token }).then((r) => r.json<NotificationPage>().items),
  ]);
  return {
    addresses: addresses.map((item) => item.id),
    favorites: favorites.map((item) => item.id),
    compare: compare.map((item) => item.id),
    notifications: notifications.map((item) => [item.id, item.readAt]),
  };
}

beforeAll(async () => {
  a = await customerApp.signUp();
  b = await customerApp.signUp();
  const addressId = (
    await call('POST', 'CustomerAddress', { token: a.token, body: address })
  ).json<Address>().id;
  const productId = 1;
  await call('POST', 'Favorite', { token: a.token, body: { productId } });
  await call('POST', 'Compare', { token: a.token, body: { productId } });
  const subscription = endpoint.subscribe();
  await call('POST', 'PushRegistration', { token: a.token, body: subscription });
  // The test send stores a notification of A's.
  await call('POST', 'PushRegistration/Test', { token: a.token });
  const [notification] = (
    await call('GET', 'Notification', { token: a.token })
  ).json<NotificationPage>().items;
  owned = { addressId, productId, notificationId: notification!.id, subscription };
});

describe('customer-owned data', () => {
  it('leaks nothing to another customer or an anonymous caller', async () => {
    const before = await snapshotOfA();
    const pushesBefore = endpoint.received.length;
    expect(before.addresses).toHaveLength(1);
    expect(before.favorites).toHaveLength(1);
    expect(before.compare).toHaveLength(1);
    expect(before.notifications).toHaveLength(1);

    const attempts: [string, string, unknown][] = [
      ['GET', listUrl, undefined],
      ['DELETE', `CustomerAddress?addressId=${owned.addressId}`, undefined],
      ['POST', 'CustomerAddress', { ...address, id: owned.addressId, title: 'Mallory' }],
      ['GET', 'Favorite', undefined],
      ['DELETE', `Favorite?productId=${owned.productId}`, undefined],
      ['GET', 'Compare', undefined],
      ['DELETE', `Compare?productId=${owned.productId}`, undefined],
      ['GET', 'Notification', undefined],
      ['GET', 'Notification/UnreadCount', undefined],
      ['POST', `Notification/${owned.notificationId}/Read`, undefined],
      ['DELETE', 'PushRegistration', owned.subscription],
      ['POST', 'PushRegistration/Test', undefined],
      ['PUT', 'Customer/Profile', { name: 'Mallory', phoneCode: '966', phone: '599999999' }],
      ['POST', 'Customer/SignOut', undefined],
    ];
    const leaks: string[] = [];
    for (const [method, url, body] of attempts) {
      const anonymous = await call(method as 'GET', url, { body });
      if (anonymous.statusCode !== 401)
        leaks.push(`anonymous ${method} ${url}: ${anonymous.statusCode}`);
    }
    for (const [method, url, body] of attempts.slice(0, -2)) {
      const response = await call(method as 'GET', url, { token: b.token, body });
      const text = response.body;
      const showsA =
        (url === listUrl && text.includes(`"id":${owned.addressId}`)) ||
        (url === 'Compare' && text !== '[]') ||
        (url === 'Favorite' && !text.includes('"items":[]')) ||
        (url === 'Notification' && text.includes(`"id":${owned.notificationId},`));
      if (showsA) leaks.push(`B ${method} ${url} shows A's data`);
      const owning =
        url.startsWith('CustomerAddress?addressId') ||
        (url === 'CustomerAddress' && method === 'POST') ||
        url.endsWith('/Read') ||
        (url === 'PushRegistration' && method === 'DELETE');
      if (owning && response.statusCode !== 404) {
        leaks.push(`B ${method} ${url}: ${response.statusCode}`);
      }
    }
    const pushes = endpoint.received.length - pushesBefore;
    expect(leaks).toEqual([]);
    // B's test push reached none of A's browsers; A's data is as it was.
    expect(pushes).toBe(0);
    expect(await snapshotOfA()).toEqual(before);
    expect((await call('POST', 'PushRegistration/Test', { token: a.token })).json()).toMatchObject({
      sent: 1,
    });
  });
});
