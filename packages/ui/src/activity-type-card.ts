export {
  ActivityTypeCard,
  type ActivityTypeCardProps,
} from '#activity-type-card/activity-type-card.tsx';
export {
  ActivityTypeIcon,
  activityTypeIconNames,
} from '#activity-type-card/activity-type-icon.tsx';
