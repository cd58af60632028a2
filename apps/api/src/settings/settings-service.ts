import {
  MAINTENANCE_RETRY_AFTER_DEFAULT,
  maintenanceSettingSchema,
  recentPurchasesPopupSettingSchema,
  type PublicSettings,
  type SiteSettings,
  type SiteSettingsPatch,
} from '@shop/core/schemas';
import { inArray, sql } from 'drizzle-orm';
import { changeFeedOf } from '#src/cluster/change-feed.ts';
import type { Database } from '#src/db/database.ts';
import { siteSettings } from '#src/db/schema.ts';
import { clearResponseCaches } from '#src/http/response-cache.ts';
import { recordStaffAction } from '#src/staff/staff-auth.ts';

/**
 * How long a process reuses the settings it read. Every request of a shopper consults them (the
 * maintenance check), so they come from memory; a change is told to every process through the
 * change feed (`settings` topic, forgotten within CHANGE_DELAY_MS), and this lifetime bounds the
 * staleness when the feed is down or absent (tests, tools): a second, as issue 16 asks.
 */
export const SETTINGS_TTL_MS = 1_000;

/** The settings before staff ever change them: the shop open, the popup on. */
export const DEFAULT_SETTINGS: SiteSettings = {
  maintenance: { enabled: false, messageAr: '', messageEn: '', retryAfterSeconds: null },
  recentPurchasesPopup: { enabled: true },
};

const KEYS = ['maintenance', 'recentPurchasesPopup'] as const;
type Key = (typeof KEYS)[number];

interface Kept {
  value: Promise<SiteSettings>;
  until: number;
}
const kept = new WeakMap<Database, Kept>();

/** Reads the rows; a row that no longer fits its schema (an older shape) counts as absent. */
async function readRows(db: Database): Promise<SiteSettings> {
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(inArray(siteSettings.key, [...KEYS]));
  const settings: SiteSettings = structuredClone(DEFAULT_SETTINGS);
  for (const row of rows) {
    if (row.key === 'maintenance') {
      const parsed = maintenanceSettingSchema.safeParse(row.value);
      if (parsed.success) settings.maintenance = parsed.data;
    } else if (row.key === 'recentPurchasesPopup') {
      const parsed = recentPurchasesPopupSettingSchema.safeParse(row.value);
      if (parsed.success) settings.recentPurchasesPopup = parsed.data;
    }
  }
  return settings;
}

/**
 * The site settings, from this process's copy when it is under SETTINGS_TTL_MS old; concurrent
 * callers share one read. A failed read is not kept.
 */
export function readSettings(db: Database): Promise<SiteSettings> {
  const now = Date.now();
  const hit = kept.get(db);
  if (hit && hit.until > now) return hit.value;
  const value = readRows(db);
  const entry = { value, until: now + SETTINGS_TTL_MS };
  kept.set(db, entry);
  value.catch(() => {
    if (kept.get(db) === entry) kept.delete(db);
  });
  return value;
}

/**
 * Forgets this process's copy of the settings and the public answers built with them (the
 * popup's): the change feed's `settings` topic calls it in every process.
 */
export function forgetSettings(db: Database): void {
  kept.delete(db);
  clearResponseCaches(db);
}

/** What a shop front needs of the settings (`GET Settings`). */
export function publicSettings(settings: SiteSettings): PublicSettings {
  return {
    maintenance: {
      enabled: settings.maintenance.enabled,
      messageAr: settings.maintenance.messageAr,
      messageEn: settings.maintenance.messageEn,
      retryAfterSeconds: retryAfterOf(settings),
    },
    recentPurchasesPopup: { enabled: settings.recentPurchasesPopup.enabled },
  };
}

/** Seconds announced in `Retry-After` during maintenance. */
export function retryAfterOf(settings: SiteSettings): number {
  return settings.maintenance.retryAfterSeconds ?? MAINTENANCE_RETRY_AFTER_DEFAULT;
}

/**
 * Writes the settings staff changed (one row per key, upserted) with the audit record in one
 * transaction, then forgets them here and tells every other process. Answers the new settings.
 */
export async function changeSettings(
  db: Database,
  staffId: number,
  patch: SiteSettingsPatch,
): Promise<SiteSettings> {
  const changes = KEYS.flatMap((key: Key) => {
    const value = patch[key];
    return value === undefined ? [] : [{ key, value }];
  });
  if (changes.length > 0) {
    await db.transaction(async (tx) => {
      for (const change of changes) {
        await tx
          .insert(siteSettings)
          .values({ key: change.key, value: change.value, updatedBy: staffId })
          .onConflictDoUpdate({
            target: siteSettings.key,
            set: { value: change.value, updatedBy: staffId, updatedAt: sql`now()` },
          });
        await recordStaffAction(tx, {
          staffId,
          action: `settings.${change.key}`,
          subjectType: 'site_setting',
          subjectId: 0,
          detail: { to: change.value },
        });
      }
    });
    forgetSettings(db);
    void changeFeedOf(db)?.publish('settings');
  }
  return readRows(db);
}
