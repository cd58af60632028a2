export {
  NewVersionNotice,
  type NewVersionNoticeProps,
} from '#new-version-notice/new-version-notice.tsx';
