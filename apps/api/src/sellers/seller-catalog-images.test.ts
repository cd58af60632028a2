import {
  SELLER_PRODUCT_IMAGES_MAX,
  type ProductDetail,
  type SellerProduct,
} from '@shop/core/schemas';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCartApp } from '#src/cart/cart-test-kit.ts';
import {
  executable,
  jpegWithMetadata,
  METADATA_MARKERS,
  picture,
  plainPdf,
  SCRIPTED_SVG,
} from '#src/cart/cart-uploads-samples.ts';
import { customizationOptions, productImages } from '#src/db/schema.ts';
import { storefrontHeaders } from '#src/test/test-app.ts';
import { formOf } from './seller-applications-test-kit.ts';
import {
  createTestSeller,
  productBody,
  sharedCategoryId,
  signInSeller,
  type TestSeller,
} from './seller-test-kit.ts';

// Issue 17: a seller's product pictures (the uploads' rules, kept in the database, served to
// everyone at a random name) and customization options (kept by id across edits).

const kit = useCartApp();
const { call } = kit;

let categoryId: number;
let seller: TestSeller & { token: string };

beforeAll(async () => {
  categoryId = await sharedCategoryId(kit.db);
  const made = await createTestSeller(kit.db);
  seller = { ...made, token: (await signInSeller(call, made)).token };
}, 60_000);

