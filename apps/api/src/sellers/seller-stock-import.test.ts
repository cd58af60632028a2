import type { SellerProduct, SellerStockAnswer, StockPreview } from '@shop/core/schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCartApp } from '#src/cart/cart-test-kit.ts';
import { products } from '#src/db/schema.ts';
import {
  createSellerWorld,
  productBody,
  sharedCategoryId,
  type SellerWorld,
} from './seller-test-kit.ts';

// A seller's stock import (issue 17): the preview says what each row would change and why a
// row cannot be applied, changing nothing; the changes are applied with `POST Seller/Stock`.

const kit = useCartApp();
const { call } = kit;

let a: SellerWorld;
let b: SellerWorld;
let second: SellerProduct;

const stockOf = async (id: number) =>
  (
    await kit.db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, id))
  )[0]?.stock;

const preview = (token: string, rows: { sku: string; stock: string }[]) =>
  call('POST', 'Seller/Stock/Preview', { token, body: { rows } });

beforeAll(async () => {
  const categoryId = await sharedCategoryId(kit.db);
  a = await createSellerWorld(kit, categoryId);
  b = await createSellerWorld(kit, categoryId);
  const created = await call('POST', 'Seller/Product', {
    token: a.token,
    body: productBody(a.brandId, categoryId, 'Tahini 250 g'),
  });
  second = created.json<SellerProduct>();
});

describe('POST Seller/Stock/Preview', () => {
  it('answers every row’s change or error in the file’s order and changes nothing', async () => {
    const before = [await stockOf(a.product.id), await stockOf(second.id)];
    const answer = await preview(a.token, [
      { sku: ` ${a.product.sku} `, stock: '٧٥' },
      { sku: second.sku, stock: String(second.stockQuantity) },
      { sku: 'NO-SUCH-SKU', stock: '3' },
      { sku: '', stock: '3' },
    ]);
    expect(answer.statusCode).toBe(200);
    const body = answer.json<StockPreview>();
    const current = a.product.stockQuantity - 1; // one unit went to the world's order
    expect(body).toEqual({
      rows: [
        {
          index: 0,
          sku: a.product.sku,
          status: 'change',
          product: {
            id: a.product.id,
            name: a.product.name,
            nameEn: a.product.nameEn,
            stockQuantity: current,
          },
          newStock: 75,
        },
        {
          index: 1,
          sku: second.sku,
          status: 'same',
          product: {
            id: second.id,
            name: second.name,
            nameEn: second.nameEn,
            stockQuantity: second.stockQuantity,
          },
          newStock: second.stockQuantity,
        },
        { index: 2, sku: 'NO-SUCH-SKU', status: 'error', error: 'unknown_sku' },
        { index: 3, sku: '', status: 'error', error: 'unknown_sku' },
      ],
      changes: 1,
      unchanged: 1,
      errors: 2,
    });
    expect([await stockOf(a.product.id), await stockOf(second.id)]).toEqual(before);
  });

  it('names each bad stock: not a whole number, negative, above the maximum, a duplicate SKU', async () => {
    const body = (
      await preview(a.token, [
        { sku: a.product.sku, stock: '2.5' },
        { sku: second.sku, stock: '-1' },
        { sku: second.sku, stock: '4' },
        { sku: a.product.sku.toLowerCase(), stock: '1000001' },
      ])
    ).json<StockPreview>();
    expect(body.rows.map((row) => row.error)).toEqual([
      'not_whole_number',
      'duplicate_sku',
      'duplicate_sku',
      'unknown_sku',
    ]);
    const above = (
      await preview(a.token, [{ sku: a.product.sku, stock: '1000001' }])
    ).json<StockPreview>();
    expect(above.rows[0]).toMatchObject({ status: 'error', error: 'above_max' });
    const negative = (
      await preview(a.token, [{ sku: second.sku, stock: '-1' }])
    ).json<StockPreview>();
    expect(negative.rows[0]).toMatchObject({ status: 'error', error: 'negative' });
    expect(body).toMatchObject({ changes: 0, unchanged: 0, errors: 4 });
  });

  it('applies the previewed changes through POST Seller/Stock, the bad rows left out', async () => {
    const body = (
      await preview(a.token, [
        { sku: a.product.sku, stock: '12' },
        { sku: second.sku, stock: 'ten' },
      ])
    ).json<StockPreview>();
    const items = body.rows.flatMap((row) =>
      row.status === 'change' && row.product && row.newStock !== undefined
        ? [{ productId: row.product.id, stockQuantity: row.newStock }]
        : [],
    );
    const applied = await call('POST', 'Seller/Stock', { token: a.token, body: { items } });
    expect(applied.json<SellerStockAnswer>().items).toEqual([
      { productId: a.product.id, stockQuantity: 12 },
    ]);
    expect(await stockOf(a.product.id)).toBe(12);
    expect(await stockOf(second.id)).toBe(second.stockQuantity);
  });
});

describe('abuse', () => {
  it('reports another store’s SKU as unknown, revealing nothing of it, and changes nothing', async () => {
    const before = await stockOf(b.product.id);
    const answer = await preview(a.token, [{ sku: b.product.sku, stock: '0' }]);
    expect(answer.json<StockPreview>().rows).toEqual([
      { index: 0, sku: b.product.sku, status: 'error', error: 'unknown_sku' },
    ]);
    expect(answer.body).not.toContain(b.product.nameEn);
    expect(await stockOf(b.product.id)).toBe(before);
  });

  it('refuses a malformed or oversized body (400), and every other role', async () => {
    const row = { sku: a.product.sku, stock: '1' };
    const bad = [
      { rows: [] },
      { rows: Array.from({ length: 1001 }, () => row) },
      { rows: [{ sku: 'x'.repeat(101), stock: '1' }] },
      { rows: [{ sku: 'A', stock: '1'.repeat(33) }] },
      { rows: [{ ...row, extra: true }] },
      { rows: [{ sku: 'A', stock: 1 }] },
      { rows: [{ sku: 'A\u0000', stock: '1' }] },
    ];
    for (const body of bad) {
      const answer = await call('POST', 'Seller/Stock/Preview', { token: a.token, body });
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await call('POST', 'Seller/Stock/Preview', { body: { rows: [row] } })).statusCode).toBe(
      401,
    );
  });
});
