export { OrderTimeline, type OrderTimelineProps } from '#order-timeline/order-timeline.tsx';
