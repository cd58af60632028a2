export {
  StatusBadge,
  statusTones,
  type StatusBadgeProps,
  type StatusTone,
} from '#status-badge/status-badge.tsx';
