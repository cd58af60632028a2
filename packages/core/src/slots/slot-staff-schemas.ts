import { z } from 'zod';
import { storageKinds } from '#catalog/catalog-constants.ts';
import { pageSchema } from '#catalog/catalog-schemas.ts';
import { orderStatuses } from '#checkout/checkout-schemas.ts';
import { sellerSlotSchema } from '#sellers/seller-role-schemas.ts';
import { storeDayBounds } from '#slots/slot-constants.ts';

// Delivery slots and picking lists as staff run them (issue 17): `Staff/Slot…`,
// `Staff/PickingList` and the seller's `Seller/PickingList`. A slot answers as a seller's does
// (`SellerSlot`: capacity, places held and booked, closed or not), so one screen shows both.

export * from '#slots/slot-constants.ts';

/** A calendar day of the shop, `2026-03-14`. */
export const storeDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((day) => storeDayBounds(day) !== null, 'backoffice:validation.invalidDate');

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** `GET Staff/Slot?brandId=&date=&page=`: the brand's slots of the shop's day, by start. */
export const staffSlotListQuerySchema = z.strictObject({
  brandId: id,
  date: storeDaySchema,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type StaffSlotListQuery = { brandId: number; date: string; page?: number };

/** A slot as staff and sellers see it. */
export const staffSlotSchema = sellerSlotSchema;
export type StaffSlot = z.infer<typeof staffSlotSchema>;
export const staffSlotPageSchema = pageSchema(staffSlotSchema);
export type StaffSlotPage = z.infer<typeof staffSlotPageSchema>;

/** `GET Staff/PickingList?slotId=` (and `Seller/PickingList?slotId=`). */
export const pickingListQuerySchema = z.strictObject({ slotId: id });

/** An order's answer to one customization option, as the picker reads it. */
export const pickingOptionSchema = z.object({
  name: z.string(),
  nameEn: z.string(),
  /** The choice's names, the text typed, or the file's name. */
  choice: z.object({ name: z.string(), nameEn: z.string() }).optional(),
  text: z.string().optional(),
  fileName: z.string().optional(),
});
export type PickingOption = z.infer<typeof pickingOptionSchema>;

/** One product to pick, summed across the slot's orders to prepare. */
export const pickingProductSchema = z.object({
  productId: z.number().int(),
  sku: z.string(),
  name: z.string(),
  nameEn: z.string(),
  storage: z.enum(storageKinds),
  quantity: z.number().int().positive(),
  /** The units with customizations, per order (those without are in `quantity` only). */
  customized: z.array(
    z.object({
      orderNumber: z.string(),
      quantity: z.number().int().positive(),
      options: z.array(pickingOptionSchema),
    }),
  ),
});
export type PickingProduct = z.infer<typeof pickingProductSchema>;

/**
 * A slot's picking list: its orders to prepare (placed or preparing) and their products summed,
 * sorted for picking: dry first, then cold (picked last, so it stays cold), each by name.
 */
export const pickingListSchema = z.object({
  slot: staffSlotSchema,
  brand: z.object({ id: z.number().int(), name: z.string(), nameEn: z.string() }),
  orders: z.array(
    z.object({
      id: z.number().int(),
      number: z.string(),
      status: z.enum(orderStatuses),
      storage: z.enum(storageKinds),
      customerName: z.string(),
      units: z.number().int().nonnegative(),
    }),
  ),
  products: z.array(pickingProductSchema),
});
export type PickingList = z.infer<typeof pickingListSchema>;
