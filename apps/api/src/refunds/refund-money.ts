import { pointsEarned } from '#src/ledgers/ledgers.ts';

// The money of refunds (issue 15), in one module, in minor units. Decisions:
// - What a line's units are worth is what was paid for them: the line's total less its share of
//   the coupon discount (shares proportional to the lines' totals, largest remainder, so they
//   add up to the discount exactly), spread over its units so that all units together come to
//   exactly that (unit k of n is worth ⌊net·k/n⌋ − ⌊net·(k−1)/n⌋).
// - The delivery fee comes back with the request that takes the order's last units.
// - So what an order's refunds ask for can never exceed what was paid for it:
//   subtotal + delivery fee − discount = what the method, the wallet and the points paid.
// - An approved amount goes back first as what the payment method paid (to the request's
//   destination), then as what the wallet paid (to the wallet), then as points (to the
//   points): cumulatively over the order's approved refunds, so no part ever exceeds what it
//   paid. Money paid comes back as money before points do.
// - The points the order earned on delivery are taken back in proportion to the money refunded
//   (as far as the balance allows: a balance never goes below zero).

/** ⌊a·b/c⌋ for non-negative integers, exact beyond 2^53. */
export function mulDiv(a: number, b: number, c: number): number {
  return Number((BigInt(a) * BigInt(b)) / BigInt(c));
}

export interface MoneyLine {
  id: number;
  quantity: number;
  lineTotal: number;
}

/** Each line's share of `discount`, by line id: proportional to its total, adding up exactly. */
export function discountShares(lines: readonly MoneyLine[], discount: number): Map<number, number> {
  const base = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const shares = new Map(lines.map((line) => [line.id, 0]));
  if (discount <= 0 || base <= 0) return shares;
  const capped = Math.min(discount, base);
  const parts = lines.map((line) => {
    const exact = BigInt(capped) * BigInt(line.lineTotal);
    return {
      id: line.id,
      share: Number(exact / BigInt(base)),
      remainder: exact % BigInt(base),
    };
  });
  let left = capped - parts.reduce((sum, part) => sum + part.share, 0);
  const byRemainder = [...parts].sort((a, b) =>
    a.remainder === b.remainder ? a.id - b.id : a.remainder > b.remainder ? -1 : 1,
  );
  for (const part of byRemainder) {
    if (left === 0) break;
    part.share += 1;
    left -= 1;
  }
  for (const part of parts) shares.set(part.id, part.share);
  return shares;
}

/** What units `from + 1 … from + count` of a line worth `net` over `quantity` units come to. */
export function unitsAmount(net: number, quantity: number, from: number, count: number): number {
  return mulDiv(net, from + count, quantity) - mulDiv(net, from, quantity);
}

/** What an order's means of payment paid: the method (`total`), the wallet and the points. */
export interface OrderPayments {
  total: number;
  wallet: number;
  points: number;
}

export interface RefundParts {
  /** To the request's destination (wallet, original payment or payout). */
  destination: number;
  /** Back to the wallet (what the wallet paid). */
  wallet: number;
  /** Back to the points, in points (what the points paid; one point is one minor unit). */
  points: number;
}

/** How much of the `cumulative` refunded so far each means of payment has given back. */
function cumulativeParts(paid: OrderPayments, cumulative: number): RefundParts {
  const destination = Math.min(cumulative, paid.total);
  const wallet = Math.min(Math.max(cumulative - paid.total, 0), paid.wallet);
  return { destination, wallet, points: cumulative - destination - wallet };
}

/**
 * The parts of `amount` approved after `before` was approved already on the same order: the
 * method's part first, then the wallet's, then the points' (see the decisions above).
 */
export function refundParts(paid: OrderPayments, before: number, amount: number): RefundParts {
  const earlier = cumulativeParts(paid, before);
  const now = cumulativeParts(paid, before + amount);
  return {
    destination: now.destination - earlier.destination,
    wallet: now.wallet - earlier.wallet,
    points: now.points - earlier.points,
  };
}

/**
 * Points to take back when `amount` is approved after `before`: the order earned
 * `pointsEarned(total + wallet)` on delivery, and loses them as that money is refunded.
 */
export function pointsToTakeBack(
  paid: OrderPayments,
  earned: number,
  before: number,
  amount: number,
): number {
  const money = (cumulative: number) => {
    const parts = cumulativeParts(paid, cumulative);
    return Math.min(earned, pointsEarned(parts.destination + parts.wallet));
  };
  return money(before + amount) - money(before);
}
