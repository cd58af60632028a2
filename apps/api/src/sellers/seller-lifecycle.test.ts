import type { SellerMe, SellerSession } from '@shop/core/schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { sellerApplications } from '#src/db/schema.ts';
import { signInStaff } from '#src/staff/staff-test-kit.ts';
import { useCustomerApp } from '#src/test/customer-app.ts';
import { submittedApplication } from './seller-applications-test-kit.ts';

// The seller role from Become Seller on, all through the API: the applicant's password signs
// the approved seller in, and staff's suspension and reinstatement close and reopen `Seller/*`.

const shop = useCustomerApp('catalog');
let supportToken = '';

beforeAll(async () => {
  supportToken = (await signInStaff(shop.db, shop.call, 'support')).token;
});

const decide = (id: number, decision: string, body?: unknown) =>
  shop.call('POST', `Staff/SellerApplication/${id}/${decision}`, {
    token: supportToken,
    ...(body === undefined ? {} : { body }),
  });

it('opens Seller/* to the approved applicant, closes it on suspension, reopens it on reinstatement', async () => {
  const { application, reference } = await submittedApplication(shop);
  const login = () =>
    shop.call('POST', 'Seller/Login', {
      body: { email: application.email, password: application.password },
    });
  // Not a seller before approval: the same 401 as a stranger.
  expect((await login()).statusCode).toBe(401);
  const [row] = await shop.db
    .select({ id: sellerApplications.id })
    .from(sellerApplications)
    .where(eq(sellerApplications.reference, reference));
  const id = row!.id;
  expect((await decide(id, 'Review')).statusCode).toBe(200);
  const approved = await decide(id, 'Approve');
  expect(approved.statusCode, approved.body).toBe(200);

  const signedIn = await login();
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const session = signedIn.json<SellerSession>();
  expect(session).toMatchObject({
    email: application.email,
    locale: 'en',
    store: {
      slug: approved.json<{ storeSlug: string }>().storeSlug,
      nameEn: application.displayNameEn,
      status: 'active',
    },
  });
  expect(session.brands).toHaveLength(1);
  const me = () => shop.call('GET', 'Seller/Me', { token: session.token });
  expect((await me()).statusCode).toBe(200);

  expect((await decide(id, 'Suspend', { reason: 'Documents expired' })).statusCode).toBe(200);
  const suspended = await me();
  expect(suspended.statusCode).toBe(403);
  expect(suspended.json()).toMatchObject([{ code: 'seller_suspended' }]);
  expect((await login()).json()).toMatchObject([{ code: 'seller_suspended' }]);

  expect((await decide(id, 'Reinstate', { reason: 'Documents renewed' })).statusCode).toBe(200);
  expect((await me()).json<SellerMe>().store.status).toBe('active');
});
