import type { BackOfficeSession } from '@shop/core/staff';

// What each role's screens are, to show only those (the API refuses the rest anyway: these
// lists never grant anything, they only spare a person links that would answer 403).

/** The screens of the back office's navigation. */
export type Screen =
  | 'orders'
  | 'refunds'
  | 'reviews'
  | 'questions'
  | 'sellers'
  | 'messages'
  | 'settings'
  | 'audit'
  | 'products'
  | 'product-approvals'
  | 'seller-orders'
  | 'store'
  | 'statements'
  | 'content'
  | 'coupons'
  | 'slots'
  | 'seller-slots'
  | 'picking';

// Content (blog posts, FAQs, pages) is written by admin and moderators, as the API allows
// (`contentEditors` in apps/api/src/content/content-routes.ts): what shoppers read is
// moderation's work; support answers people and has no content screens.
const staffScreens: Record<'admin' | 'support' | 'moderator', readonly Screen[]> = {
  admin: [
    'orders',
    'picking',
    'slots',
    'refunds',
    'reviews',
    'questions',
    'product-approvals',
    'sellers',
    'coupons',
    'messages',
    'content',
    'settings',
    'audit',
  ],
  support: ['orders', 'picking', 'slots', 'refunds', 'questions', 'sellers', 'messages'],
  moderator: ['reviews', 'questions', 'product-approvals', 'content'],
};

const sellerScreens: readonly Screen[] = [
  'products',
  'seller-orders',
  'picking',
  'seller-slots',
  'store',
  'statements',
];

/** The screens `session` may open, in navigation order. */
export function screensOf(session: BackOfficeSession): readonly Screen[] {
  return session.kind === 'staff' ? staffScreens[session.role] : sellerScreens;
}

/** The navigation text of a screen (`backoffice:shell.*`). */
export function screenLabel(screen: Screen): string {
  if (screen === 'seller-orders') return 'shell.sellerOrders';
  if (screen === 'seller-slots') return 'shell.sellerSlots';
  if (screen === 'product-approvals') return 'shell.productApprovals';
  return `shell.${screen}`;
}

/** The role's name in the texts (`backoffice:shell.role.*`). */
export function roleOf(session: BackOfficeSession): 'admin' | 'support' | 'moderator' | 'seller' {
  return session.kind === 'staff' ? session.role : 'seller';
}

/** Whether the session's role may set a seller's auto-approval of new products (admins). */
export function maySetAutoApproval(session: BackOfficeSession | null): boolean {
  return session?.kind === 'staff' && session.role === 'admin';
}

/** Whether the session's role may reject a question (moderators; support staff only answer). */
export function mayRejectQuestions(session: BackOfficeSession): boolean {
  return session.kind === 'staff' && session.role !== 'support';
}
