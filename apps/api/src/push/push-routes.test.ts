import type { ApiError, NotificationPage } from '@shop/core/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCustomerApp, type SignedUp } from '#src/test/customer-app.ts';
import { usePushEndpoint } from '#src/test/push-endpoint.ts';

const endpoint = usePushEndpoint();
const customerApp = useCustomerApp('empty', { push: { agent: endpoint.agent } });
const { call } = customerApp;

let a: SignedUp;
let b: SignedUp;
beforeAll(async () => {
  a = await customerApp.signUp();
  b = await customerApp.signUp();
});

describe('PushRegistration', () => {
  it('answers the VAPID public key browsers subscribe with', async () => {
    const response = await call('GET', 'PushRegistration/PublicKey');
    expect(response.statusCode).toBe(200);
    const { publicKey } = response.json<{ publicKey: string }>();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    // Kept: the same key on the next call and for another app on the database.
    expect((await call('GET', 'PushRegistration/PublicKey')).json()).toEqual({ publicKey });
  });

  it('sends an encrypted test push that reaches the endpoint, and stores the notification', async () => {
    const subscription = endpoint.subscribe();
    const registered = await call('POST', 'PushRegistration', {
      token: a.token,
      body: subscription,
    });
    expect(registered.statusCode).toBe(201);
    const { id } = registered.json<{ id: number }>();
    // Registering again keeps the one registration.
    const again = await call('POST', 'PushRegistration', { token: a.token, body: subscription });
    expect(again.json()).toEqual({ id });
    const fcm = await call('POST', 'PushRegistration', {
      token: a.token,
      body: { kind: 'fcm', token: 'fcm-token-of-a-browser-1234567890' },
    });
    expect(fcm.statusCode).toBe(201);

    const sent = await call('POST', 'PushRegistration/Test', { token: a.token });
    expect(sent.statusCode).toBe(200);
    // FCM without FIREBASE_SERVICE_ACCOUNT: skipped.
    expect(sent.json()).toEqual({ sent: 1, failed: 0, skipped: 1, removed: 0 });

    const [push] = endpoint.received.splice(0);
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    // Signed with the key browsers subscribe with, for the endpoint's origin, for at most 24 h.
    const { publicKey } = (await call('GET', 'PushRegistration/PublicKey')).json<{
      publicKey: string;
    }>();
    expect(push?.vapid).toMatchObject({
      signatureValid: true,
      publicKey,
      claims: { aud: new URL(subscription.endpoint).origin },
    });
    expect(push!.vapid!.claims.exp! * 1000).toBeGreaterThan(Date.now());
    expect(push!.vapid!.claims.exp! * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
    expect(Number(push?.headers.ttl)).toBeGreaterThan(0);
    expect(JSON.parse(push!.payload)).toMatchObject({
      titleEn: 'Test notification',
      title: 'إشعار تجريبي',
    });

    const notifications = (
      await call('GET', 'Notification', { token: a.token })
    ).json<NotificationPage>().items;
    expect(notifications[0]?.nameEn).toBe('Test notification');
  });

  it('drops a registration the push service says is gone', async () => {
    const gone = endpoint.subscribe(410);
    await call('POST', 'PushRegistration', { token: b.token, body: gone });
    const first = await call('POST', 'PushRegistration/Test', { token: b.token });
    expect(first.json()).toEqual({ sent: 0, failed: 0, skipped: 0, removed: 1 });
    const second = await call('POST', 'PushRegistration/Test', { token: b.token });
    expect(second.json()).toEqual({ sent: 0, failed: 0, skipped: 0, removed: 0 });
  });

  it('deletes only the caller’s own registration', async () => {
    const subscription = endpoint.subscribe();
    await call('POST', 'PushRegistration', { token: a.token, body: subscription });
    const byB = await call('DELETE', 'PushRegistration', { token: b.token, body: subscription });
    expect(byB.statusCode).toBe(404);
    expect(byB.json<ApiError[]>()[0]).toMatchObject({ code: 'not_found' });
    const anonymous = await call('DELETE', 'PushRegistration', { body: subscription });
    expect(anonymous.statusCode).toBe(401);
    expect((await call('POST', 'PushRegistration', { body: subscription })).statusCode).toBe(401);
    expect((await call('POST', 'PushRegistration/Test')).statusCode).toBe(401);

    const byA = await call('DELETE', 'PushRegistration', { token: a.token, body: subscription });
    expect(byA.statusCode).toBe(204);
    expect(
      (await call('DELETE', 'PushRegistration', { token: a.token, body: subscription })).statusCode,
    ).toBe(404);
  });

  it.each([
    { kind: 'apns', token: 'x'.repeat(20) },
    { kind: 'fcm', token: 'short' },
    {
      kind: 'webpush',
      endpoint: 'not a url',
      keys: { p256dh: 'x'.repeat(20), auth: 'y'.repeat(10) },
    },
    { kind: 'webpush', endpoint: 'https://push.example/1' },
    '{"kind":',
  ])('refuses %j with 400', async (body) => {
    const response = await call('POST', 'PushRegistration', { token: a.token, body });
    expect(response.statusCode).toBe(400);
  });
});
