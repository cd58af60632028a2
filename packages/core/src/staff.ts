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
