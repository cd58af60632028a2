// The back office's state and calls (issue 17): who is signed in (staff or seller), and the
// staff and seller endpoints, injected into the one store API. A shop front never imports this.
export * from '#staff/back-office-session.ts';
export * from '#staff/staff-api.ts';
export * from '#checkout/order-constants.ts';
export * from '#staff/staff-constants.ts';
export * from '#refunds/refunds-staff-api.ts';
export * from '#refunds/refund-constants.ts';
export * from '#reviews/reviews-staff-api.ts';
export * from '#reviews/review-constants.ts';
export * from '#questions/questions-staff-api.ts';
export * from '#questions/question-constants.ts';
export * from '#sellers/seller-applications-staff-api.ts';
export * from '#contact/contact-staff-api.ts';
export {
  CONTACT_HANDLED_NOTE_MAX,
  contactMessageFilters,
  type ContactMessageFilter,
} from '#contact/contact-constants.ts';
export * from '#settings/settings-staff-api.ts';
export * from '#settings/settings-constants.ts';
export * from '#sellers/seller-api.ts';
export * from '#coupons/coupons-staff-api.ts';
export * from '#slots/slots-staff-api.ts';
export {
  COUPON_AMOUNT_MAX,
  COUPON_CODE_MAX,
  COUPON_NAME_MAX,
  COUPON_PAGE_SIZE,
  COUPON_USES_MAX,
  couponKinds,
  couponStatuses,
  couponTermsIssues,
  type CouponKind,
  type CouponStatus,
} from '#coupons/coupon-constants.ts';
export type {
  CouponCreate,
  CouponRedemption,
  CouponTerms,
  CouponUpdate,
  StaffCoupon,
  StaffCouponDetail,
  StaffCouponListQuery,
} from '#coupons/coupon-staff-schemas.ts';
export { storeDayBounds, storeDayOf } from '#slots/slot-constants.ts';
export type { PickingList, PickingProduct, StaffSlot } from '#slots/slot-staff-schemas.ts';
export * from '#sellers/product-approvals-staff-api.ts';
export {
  SELLER_DECISION_REASON_MAX,
  SELLER_DESCRIPTION_MAX,
  SELLER_NAME_MAX,
  SELLER_STOCK_MAX,
  SELLER_PRODUCT_IMAGES_MAX,
  SELLER_CUSTOMIZATIONS_MAX,
  SELLER_CHOICES_MAX,
  customizationKinds,
  productApprovalStatuses,
  productImageTypes,
  sellerApplicationStatuses,
  type CustomizationKind,
  type ProductApprovalStatus,
  type SellerApplicationStatus,
} from '#sellers/seller-constants.ts';
export type * from '#staff/staff-schemas.ts';
export type {
  StaffOrder,
  StaffOrderListQuery,
  StaffOrderPage,
  StaffOrderTarget,
} from '#orders/order-schemas.ts';
export { SELLER_SLOT_CAPACITY_MAX, SELLER_SLOT_MAX_HOURS } from '#sellers/seller-constants.ts';
export type {
  SellerCustomization,
  SellerCustomizationInput,
  SellerOrder,
  SellerProduct,
  SellerProductCreate,
  SellerProductImage,
  SellerProductUpdate,
  SellerSession,
  StaffProduct,
  StaffProductPage,
  SellerStore,
  SellerStoreUpdate,
} from '#sellers/seller-role-schemas.ts';
export type { StaffRefund, StaffRefundListQuery } from '#refunds/refund-schemas.ts';
export type { StaffReview } from '#reviews/review-schemas.ts';
export type { StaffQuestion } from '#questions/question-schemas.ts';
export type { StaffContactMessage } from '#contact/contact-schemas.ts';
export type { SiteSettings, SiteSettingsPatch } from '#settings/settings-schemas.ts';
export type {
  SellerDecision,
  StaffSellerApplication,
  StaffSellerApplicationSummary,
} from '#sellers/seller-application-staff-schemas.ts';
// A seller's stock import and statements, and the commission staff set (issue 17).
export * from '#sellers/seller-statement-api.ts';
export * from '#sellers/stock-csv.ts';
export {
  normalizeDigits,
  STOCK_APPLY_CHUNK,
  STOCK_IMPORT_ROWS_MAX,
  stockImportErrors,
  type StockImportError,
} from '#sellers/stock-import-constants.ts';
export type { StockPreview, StockPreviewRow } from '#sellers/seller-stock-import-schemas.ts';
export {
  commissionOf,
  SELLER_COMMISSION_DEFAULT_BPS,
  SELLER_COMMISSION_MAX_BPS,
  SELLER_STATEMENT_PAGE_SIZE_MAX,
} from '#sellers/statement-constants.ts';
export type {
  SellerStatement,
  SellerStatementLine,
  SellerStatementTotal,
} from '#sellers/seller-statement-schemas.ts';
// The staff content calls (issue 17: blog posts, FAQs, pages, the Markdown preview), only here:
// the shop fronts' `blog` and `content` entries stay as they were.
export * from '#blog/blog-staff-api.ts';
export * from '#content/content-staff-api.ts';
export {
  BLOG_AUTHOR_MAX,
  BLOG_BODY_MAX,
  BLOG_EXCERPT_MAX,
  BLOG_MAX_TAGS,
  BLOG_TITLE_MAX,
  blogPostStates,
  type BlogPostState,
} from '#blog/blog-constants.ts';
export {
  FAQ_ANSWER_MAX,
  FAQ_QUESTION_MAX,
  FAQ_TOPIC_NAME_MAX,
  MARKDOWN_PREVIEW_MAX,
  PAGE_BODY_MAX,
  PAGE_SUMMARY_MAX,
  PAGE_TITLE_MAX,
} from '#content/content-constants.ts';
export type {
  BlogPostRequest,
  StaffBlogCategory,
  StaffBlogPost,
  StaffBlogPostPage,
} from '#blog/blog-schemas.ts';
export type {
  ContentPageRequest,
  FaqRequest,
  FaqTopicRequest,
  MarkdownPreview,
  StaffContentPage,
  StaffFaq,
  StaffFaqTopic,
} from '#content/content-schemas.ts';
