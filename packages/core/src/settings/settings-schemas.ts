import { z } from 'zod';
import {
  MAINTENANCE_MESSAGE_MAX,
  MAINTENANCE_RETRY_AFTER_MAX,
} from '#settings/settings-constants.ts';

// Site settings (issue 16): maintenance mode (R2.54) and the recently-purchased popup (R2.89),
// shared by every API process through the `site_settings` table, changed by staff (admin).

export {
  MAINTENANCE_MESSAGE_MAX,
  MAINTENANCE_RETRY_AFTER_DEFAULT,
  MAINTENANCE_RETRY_AFTER_MAX,
} from '#settings/settings-constants.ts';

export const maintenanceSettingSchema = z
  .object({
    enabled: z.boolean(),
    /** Shown on the Maintenance screen instead of its default text; empty: the default. */
    messageAr: z.string().trim().max(MAINTENANCE_MESSAGE_MAX).default(''),
    messageEn: z.string().trim().max(MAINTENANCE_MESSAGE_MAX).default(''),
    /** Seconds announced in `Retry-After`; null: the default. */
    retryAfterSeconds: z
      .number()
      .int()
      .min(1)
      .max(MAINTENANCE_RETRY_AFTER_MAX)
      .nullable()
      .default(null),
  })
  .strict();
export type MaintenanceSetting = z.infer<typeof maintenanceSettingSchema>;

export const recentPurchasesPopupSettingSchema = z.object({ enabled: z.boolean() }).strict();
export type RecentPurchasesPopupSetting = z.infer<typeof recentPurchasesPopupSettingSchema>;

/** Every site setting, as staff read them. */
export const siteSettingsSchema = z.object({
  maintenance: maintenanceSettingSchema,
  recentPurchasesPopup: recentPurchasesPopupSettingSchema,
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** `PUT Staff/Settings`: the settings to change (the others stay). */
export const siteSettingsPatchSchema = z
  .object({
    maintenance: maintenanceSettingSchema.optional(),
    recentPurchasesPopup: recentPurchasesPopupSettingSchema.optional(),
  })
  .strict();
export type SiteSettingsPatch = z.infer<typeof siteSettingsPatchSchema>;

/** `GET Settings`: only what a shop front needs. */
export const publicSettingsSchema = z.object({
  maintenance: z.object({
    enabled: z.boolean(),
    messageAr: z.string(),
    messageEn: z.string(),
    retryAfterSeconds: z.number().int(),
  }),
  recentPurchasesPopup: z.object({ enabled: z.boolean() }),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

// ── Recently-purchased popup (R2.89) ───────────────────────────────────────────────────────

/** Orders older than this are not shown. */
export const RECENT_PURCHASE_WINDOW_HOURS = 48;
/** With fewer orders than this in the window the popup shows nothing (never invented). */
export const RECENT_PURCHASE_MIN_ORDERS = 3;
/** The most items one answer holds. */
export const RECENT_PURCHASE_LIMIT_MAX = 20;

const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

/** `GET RecentPurchase`: one brand or one city, never both nor neither. */
export const recentPurchaseQuerySchema = z
  .object({
    brandId: positiveId.optional(),
    cityId: positiveId.optional(),
    limit: z.coerce.number().int().min(1).max(RECENT_PURCHASE_LIMIT_MAX).default(10),
  })
  .strict()
  .refine((query) => (query.brandId === undefined) !== (query.cityId === undefined), {
    message: 'Give brandId or cityId',
    path: ['brandId'],
  });
export type RecentPurchaseQuery = z.infer<typeof recentPurchaseQuerySchema>;

/** One recent purchase: the product, where and how long ago; nothing about who. */
export const recentPurchaseSchema = z
  .object({
    productId: z.number().int(),
    productName: z.string(),
    productNameEn: z.string(),
    productSlug: z.string(),
    productImage: z.string().nullable(),
    cityName: z.string(),
    cityNameEn: z.string(),
    minutesAgo: z.number().int().min(0),
  })
  .strict();
export type RecentPurchase = z.infer<typeof recentPurchaseSchema>;

export const recentPurchaseListSchema = z.object({ items: z.array(recentPurchaseSchema) });
export type RecentPurchaseList = z.infer<typeof recentPurchaseListSchema>;
