import {
  MAX_STAFF_ORDER_SEARCH_LENGTH,
  orderStatuses,
  paymentStatuses,
  staffOrderSorts,
  type StaffOrderListQuery,
} from '@shop/core/staff';

/** Orders per page of the board. */
export const BOARD_PAGE_SIZE = 20;

/** How often an open board asks for new orders (ms): a new order shows within this. */
export const BOARD_POLL_MS = 10_000;

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/** The page a list's address asks for: a whole number from 1, else the first. */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/**
 * The board's filters from its address (the URL is their state: a link opens the same board).
 * Anything the API would refuse is left out instead of breaking the page.
 */
export function boardQueryOf(params: URLSearchParams): StaffOrderListQuery & { page: number } {
  const status = params.get('status');
  const paymentStatus = params.get('paymentStatus');
  const q = params.get('q')?.trim().slice(0, MAX_STAFF_ORDER_SEARCH_LENGTH);
  const brandId = idOf(params.get('brandId'));
  const slotId = idOf(params.get('slotId'));
  const sort = params.get('sort');
  return {
    page: pageOf(params),
    pageSize: BOARD_PAGE_SIZE,
    ...(isOneOf(orderStatuses, status) ? { status } : {}),
    ...(isOneOf(paymentStatuses, paymentStatus) ? { paymentStatus } : {}),
    ...(q ? { q } : {}),
    ...(brandId ? { brandId } : {}),
    ...(slotId ? { slotId } : {}),
    sort: isOneOf(staffOrderSorts, sort) ? sort : 'placed_desc',
  };
}

/** A database id from the address (a positive 32-bit integer), or undefined. */
function idOf(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
}
