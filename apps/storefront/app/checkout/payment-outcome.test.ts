import { describe, expect, it } from 'vitest';
import { outcomeOf } from './payment-outcome';

describe('what a return from the payment provider says', () => {
  it('a waiting order was aborted (R8.06) or declined (R8.07), and can be paid again', () => {
    expect(outcomeOf('awaiting_payment', true)).toBe('cancelled');
    expect(outcomeOf('awaiting_payment', false)).toBe('failed');
  });

  it('a failed or cancelled order is "Order failed" (R8.08), whichever the return', () => {
    for (const aborted of [true, false]) {
      expect(outcomeOf('payment_failed', aborted)).toBe('orderFailed');
      expect(outcomeOf('cancelled', aborted)).toBe('orderFailed');
    }
  });

  it('an order the API confirmed meanwhile is a success', () => {
    for (const status of ['placed', 'preparing', 'out_for_delivery', 'delivered'] as const)
      expect(outcomeOf(status, false)).toBe('success');
  });
});
