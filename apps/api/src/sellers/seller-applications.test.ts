import {
  MAX_UPLOAD_BYTES,
  type ApiError,
  type SellerApplicationState,
  type SellerDocument,
} from '@shop/core/schemas';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { executable, picture } from '#src/cart/cart-uploads-samples.ts';
import {
  sellerApplicationDocuments,
  sellerApplicationEvents,
  sellerApplications,
} from '#src/db/schema.ts';
import { useCustomerApp } from '#src/test/customer-app.ts';
import { codeOf } from '#src/test/test-mail-server.ts';
import { sellerApplicationLimits } from './seller-applications-routes.ts';
import { removeUnattachedDocuments } from './seller-applications-service.ts';
import {
  newApplication,
  newClient,
  post,
  sendApplication,
  sendDocument,
  uploadDocuments,
} from './seller-applications-test-kit.ts';

// Become Seller's public routes through the whole app, on PGlite and (TEST_DATABASE_URL)
// PostgreSQL, with a real SMTP server: documents, the application, its code, and what a caller
// can and cannot learn from the answers.

const shop = useCustomerApp('catalog');

const rowsOf = (email: string) =>
  shop.db.select().from(sellerApplications).where(eq(sellerApplications.email, email));

const errorsOf = (response: { json: <T>() => T }) => response.json<ApiError[]>();

describe('POST SellerApplication/Document', () => {
  it('keeps a picture re-encoded, unattached, and answers its description', async () => {
    const png = await picture('png');
    const answer = await sendDocument(shop, 'cr_certificate', png, { name: 'my CR.PNG' });
    expect(answer.statusCode, answer.body).toBe(201);
    const document = answer.json<SellerDocument>();
    expect(document).toMatchObject({ kind: 'cr_certificate', contentType: 'image/png' });
    expect(document.fileName).toMatch(/\.png$/);
    const [row] = await shop.db
      .select()
      .from(sellerApplicationDocuments)
      .where(eq(sellerApplicationDocuments.id, document.id));
    expect(row?.applicationId).toBeNull();
    expect(row?.byteSize).toBe(document.byteSize);
    expect((await sharp(Buffer.from(row!.data)).metadata()).format).toBe('png');
  });

  it('refuses a renamed executable (415), a file over the limit (413), a wrong kind (400)', async () => {
    const exe = await sendDocument(shop, 'cr_certificate', executable(), { name: 'cr.pdf' });
    expect(exe.statusCode).toBe(415);
    expect(errorsOf(exe)[0]?.code).toBe('upload_type');
    const large = await sendDocument(shop, 'cr_certificate', Buffer.alloc(MAX_UPLOAD_BYTES + 10));
    expect(large.statusCode).toBe(413);
    const kind = await sendDocument(shop, 'passport', await picture('png'));
    expect(kind.statusCode).toBe(400);
    expect(errorsOf(kind)[0]?.field).toBe('query.kind');
  });

  it('holds a client to its hourly uploads while another client stays open', async () => {
    const from = newClient();
    const png = await picture('png', { width: 4, height: 4 });
    for (let n = 0; n < sellerApplicationLimits.documentsPerClient.max; n += 1) {
      expect((await sendDocument(shop, 'cr_certificate', png, { from })).statusCode).toBe(201);
    }
    expect((await sendDocument(shop, 'cr_certificate', png, { from })).statusCode).toBe(429);
    expect((await sendDocument(shop, 'cr_certificate', png)).statusCode).toBe(201);
  });

  it('removes documents no application took within a day', async () => {
    const { crCertificate } = await uploadDocuments(shop);
    await shop.db
      .update(sellerApplicationDocuments)
      .set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(eq(sellerApplicationDocuments.id, crCertificate));
    expect(await removeUnattachedDocuments(shop.db)).toBeGreaterThanOrEqual(1);
    const left = await shop.db
      .select()
      .from(sellerApplicationDocuments)
      .where(eq(sellerApplicationDocuments.id, crCertificate));
    expect(left).toEqual([]);
  });
});

