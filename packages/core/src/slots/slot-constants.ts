// The shop's days as slots and picking lists use them (issue 17), without zod: what the back
// office's first load needs (the schemas stay in slot-staff-schemas.ts).

export const SLOT_PAGE_SIZE = 50;

/** The shop's clock: Riyadh, UTC+3 all year (no daylight saving), as the checkout's slots. */
export const STORE_UTC_OFFSET_HOURS = 3;

/** The instants [from, to) of the shop's day `day` (YYYY-MM-DD), or null for no such day. */
export function storeDayBounds(day: string): { from: string; to: string } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const midnight = Date.UTC(year, month, date);
  const check = new Date(midnight);
  if (year < 2000 || year > 2100 || check.getUTCMonth() !== month || check.getUTCDate() !== date) {
    return null;
  }
  const from = midnight - STORE_UTC_OFFSET_HOURS * 3_600_000;
  return {
    from: new Date(from).toISOString(),
    to: new Date(from + 86_400_000).toISOString(),
  };
}

/** The shop's day of an instant (YYYY-MM-DD). */
export function storeDayOf(at: Date): string {
  return new Date(at.getTime() + STORE_UTC_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);
}
