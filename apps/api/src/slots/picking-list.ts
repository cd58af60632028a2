import type {
  CartLineOption,
  PickingList,
  PickingOption,
  PickingProduct,
} from '@shop/core/schemas';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import { brands, customers, orderLines, orders, products } from '#src/db/schema.ts';
import { readSlot, type SlotScope } from './slots-service.ts';

// A slot's picking list (issue 17): what the packers take off the shelves for the slot's orders
// still to prepare. One read of the orders and one of their lines; the sums are made here.

/** The order statuses whose goods are still to be picked. */
export const toPrepare = ['placed', 'preparing'] as const;

/** Dry goods first, cold last (picked last so they stay cold). */
const storageOrder = { dry: 0, cold: 1 } as const;

function pickingOption(option: CartLineOption): PickingOption {
  return {
    name: option.name,
    nameEn: option.nameEn,
    ...(option.choice
      ? { choice: { name: option.choice.name, nameEn: option.choice.nameEn } }
      : {}),
    ...(option.text !== undefined ? { text: option.text } : {}),
    ...(option.file ? { fileName: option.file.fileName } : {}),
  };
}

/**
 * The picking list of the scope's slot (404 otherwise): its orders placed or preparing, and
 * their products summed (SKU, names, storage, units, the customized units per order), sorted
 * for picking: storage (dry, then cold), then English name, then SKU.
 */
export async function readPickingList(
  db: Database,
  scope: SlotScope,
  slotId: number,
): Promise<PickingList> {
  const slot = await readSlot(db, scope, slotId);
  const [brand] = await db
    .select({ id: brands.id, name: brands.name, nameEn: brands.nameEn })
    .from(brands)
    .where(eq(brands.id, slot.brandId));
  if (!brand) throw new Error(`readPickingList: slot ${slotId} has no brand`);
  const ofSlot = and(eq(orders.slotId, slotId), inArray(orders.status, [...toPrepare]));
  const orderRows = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      storage: orders.storage,
      customerName: customers.name,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(ofSlot)
    .orderBy(asc(orders.id));
  const lines = await db
    .select({
      orderId: orderLines.orderId,
      orderNumber: orders.number,
      productId: products.id,
      sku: products.sku,
      name: products.name,
      nameEn: products.nameEn,
      storage: products.storage,
      quantity: orderLines.quantity,
      customization: orderLines.customization,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(ofSlot)
    .orderBy(asc(orderLines.orderId), asc(orderLines.id));

  const units = new Map<number, number>();
  const byProduct = new Map<number, PickingProduct>();
  for (const line of lines) {
    units.set(line.orderId, (units.get(line.orderId) ?? 0) + line.quantity);
    let product = byProduct.get(line.productId);
    if (!product) {
      product = {
        productId: line.productId,
        sku: line.sku,
        name: line.name,
        nameEn: line.nameEn,
        storage: line.storage,
        quantity: 0,
        customized: [],
      };
      byProduct.set(line.productId, product);
    }
    product.quantity += line.quantity;
    const options = (line.customization as CartLineOption[]).map(pickingOption);
    if (options.length > 0) {
      product.customized.push({ orderNumber: line.orderNumber, quantity: line.quantity, options });
    }
  }
  const sorted = [...byProduct.values()].sort(
    (a, b) =>
      storageOrder[a.storage] - storageOrder[b.storage] ||
      a.nameEn.localeCompare(b.nameEn, 'en') ||
      a.sku.localeCompare(b.sku, 'en'),
  );
  return {
    slot,
    brand,
    orders: orderRows.map((order) => ({ ...order, units: units.get(order.id) ?? 0 })),
    products: sorted,
  };
}
