export {
  RECENT_PURCHASE_OFF_KEY,
  RecentPurchasePopup,
  type RecentPurchasePopupProps,
} from '#recent-purchase-popup/recent-purchase-popup.tsx';
