// The four-eyes rule of refunds (issue 17): a refund above a configurable amount is approved by
// two staff members, one after the other. The first approval is kept on the request (who, how
// much, when) and changes nothing else; another member's approval of that amount approves it.

/** Minor units above which a refund needs a second staff member's approval: SAR 500. */
export const DEFAULT_REFUND_SECOND_APPROVAL_ABOVE = 50_000;
