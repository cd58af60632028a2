export { BusyIndicator, type BusyIndicatorProps } from '#busy-indicator/busy-indicator.tsx';
