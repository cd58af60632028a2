// Limits of the staff order board and its moves, without zod (the back office's screens use them).

/** Longest note staff may keep with a move (in the audit record). */
export const MAX_STAFF_NOTE_LENGTH = 500;

/** Longest search of the staff order board: an order number or a phone number. */
export const MAX_STAFF_ORDER_SEARCH_LENGTH = 40;

/** What staff actions are done to (`staff_actions.subject_type`), for searching the record. */
export const staffActionSubjects = [
  'order',
  'refund',
  'review',
  'question',
  'complaint',
  'seller_application',
  'seller',
  'product',
  'contact_message',
  'site_setting',
  'blog_post',
  'blog_category',
  'content_page',
  'faq',
  'faq_topic',
  'collection',
  'coupon',
  'delivery_slot',
] as const;

/**
 * How the order board sorts (`GET Staff/Order?sort=`): by when the order was placed or by its
 * total, either way; newest first by default. Ties go by the order's id the same way.
 */
export const staffOrderSorts = ['placed_desc', 'placed_asc', 'total_desc', 'total_asc'] as const;
export type StaffOrderSort = (typeof staffOrderSorts)[number];
