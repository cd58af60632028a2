// Decorative inline icons (aria-hidden) for app chrome next to a text label, visible or not.
export { BellIcon, HeartIcon, UserIcon } from '#icons/icons.tsx';
