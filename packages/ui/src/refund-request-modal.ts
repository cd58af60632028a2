export {
  RefundRequestModal,
  type RefundRequestModalProps,
} from '#refund-request-modal/refund-request-modal.tsx';
