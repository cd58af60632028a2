// Test helpers of the seller application routes (not a test file itself): documents uploaded as a
// browser sends them, a valid application, and one applied and confirmed through its mailed code.
import type { SellerApplicationRequest, SellerDocument } from '@shop/core/schemas';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { picture, plainPdf } from '#src/cart/cart-uploads-samples.ts';
import { activityTypes, cities } from '#src/db/schema.ts';
import type { useCustomerApp } from '#src/test/customer-app.ts';
import { storefrontHeaders } from '#src/test/test-app.ts';
import { codeOf } from '#src/test/test-mail-server.ts';

type Shop = ReturnType<typeof useCustomerApp>;

let clients = 0;
/** A client address no other test uses (so one test's rate limits never reach another). */
export function newClient(): string {
  clients += 1;
  return `10.16.${clients >> 8}.${clients & 255}`;
}

let made = 0;
/** A unique, valid 10-digit CR number. */
export function newCrNumber(): string {
  made += 1;
  return `10${String(Date.now() % 1e5).padStart(5, '0')}${String(made).padStart(3, '0')}`;
}

/** The multipart body a browser's FormData makes, and its Content-Type with the boundary. */
export async function formOf(data: Buffer, name = 'certificate.png', field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([data], { type: 'application/octet-stream' }), name);
  const request = new Request('http://shop.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    type: request.headers.get('content-type') ?? '',
  };
}

/** `POST SellerApplication/Document?kind=` with `data` as the file. */
export async function sendDocument(
  shop: Shop,
  kind: string,
  data: Buffer,
  { name = 'certificate.png', from = newClient() }: { name?: string; from?: string } = {},
): Promise<LightMyRequestResponse> {
  const { payload, type } = await formOf(data, name);
  return shop.app.inject({
    method: 'POST',
    url: `/api/SellerApplication/Document?kind=${kind}`,
    headers: { ...storefrontHeaders, 'content-type': type },
    payload,
    remoteAddress: from,
  });
}

/** Both documents of an application, uploaded (a PNG and a PDF). */
export async function uploadDocuments(shop: Shop) {
  const cr = await sendDocument(shop, 'cr_certificate', await picture('png'));
  const vat = await sendDocument(shop, 'vat_certificate', plainPdf(), { name: 'vat.pdf' });
  expect(cr.statusCode, cr.body).toBe(201);
  expect(vat.statusCode, vat.body).toBe(201);
  return {
    crCertificate: cr.json<SellerDocument>().id,
    vatCertificate: vat.json<SellerDocument>().id,
  };
}

/** A valid application of a new business (its own e-mail and CR number), documents uploaded. */
export async function newApplication(
  shop: Shop,
  overrides: Partial<SellerApplicationRequest> = {},
): Promise<SellerApplicationRequest> {
  const [activity] = await shop.db.select({ id: activityTypes.id }).from(activityTypes).limit(1);
  const someCities = await shop.db.select({ id: cities.id }).from(cities).limit(2);
  made += 1;
  const unique = `${Date.now().toString(36)}${made}`;
  return {
    legalName: 'مخبز النخبة للتجارة',
    legalNameEn: `Elite Bakery Trading ${unique}`,
    displayName: 'مخبز النخبة',
    displayNameEn: `Elite Bakery ${unique}`,
    crNumber: newCrNumber(),
    vatNumber: '310122393500003',
    activityTypeId: activity!.id,
    cityIds: someCities.map((city) => city.id),
    contactName: 'Sara Alharbi',
    phoneCode: '966',
    phone: '512345678',
    email: `seller.${unique}@example.com`,
    description: 'Fresh bread and pastries every morning.',
    iban: 'SA03 8000 0000 6080 1016 7519',
    bankName: 'Al Rajhi Bank',
    accountHolder: 'Elite Bakery Trading',
    password: 'bread every morning 42',
    locale: 'en',
    documents: await uploadDocuments(shop),
    ...overrides,
  };
}

/** `POST SellerApplication` from `from`. */
export function sendApplication(
  shop: Shop,
  body: unknown,
  from = newClient(),
): Promise<LightMyRequestResponse> {
  return shop.app.inject({
    method: 'POST',
    url: '/api/SellerApplication',
    headers: { ...storefrontHeaders, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
    remoteAddress: from,
  });
}

/** `POST` to a path of the API as a client of its own, JSON body. */
export function post(shop: Shop, url: string, body: unknown = {}, from = newClient()) {
  return shop.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: { ...storefrontHeaders, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
    remoteAddress: from,
  });
}

/** A new application applied for and confirmed with its mailed code: answers it and its reference. */
export async function submittedApplication(
  shop: Shop,
  overrides: Partial<SellerApplicationRequest> = {},
) {
  const application = await newApplication(shop, overrides);
  const applied = await sendApplication(shop, application);
  expect(applied.statusCode, applied.body).toBe(202);
  const { reference } = applied.json<{ reference: string }>();
  const code = codeOf(await shop.mail.next(application.email));
  const confirmed = await post(shop, `SellerApplication/${reference}/Confirm`, { code });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  await shop.mail.next(application.email); // "we received your application"
  return { application, reference };
}
