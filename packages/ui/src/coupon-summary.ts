export { CouponSummary, type CouponSummaryProps } from '#coupon-gift-modal/coupon-summary.tsx';
