import { MAX_PUSH_REGISTRATIONS, type ApiError, type NotificationPage } from '@shop/core/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { pushRegistrations } from '#src/db/schema.ts';
import { useCustomerApp, type SignedUp } from '#src/test/customer-app.ts';
import { usePushEndpoint } from '#src/test/push-endpoint.ts';

// A push service slower than this is given up on (the default is 5 s).
const endpoint = usePushEndpoint({ timeoutMs: 1_000 });
// The same kind of server on a host the API is not configured to send to.
const outsider = usePushEndpoint({ allowed: false });
const customerApp = useCustomerApp('empty', { push: endpoint.settings });
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

  it('drops a registration the push service says is gone (404 or 410)', async () => {
    for (const gone of [endpoint.subscribe(410), endpoint.subscribe(404)]) {
      await call('POST', 'PushRegistration', { token: b.token, body: gone });
    }
    const first = await call('POST', 'PushRegistration/Test', { token: b.token });
    expect(first.json()).toEqual({ sent: 0, failed: 0, skipped: 0, removed: 2 });
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

  describe('endpoints (no SSRF)', () => {
    const keys = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };
    it.each([
      'https://169.254.169.254/latest/meta-data/push',
      'https://10.0.0.5/push/1',
      'https://localhost/push/1',
      'https://internal.souq.example/push/1',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://user:secret@fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/fcm/send/abc',
      'https://evilpush.apple.com/3/device/abc',
      'https://push.apple.com.evil.example/3/device/abc',
      'https://web.push.apple.com:444/3/device/abc',
      'ftp://updates.push.services.mozilla.com/wpush/v2/abc',
    ])('refuses %s with a translated 400', async (url) => {
      const response = await call('POST', 'PushRegistration', {
        token: a.token,
        body: { kind: 'webpush', endpoint: url, keys },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiError[]>()).toEqual([
        expect.objectContaining({ code: 'push_endpoint_not_allowed', field: 'body.endpoint' }),
      ]);
    });

    it('refuses a local endpoint unless PUSH_ENDPOINT_HOSTS names it', async () => {
      const response = await call('POST', 'PushRegistration', {
        token: a.token,
        body: outsider.subscribe(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiError[]>()[0]?.code).toBe('push_endpoint_not_allowed');
    });

    it.each([
      'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABc',
      'https://web.push.apple.com/QGq1RXB8dW',
      'https://wns2-by3p.notify.windows.com/w/?token=BQYAAAB',
      'https://FCM.googleapis.com:443/fcm/send/upper-and-port',
    ])('accepts the push service endpoint %s', async (url) => {
      const c = await customerApp.signUp();
      const response = await call('POST', 'PushRegistration', {
        token: c.token,
        body: { kind: 'webpush', endpoint: url, keys },
      });
      expect(response.statusCode).toBe(201);
    });

    it('never sends to a stored endpoint that is not on a push service, and drops it', async () => {
      // Stored before the allow-list existed.
      const c = await customerApp.signUp();
      const [customer] = await customerApp.db.query.customers.findMany({
        where: (customers, { eq }) => eq(customers.email, c.email),
      });
      const old = outsider.subscribe();
      await customerApp.db.insert(pushRegistrations).values({
        customerId: customer!.id,
        kind: 'webpush',
        endpoint: old.endpoint,
        p256dh: old.keys.p256dh,
        auth: old.keys.auth,
      });
      const sent = await call('POST', 'PushRegistration/Test', { token: c.token });
      expect(sent.json()).toEqual({ sent: 0, failed: 0, skipped: 0, removed: 1 });
      expect(outsider.received).toHaveLength(0);
      const again = await call('POST', 'PushRegistration/Test', { token: c.token });
      expect(again.json()).toMatchObject({ removed: 0 });
    });

    it('follows no redirect from a push service', async () => {
      const c = await customerApp.signUp();
      const target = endpoint.subscribe();
      for (const status of [301, 307, 308]) {
        await call('POST', 'PushRegistration', {
          token: c.token,
          body: endpoint.subscribe(status, target.endpoint),
        });
      }
      const before = endpoint.received.length;
      const sent = await call('POST', 'PushRegistration/Test', { token: c.token });
      expect(sent.json()).toEqual({ sent: 0, failed: 3, skipped: 0, removed: 0 });
      expect(endpoint.received.slice(before)).toHaveLength(0);
    });

    it('gives up on a push service that does not answer (the test send still answers)', async () => {
      const c = await customerApp.signUp();
      await call('POST', 'PushRegistration', { token: c.token, body: endpoint.subscribe(0) });
      await call('POST', 'PushRegistration', { token: c.token, body: endpoint.subscribe() });
      const sent = await call('POST', 'PushRegistration/Test', { token: c.token });
      expect(sent.json()).toEqual({ sent: 1, failed: 1, skipped: 0, removed: 0 });
    });
  });

  describe(`at most ${MAX_PUSH_REGISTRATIONS} registrations a customer`, () => {
    const pushesTo = (paths: Set<string>, since: number) =>
      endpoint.received.slice(since).filter((push) => paths.has(push.path)).length;

    it('a new registration replaces the one registered longest ago', async () => {
      const c = await customerApp.signUp();
      const subscriptions = Array.from({ length: MAX_PUSH_REGISTRATIONS + 2 }, () =>
        endpoint.subscribe(),
      );
      for (const subscription of subscriptions) {
        const response = await call('POST', 'PushRegistration', {
          token: c.token,
          body: subscription,
        });
        expect(response.statusCode).toBe(201);
      }
      // Registering the first one's browser again makes it the newest; the second and third go.
      expect(
        (await call('POST', 'PushRegistration', { token: c.token, body: subscriptions[0] }))
          .statusCode,
      ).toBe(201);
      const before = endpoint.received.length;
      const sent = await call('POST', 'PushRegistration/Test', { token: c.token });
      expect(sent.json()).toEqual({
        sent: MAX_PUSH_REGISTRATIONS,
        failed: 0,
        skipped: 0,
        removed: 0,
      });
      const pathOf = (s: { endpoint: string }) => new URL(s.endpoint).pathname;
      expect(pushesTo(new Set([subscriptions[1]!, subscriptions[2]!].map(pathOf)), before)).toBe(0);
      expect(
        pushesTo(new Set([subscriptions[0]!, ...subscriptions.slice(3)].map(pathOf)), before),
      ).toBe(MAX_PUSH_REGISTRATIONS);
    });

    it('holds the cap when registrations race', async () => {
      const c = await customerApp.signUp();
      for (let i = 0; i < MAX_PUSH_REGISTRATIONS - 2; i += 1) {
        await call('POST', 'PushRegistration', { token: c.token, body: endpoint.subscribe() });
      }
      const racing = Array.from({ length: 8 }, () => endpoint.subscribe());
      const answers = await Promise.all(
        racing.map((body) => call('POST', 'PushRegistration', { token: c.token, body })),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(racing.map(() => 201));
      const sent = await call('POST', 'PushRegistration/Test', { token: c.token });
      expect(sent.json()).toMatchObject({ sent: MAX_PUSH_REGISTRATIONS, failed: 0 });
    });
  });
});
