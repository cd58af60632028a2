export {
  UndeliverableNotice,
  type UndeliverableNoticeProps,
} from '#undeliverable-notice/undeliverable-notice.tsx';
