// Plain values of complaints, apart from the zod schemas, for code that shows them without zod.

/** What a shopper may complain about (labels: `feedback:complaint.reasons.<reason>`). */
export const complaintReasons = [
  'late_delivery',
  'missing_items',
  'damaged_items',
  'wrong_items',
  'poor_quality',
  'other',
] as const;
export type ComplaintReason = (typeof complaintReasons)[number];