describe('POST SellerApplication and its code', () => {
  it('mails a code in the applicant’s language; the code moves it to submitted once', async () => {
    const application = await newApplication(shop, { locale: 'ar' });
    const applied = await sendApplication(shop, application);
    expect(applied.statusCode, applied.body).toBe(202);
    const { reference } = applied.json<{ reference: string }>();
    expect(Object.keys(applied.json())).toEqual(['reference']);

    const mail = await shop.mail.next(application.email);
    expect(mail.subject).toBe('رمز طلب البيع في سوق');
    const code = codeOf(mail);
    const [row] = await rowsOf(application.email);
    expect(row).toMatchObject({
      status: 'unconfirmed',
      locale: 'ar',
      crNumber: application.crNumber,
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.codeHash).not.toContain(code);
    const attached = await shop.db
      .select()
      .from(sellerApplicationDocuments)
      .where(eq(sellerApplicationDocuments.applicationId, row!.id));
    expect(attached.map((document) => document.kind).sort()).toEqual([
      'cr_certificate',
      'vat_certificate',
    ]);

    const wrong = await post(shop, `SellerApplication/${reference}/Confirm`, {
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorsOf(wrong)).toMatchObject([{ code: 'invalid_code', field: 'body.code' }]);

    const confirmed = await post(shop, `SellerApplication/${reference}/Confirm`, { code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<SellerApplicationState>()).toEqual({ reference, status: 'submitted' });
    const received = await shop.mail.next(application.email);
    expect(received.subject).toBe('استلمنا طلبك للبيع في سوق');

    // Twice: the same answer, no second history entry or mail.
    const again = await post(shop, `SellerApplication/${reference}/Confirm`, { code });
    expect(again.json<SellerApplicationState>()).toEqual({ reference, status: 'submitted' });
    const events = await shop.db
      .select()
      .from(sellerApplicationEvents)
      .where(eq(sellerApplicationEvents.applicationId, row!.id));
    expect(events.map((event) => event.status)).toEqual(['submitted']);
  });

  it('answers 404 for an unknown reference and a malformed one', async () => {
    const unknown = await post(shop, `SellerApplication/${crypto.randomUUID()}/Confirm`, {
      code: '123456',
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await post(shop, 'SellerApplication/not-a-uuid/Confirm', { code: '123456' });
    expect(malformed.statusCode).toBe(404);
  });

  it('resends a new code (the old one stops working); 202 for any reference', async () => {
    const application = await newApplication(shop);
    const { reference } = (await sendApplication(shop, application)).json<{ reference: string }>();
    const first = codeOf(await shop.mail.next(application.email));
    const resent = await post(shop, `SellerApplication/${reference}/Code`);
    expect(resent.statusCode).toBe(202);
    expect(resent.json()).toEqual({ reference });
    const second = codeOf(await shop.mail.next(application.email));
    if (first !== second) {
      const old = await post(shop, `SellerApplication/${reference}/Confirm`, { code: first });
      expect(old.statusCode).toBe(400);
    }
    const ok = await post(shop, `SellerApplication/${reference}/Confirm`, { code: second });
    expect(ok.statusCode).toBe(200);
    const other = await post(shop, `SellerApplication/${crypto.randomUUID()}/Code`);
    expect(other.statusCode).toBe(202);
  });

  it('kills a code after five wrong tries', async () => {
    const application = await newApplication(shop);
    const { reference } = (await sendApplication(shop, application)).json<{ reference: string }>();
    const code = codeOf(await shop.mail.next(application.email));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let n = 0; n < 5; n += 1) {
      await post(shop, `SellerApplication/${reference}/Confirm`, { code: wrong });
    }
    const right = await post(shop, `SellerApplication/${reference}/Confirm`, { code });
    expect(right.statusCode).toBe(400);
  });

  it('the same e-mail and CR number again is the same application: same answer, one row', async () => {
    const application = await newApplication(shop);
    const first = await sendApplication(shop, application);
    await shop.mail.next(application.email);
    // While unconfirmed: its fields are replaced and a new code goes out.
    const changed = { ...application, displayNameEn: 'Elite Bakery Renamed' };
    const second = await sendApplication(shop, changed);
    expect(second.statusCode).toBe(202);
    expect(second.json()).toEqual(first.json());
    const code = codeOf(await shop.mail.next(application.email));
    expect(await rowsOf(application.email)).toMatchObject([
      { displayNameEn: 'Elite Bakery Renamed' },
    ]);

    const { reference } = first.json<{ reference: string }>();
    await post(shop, `SellerApplication/${reference}/Confirm`, { code });
    await shop.mail.next(application.email);

    // Once submitted: the same 202 and reference, nothing changed, "already applied" mailed.
    const third = await sendApplication(shop, { ...application, displayNameEn: 'Hijacked' });
    expect(third.statusCode).toBe(202);
    expect(third.json()).toEqual({ reference });
    const notice = await shop.mail.next(application.email);
    expect(notice.subject).toBe('You have already applied to sell on Souq');
    expect(notice.text).toContain('received, waiting for review');
    const rows = await rowsOf(application.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ displayNameEn: 'Elite Bakery Renamed', status: 'submitted' });
  });

  it('ten identical applications at once make one application', async () => {
    const application = await newApplication(shop);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => sendApplication(shop, application)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(10).fill(202));
    expect(
      new Set(answers.map((answer) => answer.json<{ reference: string }>().reference)).size,
    ).toBe(1);
    expect(await rowsOf(application.email)).toHaveLength(1);
  });

  it('refuses invalid fields with 400 and their paths, and saves nothing', async () => {
    const application = await newApplication(shop);
    const cases: [Record<string, unknown>, string][] = [
      [{ crNumber: '9123456789' }, 'body.crNumber'],
      [{ vatNumber: '310122393500004' }, 'body.vatNumber'],
      [{ iban: 'SA0480000000608010167519' }, 'body.iban'],
      [
        { documents: { crCertificate: application.documents.crCertificate } },
        'body.documents.vatCertificate',
      ],
      [{ password: 'password' }, 'body.password'],
      [{ activityTypeId: 999_999 }, 'body.activityTypeId'],
      [{ cityIds: [999_999] }, 'body.cityIds'],
      [
        {
          documents: {
            crCertificate: application.documents.vatCertificate,
            vatCertificate: application.documents.crCertificate,
          },
        },
        'body.documents.crCertificate',
      ],
      [
        { documents: { ...application.documents, crCertificate: crypto.randomUUID() } },
        'body.documents.crCertificate',
      ],
    ];
    for (const [change, field] of cases) {
      const answer = await sendApplication(shop, { ...application, ...change });
      expect(answer.statusCode, `${field}: ${answer.body}`).toBe(400);
      expect(errorsOf(answer).map((error) => error.field)).toContain(field);
    }
    expect(await rowsOf(application.email)).toEqual([]);
  });

  it("refuses another applicant's attached document", async () => {
    const first = await newApplication(shop);
    expect((await sendApplication(shop, first)).statusCode).toBe(202);
    await shop.mail.next(first.email);
    const second = await newApplication(shop, {
      documents: { ...(await uploadDocuments(shop)), crCertificate: first.documents.crCertificate },
    });
    const answer = await sendApplication(shop, second);
    expect(answer.statusCode).toBe(400);
    expect(errorsOf(answer)[0]?.field).toBe('body.documents.crCertificate');
    expect(await rowsOf(second.email)).toEqual([]);
    const [document] = await shop.db
      .select({ applicationId: sellerApplicationDocuments.applicationId })
      .from(sellerApplicationDocuments)
      .where(eq(sellerApplicationDocuments.id, second.documents.vatCertificate));
    expect(document?.applicationId).toBeNull();
  });

  it('holds a client to its hourly applications while another client stays open', async () => {
    const from = newClient();
    const bodies = [];
    for (let n = 0; n <= sellerApplicationLimits.applicationsPerClient.max; n += 1) {
      bodies.push(await newApplication(shop));
    }
    for (const body of bodies.slice(0, -1)) {
      expect((await sendApplication(shop, body, from)).statusCode).toBe(202);
    }
    const over = await sendApplication(shop, bodies.at(-1), from);
    expect(over.statusCode).toBe(429);
    expect(errorsOf(over)[0]?.code).toBe('rate_limited');
    expect(over.headers['retry-after']).toBeDefined();
    expect((await sendApplication(shop, bodies.at(-1))).statusCode).toBe(202);
  });

  it('holds one e-mail to its hourly applications, whichever clients send them', async () => {
    const email = `limited.${Date.now()}@example.com`;
    const { max } = sellerApplicationLimits.applicationsPerEmail;
    for (let n = 0; n < max; n += 1) {
      const answer = await sendApplication(shop, await newApplication(shop, { email }));
      expect(answer.statusCode, answer.body).toBe(202);
    }
    const over = await sendApplication(shop, await newApplication(shop, { email }));
    expect(over.statusCode).toBe(429);
    expect(await rowsOf(email)).toHaveLength(max);
  });
});
