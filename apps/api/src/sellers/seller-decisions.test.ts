import type {
  ApiError,
  SellerDecisionResult,
  StaffSellerApplication,
  StaffSellerApplicationPage,
} from '@shop/core/schemas';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sellerApplications, sellers, staffActions } from '#src/db/schema.ts';
import { useCustomerApp } from '#src/test/customer-app.ts';
import { signInStaff } from '#src/staff/staff-test-kit.ts';
import {
  newApplication,
  sendApplication,
  submittedApplication,
} from './seller-applications-test-kit.ts';

// Staff's side of Become Seller through the whole app, on PGlite and (TEST_DATABASE_URL)
// PostgreSQL: the list, one application, its documents, and every decision with its mail, its
// audit record and what it does to the seller's store.

const shop = useCustomerApp('catalog');
let supportToken = '';

beforeAll(async () => {
  supportToken = (await signInStaff(shop.db, shop.call, 'support')).token;
}, 60_000);

const asSupport = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  shop.call(method, url, { token: supportToken, ...(body === undefined ? {} : { body }) });

async function idOf(reference: string): Promise<number> {
  const [row] = await shop.db
    .select({ id: sellerApplications.id })
    .from(sellerApplications)
    .where(eq(sellerApplications.reference, reference));
  return row!.id;
}

async function submitted(locale: 'en' | 'ar' = 'en') {
  const { application, reference } = await submittedApplication(shop, { locale });
  return { application, reference, id: await idOf(reference) };
}

const decide = (id: number, decision: string, body?: unknown) =>
  asSupport('POST', `Staff/SellerApplication/${id}/${decision}`, body);