async function newProduct(body: Record<string, unknown> = {}): Promise<SellerProduct> {
  const made = await call('POST', 'Seller/Product', {
    token: seller.token,
    body: { ...productBody(seller.brandId, categoryId, 'Picture Test'), ...body },
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json<SellerProduct>();
}

let clients = 0;
async function sendImage(
  productId: number,
  data: Buffer,
  { token = seller.token, query = '' }: { token?: string; query?: string } = {},
): Promise<LightMyRequestResponse> {
  const { payload, type } = await formOf(data, 'photo.png');
  clients += 1;
  return kit.app.inject({
    method: 'POST',
    url: `/api/Seller/Product/${productId}/Image${query}`,
    headers: { ...storefrontHeaders, authorization: `Bearer ${token}`, 'content-type': type },
    payload,
    remoteAddress: `10.17.0.${clients}`,
  });
}

const media = (url: string) => kit.app.inject({ method: 'GET', url });

describe('pictures', () => {
  it('takes a picture re-encoded without metadata, serves it publicly, and lists it first', async () => {
    const product = await newProduct();
    expect(product.images).toHaveLength(1);
    expect(product.images[0]).toMatchObject({ uploaded: false, altEn: 'Picture Test' });

    const sent = await sendImage(product.id, await jpegWithMetadata(), {
      query: '?altEn=A%20jar%20of%20syrup',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const withPicture = sent.json<SellerProduct>();
    expect(withPicture.images).toHaveLength(1);
    const [image] = withPicture.images;
    expect(image).toMatchObject({ uploaded: true, altEn: 'A jar of syrup', alt: product.name });
    expect(image?.url).toMatch(/^\/media\/products\/[0-9a-f-]{36}\.jpg$/);

    const served = await media(image!.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    const text = served.rawPayload.toString('latin1');
    for (const marker of Object.values(METADATA_MARKERS)) expect(text).not.toContain(marker);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('jpeg');

    const detail = (await call('GET', `Product/${product.slug}`)).json<ProductDetail>();
    expect(JSON.stringify(detail)).toContain(image!.url);

    const removed = await call('DELETE', `Seller/Product/${product.id}/Image/${image!.id}`, {
      token: seller.token,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<SellerProduct>().images).toMatchObject([{ uploaded: false }]);
    expect((await media(image!.url)).statusCode).toBe(404);
  });

  it(`keeps at most ${SELLER_PRODUCT_IMAGES_MAX} pictures a product (409 images_full)`, async () => {
    const product = await newProduct();
    const png = await picture('png');
    for (let index = 0; index < SELLER_PRODUCT_IMAGES_MAX; index += 1) {
      expect((await sendImage(product.id, png)).statusCode).toBe(201);
    }
    const over = await sendImage(product.id, png);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject([{ code: 'images_full', limit: SELLER_PRODUCT_IMAGES_MAX }]);
    const rows = await kit.db
      .select({ id: productImages.id })
      .from(productImages)
      .where(eq(productImages.productId, product.id));
    expect(rows).toHaveLength(SELLER_PRODUCT_IMAGES_MAX);
  });

  it('holds the cap when uploads race', async () => {
    const product = await newProduct();
    const png = await picture('webp');
    const answers = await Promise.all(
      Array.from({ length: SELLER_PRODUCT_IMAGES_MAX + 4 }, () => sendImage(product.id, png)),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(SELLER_PRODUCT_IMAGES_MAX);
    expect(codes.filter((code) => code === 409)).toHaveLength(4);
  });

  it('refuses a PDF, an SVG, an executable, a JSON body and an unbounded alt, keeping nothing', async () => {
    const product = await newProduct();
    for (const [data, status] of [
      [plainPdf(), 415],
      [SCRIPTED_SVG, 415],
      [executable(), 415],
    ] as const) {
      const answer = await sendImage(product.id, data);
      expect(answer.statusCode).toBe(status);
      expect(answer.json()).toMatchObject([{ code: 'upload_type' }]);
    }
    const json = await call('POST', `Seller/Product/${product.id}/Image`, {
      token: seller.token,
      body: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const long = await sendImage(product.id, await picture('png'), {
      query: `?alt=${'x'.repeat(201)}`,
    });
    expect(long.statusCode).toBe(400);
    const rows = await kit.db
      .select({ id: productImages.id })
      .from(productImages)
      .where(eq(productImages.productId, product.id));
    expect(rows).toHaveLength(1);
    expect(
      (await media('/media/products/00000000-0000-4000-8000-000000000000.png')).statusCode,
    ).toBe(404);
  });
});

describe('customization options', () => {
  const options = [
    {
      kind: 'choice',
      name: 'الحجم',
      nameEn: 'Size',
      required: true,
      choices: [
        { name: 'صغير', nameEn: 'Small', priceDelta: 0 },
        { name: 'كبير', nameEn: 'Large', priceDelta: 1500 },
      ],
    },
    { kind: 'text', name: 'الإهداء', nameEn: 'Dedication' },
    { kind: 'file', name: 'صورة', nameEn: 'Photo' },
  ];

  it('are saved on create, shown to shoppers, and kept by id when edited', async () => {
    const product = await newProduct({ customizations: options });
    expect(product.customizations).toMatchObject([
      {
        kind: 'choice',
        nameEn: 'Size',
        required: true,
        choices: [{ nameEn: 'Small' }, { nameEn: 'Large', priceDelta: 1500 }],
      },
      { kind: 'text', nameEn: 'Dedication', required: false, choices: [] },
      { kind: 'file', nameEn: 'Photo', choices: [] },
    ]);
    const detail = (await call('GET', `Product/${product.slug}`)).json<ProductDetail>();
    expect(JSON.stringify(detail)).toContain('Dedication');

    const [size, dedication] = product.customizations;
    const edited = await call('PATCH', `Seller/Product/${product.id}`, {
      token: seller.token,
      body: {
        customizations: [
          {
            id: size!.id,
            kind: 'choice',
            name: 'الحجم',
            nameEn: 'Jar size',
            required: true,
            choices: [
              { id: size!.choices[1]!.id, name: 'كبير', nameEn: 'Large', priceDelta: 2000 },
            ],
          },
          { id: dedication!.id, kind: 'text', name: 'الإهداء', nameEn: 'Note' },
        ],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = edited.json<SellerProduct>().customizations;
    expect(after.map((option) => option.id)).toEqual([size!.id, dedication!.id]);
    expect(after[0]).toMatchObject({
      nameEn: 'Jar size',
      choices: [{ id: size!.choices[1]!.id, priceDelta: 2000 }],
    });
  });

  it('refuses a choice option without choices, choices on a text, too many, or another product’s ids (4xx, nothing changes)', async () => {
    const product = await newProduct({ customizations: options });
    const other = await newProduct({ customizations: options });
    const bodies = [
      [{ kind: 'choice', name: 'أ', nameEn: 'A', choices: [] }],
      [{ kind: 'text', name: 'أ', nameEn: 'A', choices: [{ name: 'ب', nameEn: 'B' }] }],
      Array.from({ length: 11 }, () => ({ kind: 'text', name: 'أ', nameEn: 'A' })),
      [
        {
          kind: 'choice',
          name: 'أ',
          nameEn: 'A',
          choices: Array.from({ length: 21 }, () => ({ name: 'ب', nameEn: 'B' })),
        },
      ],
      [{ kind: 'colour', name: 'أ', nameEn: 'A' }],
      [{ kind: 'text', name: 'أ', nameEn: 'x'.repeat(101) }],
    ];
    for (const customizations of bodies) {
      const answer = await call('PATCH', `Seller/Product/${product.id}`, {
        token: seller.token,
        body: { customizations },
      });
      expect(answer.statusCode).toBe(400);
    }
    const stolen = await call('PATCH', `Seller/Product/${product.id}`, {
      token: seller.token,
      body: {
        customizations: [{ id: other.customizations[1]!.id, kind: 'text', name: 'أ', nameEn: 'A' }],
      },
    });
    expect(stolen.statusCode).toBe(404);
    const rows = await kit.db
      .select({ id: customizationOptions.id })
      .from(customizationOptions)
      .where(eq(customizationOptions.productId, product.id));
    expect(rows).toHaveLength(3);
  });
});
