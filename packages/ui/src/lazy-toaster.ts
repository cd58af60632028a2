export { LazyToaster } from '#toast/lazy-toaster.tsx';
