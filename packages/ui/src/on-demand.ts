// A component whose code loads when first rendered, with no Suspense (see `onDemand`).
export { onDemand } from '#on-demand/on-demand.tsx';
