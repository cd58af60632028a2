/** How many payments "Pay in 4" splits a price into (spec §1, R1.15). */
export const PAY_IN_FOUR_PAYMENTS = 4;
/** Weeks between two payments. */
export const PAY_IN_FOUR_WEEKS_APART = 2;

/**
 * Splits an amount in minor units into four whole payments that add up to it exactly: the
 * leftover minor units go one each to the first payments (1001 → 251, 250, 250, 250; 1003 →
 * 251, 251, 251, 250), so the first payment is the largest. A negative or fractional amount is
 * taken as its whole, non-negative part.
 */
export function splitInFour(amount: number): [number, number, number, number] {
  const whole = Number.isFinite(amount) ? Math.max(0, Math.trunc(amount)) : 0;
  const base = Math.floor(whole / PAY_IN_FOUR_PAYMENTS);
  const rest = whole - base * PAY_IN_FOUR_PAYMENTS;
  const payment = (index: number) => base + (index < rest ? 1 : 0);
  return [payment(0), payment(1), payment(2), payment(3)];
}