describe('Staff/SellerApplication', () => {
  it('lists a page of one status, newest first', async () => {
    const made = [await submitted(), await submitted(), await submitted()];
    const page = await asSupport('GET', 'Staff/SellerApplication?status=submitted&pageSize=2');
    expect(page.statusCode, page.body).toBe(200);
    const answer = page.json<StaffSellerApplicationPage>();
    expect(answer.items.map((item) => item.id)).toEqual([made[2]!.id, made[1]!.id]);
    expect(answer).toMatchObject({ page: 1, pageSize: 2 });
    expect(answer.total).toBeGreaterThanOrEqual(3);
    const second = await asSupport(
      'GET',
      'Staff/SellerApplication?status=submitted&pageSize=2&page=2',
    );
    expect(second.json<StaffSellerApplicationPage>().items[0]?.id).toBe(made[0]!.id);
    const unconfirmed = await asSupport('GET', 'Staff/SellerApplication?status=unconfirmed');
    const ids = unconfirmed.json<StaffSellerApplicationPage>().items.map((item) => item.id);
    expect(ids).not.toContain(made[0]!.id);
    expect((await asSupport('GET', 'Staff/SellerApplication?status=nope')).statusCode).toBe(400);
    expect((await asSupport('GET', 'Staff/SellerApplication?pageSize=500')).statusCode).toBe(400);
  });

  it('reads one application with documents and history, never its hashes, and flags a duplicate CR', async () => {
    const { id, application } = await submitted();
    const read = await asSupport('GET', `Staff/SellerApplication/${id}`);
    expect(read.statusCode, read.body).toBe(200);
    const detail = read.json<StaffSellerApplication>();
    expect(detail).toMatchObject({
      id,
      status: 'submitted',
      email: application.email,
      crNumber: application.crNumber,
      iban: 'SA0380000000608010167519',
      duplicateCrNumber: false,
      storeSlug: null,
    });
    expect(read.body).not.toMatch(/passwordHash|codeHash|argon2/);
    expect(detail.documents.map((document) => document.kind)).toEqual([
      'cr_certificate',
      'vat_certificate',
    ]);
    expect(detail.events).toMatchObject([{ status: 'submitted', staffId: null }]);
    // What staff may decide now, from the API's one table of moves.
    expect(detail.decisions).toEqual([
      { decision: 'review', reasonRequired: false },
      { decision: 'approve', reasonRequired: false },
      { decision: 'reject', reasonRequired: true },
    ]);

    const same = await newApplication(shop, { crNumber: application.crNumber });
    expect((await sendApplication(shop, same)).statusCode).toBe(202);
    const again = await asSupport('GET', `Staff/SellerApplication/${id}`);
    expect(again.json<StaffSellerApplication>().duplicateCrNumber).toBe(true);
    expect((await asSupport('GET', 'Staff/SellerApplication/999999')).statusCode).toBe(404);
  });

  it('serves a document as a sandboxed attachment', async () => {
    const { id } = await submitted();
    const detail = (
      await asSupport('GET', `Staff/SellerApplication/${id}`)
    ).json<StaffSellerApplication>();
    const png = detail.documents.find((document) => document.kind === 'cr_certificate')!;
    const file = await asSupport('GET', `Staff/SellerApplication/${id}/Document/${png.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename=/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toContain('sandbox');
    expect(file.rawPayload.length).toBe(png.byteSize);
    // Another application's id, an unknown or malformed document: 404.
    const other = await submitted();
    expect(
      (await asSupport('GET', `Staff/SellerApplication/${other.id}/Document/${png.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await asSupport('GET', `Staff/SellerApplication/${id}/Document/${crypto.randomUUID()}`))
        .statusCode,
    ).toBe(404);
    expect((await asSupport('GET', `Staff/SellerApplication/${id}/Document/x`)).statusCode).toBe(
      404,
    );
  });

  it('reviews, rejects with a reason mailed in the applicant’s language, and refuses moves not allowed', async () => {
    const { id, application } = await submitted('ar');
    expect((await decide(id, 'Reinstate', { reason: 'x' })).statusCode).toBe(409);
    const reviewed = await decide(id, 'Review');
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect(reviewed.json<SellerDecisionResult>()).toMatchObject({ status: 'under_review' });
    const twice = await decide(id, 'Review');
    expect(twice.statusCode).toBe(409);
    expect(twice.json<ApiError[]>()).toMatchObject([{ code: 'invalid_transition' }]);

    const noReason = await decide(id, 'Reject', {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json<ApiError[]>()[0]?.field).toBe('body.reason');
    expect((await decide(id, 'Reject', { reason: '   ' })).statusCode).toBe(400);
    expect((await decide(id, 'Reject', { reason: 'x'.repeat(501) })).statusCode).toBe(400);

    const rejected = await decide(id, 'Reject', { reason: 'السجل التجاري منتهي' });
    expect(rejected.json<SellerDecisionResult>()).toMatchObject({
      status: 'rejected',
      storeSlug: null,
    });
    const mail = await shop.mail.next(application.email);
    expect(mail.subject).toBe('لم تتم الموافقة على طلبك للبيع في سوق');
    expect(mail.text).toContain('السجل التجاري منتهي');
    for (const decision of ['Review', 'Approve', 'Suspend']) {
      const refused = await decide(id, decision, { reason: 'again' });
      expect(refused.statusCode, decision).toBe(409);
    }
    const detail = (
      await asSupport('GET', `Staff/SellerApplication/${id}`)
    ).json<StaffSellerApplication>();
    expect(detail.events.map((event) => event.status)).toEqual([
      'submitted',
      'under_review',
      'rejected',
    ]);
    expect(detail.statusReason).toBe('السجل التجاري منتهي');
    const audit = await shop.db
      .select()
      .from(staffActions)
      .where(
        and(eq(staffActions.subjectType, 'seller_application'), eq(staffActions.subjectId, id)),
      );
    expect(audit.map((row) => row.action)).toEqual([
      'seller_application.review',
      'seller_application.reject',
    ]);
  });

  it('approval opens the store; suspension hides it, reinstatement brings it back', async () => {
    const { id, application } = await submitted('en');
    const approved = await decide(id, 'Approve');
    expect(approved.statusCode, approved.body).toBe(200);
    const { storeSlug } = approved.json<SellerDecisionResult>();
    expect(storeSlug).toBeTruthy();
    const mail = await shop.mail.next(application.email);
    expect(mail.subject).toBe('Your store on Souq is open');
    expect(mail.text).toContain(application.displayNameEn);
    expect(mail.text).toContain('password you chose');

    expect((await shop.call('GET', `Store/${storeSlug}`)).statusCode).toBe(200);
    const listed = async () => {
      for (let page = 1; page < 20; page += 1) {
        const answer = (await shop.call('GET', `Store?pageSize=48&page=${page}`)).json<{
          items: { slug: string }[];
          totalPages: number;
        }>();
        if (answer.items.some((store) => store.slug === storeSlug)) return true;
        if (page >= answer.totalPages) return false;
      }
      return false;
    };
    expect(await listed()).toBe(true);

    expect((await decide(id, 'Suspend', {})).statusCode).toBe(400);
    const suspended = await decide(id, 'Suspend', { reason: 'Counterfeit goods reported' });
    expect(suspended.json<SellerDecisionResult>()).toMatchObject({
      status: 'suspended',
      storeSlug,
    });
    expect((await shop.mail.next(application.email)).text).toContain('Counterfeit goods reported');
    expect((await shop.call('GET', `Store/${storeSlug}`)).statusCode).toBe(404);
    expect(await listed()).toBe(false);
    expect((await decide(id, 'Suspend', { reason: 'again' })).statusCode).toBe(409);

    const reinstated = await decide(id, 'Reinstate', { reason: 'Documents checked' });
    expect(reinstated.json<SellerDecisionResult>()).toMatchObject({ status: 'approved' });
    const back = await shop.mail.next(application.email);
    expect(back.subject).toBe('Your store on Souq is open again');
    expect(back.text).toContain('Documents checked');
    expect((await shop.call('GET', `Store/${storeSlug}`)).statusCode).toBe(200);
    expect((await decide(id, 'Approve')).statusCode).toBe(409);
  });

  it('twenty approvals at once open one seller', async () => {
    const { id, application } = await submitted('ar');
    const answers = await Promise.all(Array.from({ length: 20 }, () => decide(id, 'Approve')));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(19).fill(409)]);
    const made = await shop.db.select().from(sellers).where(eq(sellers.applicationId, id));
    expect(made).toHaveLength(1);
    const mail = await shop.mail.next(application.email);
    expect(mail.subject).toBe('متجرك في سوق مفتوح');
    expect(mail.text).toContain(application.displayName);
  });

  it('refuses to open a second seller with the same e-mail', async () => {
    const first = await submitted();
    expect((await decide(first.id, 'Approve')).statusCode).toBe(200);
    await shop.mail.next(first.application.email);
    const { reference } = await submittedApplication(shop, { email: first.application.email });
    const second = await decide(await idOf(reference), 'Approve');
    expect(second.statusCode).toBe(409);
    expect(second.json<ApiError[]>()).toMatchObject([{ code: 'seller_email_taken' }]);
  });

  it('answers 403 to a customer and to a moderator on every staff route', async () => {
    const { id } = await submitted();
    const customer = await shop.signUp();
    const moderator = (await signInStaff(shop.db, shop.call, 'moderator')).token;
    const routes: ['GET' | 'POST', string, unknown?][] = [
      ['GET', 'Staff/SellerApplication'],
      ['GET', `Staff/SellerApplication/${id}`],
      ['GET', `Staff/SellerApplication/${id}/Document/${crypto.randomUUID()}`],
      ['POST', `Staff/SellerApplication/${id}/Review`],
      ['POST', `Staff/SellerApplication/${id}/Approve`],
      ['POST', `Staff/SellerApplication/${id}/Reject`, { reason: 'r' }],
      ['POST', `Staff/SellerApplication/${id}/Suspend`, { reason: 'r' }],
      ['POST', `Staff/SellerApplication/${id}/Reinstate`, { reason: 'r' }],
    ];
    for (const [method, url, body] of routes) {
      for (const token of [customer.token, moderator]) {
        const answer = await shop.call(method, url, { token, ...(body ? { body } : {}) });
        expect(answer.statusCode, `${method} ${url}`).toBe(403);
      }
      expect((await shop.call(method, url, body ? { body } : {})).statusCode).toBe(401);
    }
    const [row] = await shop.db
      .select({ status: sellerApplications.status })
      .from(sellerApplications)
      .where(eq(sellerApplications.id, id));
    expect(row?.status).toBe('submitted');
  });
});
