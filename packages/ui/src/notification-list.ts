export {
  NotificationList,
  type NotificationListProps,
} from '#notification-list/notification-list.tsx';
export { relativeTime } from '#notification-list/relative-time.ts';
