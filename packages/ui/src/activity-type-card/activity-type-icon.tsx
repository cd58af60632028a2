import type { ReactNode, SVGProps } from 'react';

// Line icons (24×24, stroke) for the activity types' `icon` names. Symmetric or not bound to a
// reading direction, so none flips in right-to-left layouts.
const paths: Record<string, ReactNode> = {
  basket: (
    <>
      <path d="M5 10h14l-1.5 8.2a2 2 0 0 1-2 1.8h-7a2 2 0 0 1-2-1.8L5 10Z" />
      <path d="M8.5 10 12 4l3.5 6M3.5 10h17M10 13.5v3.5M14 13.5v3.5" />
    </>
  ),
  bread: (
    <>
      <path d="M5 11a4 4 0 0 1 0-7h14a4 4 0 0 1 0 7v8a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-8Z" />
      <path d="M9 8v3M12 8v3M15 8v3" />
    </>
  ),
  pill: (
    <>
      <rect x="3.5" y="8.5" width="17" height="7" rx="3.5" transform="rotate(-45 12 12)" />
      <path d="m9 9 6 6" />
    </>
  ),
  meat: (
    <>
      <path d="M14.5 3.5c3.6 0 6 2.6 6 6 0 4.6-4.4 8-9 8-1.3 0-2.2.6-2.8 1.4l-1 1.4a1.8 1.8 0 1 1-2.5-2.5l1.4-1c.8-.6 1.4-1.5 1.4-2.8 0-4.6 3.4-10.5 6.5-10.5Z" />
      <circle cx="14.5" cy="9.5" r="2" />
    </>
  ),
  leaf: (
    <>
      <path d="M5 19c0-8 5-14 15-14 0 10-6 15-14 15" />
      <path d="M5 19 13 11" />
    </>
  ),
  flower: (
    <>
      <circle cx="12" cy="8" r="2.2" />
      <path d="M12 5.8c0-2.4 3.4-2.4 3.4 0 2.4 0 2.4 3.4 0 3.4 0 2.4-3.4 2.4-3.4 0 0 2.4-3.4 2.4-3.4 0-2.4 0-2.4-3.4 0-3.4 0-2.4 3.4-2.4 3.4 0Z" />
      <path d="M12 11.5V21M12 17c-2.5 0-4-1.5-4-3.5 2.5 0 4 1.5 4 3.5ZM12 15c2.5 0 4-1.5 4-3.5-2.5 0-4 1.5-4 3.5Z" />
    </>
  ),
  shop: (
    <>
      <path d="M4 9.5 5.5 4h13L20 9.5M4 9.5h16M4 9.5a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0 2.7 2.7 0 0 0 5.3 0" />
      <path d="M5.5 12v8h13v-8M10 20v-4.5h4V20" />
    </>
  ),
};

/** Names of the icons the activity types may use (`icon` in the API's data). */
export const activityTypeIconNames = Object.keys(paths);

/** A decorative icon for an activity type; unknown names fall back to a shop front. */
export function ActivityTypeIcon({ name, ...props }: { name: string } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      {paths[name] ?? paths.shop}
    </svg>
  );
}
