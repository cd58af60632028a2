import type { SVGProps } from 'react';

/** The Souq mark: a market basket with a leaf. Decorative; the text next to it names it. */
export function LogoMark(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" {...props}>
      <circle cx="16" cy="16" r="16" className="fill-brand-700" />
      <path
        d="M16 6.5c2.9 0 5 2.1 5.3 4.8"
        className="fill-none stroke-accent-300"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <path d="M16 6.5c-1.6 1.4-2.2 3-1.9 4.8 1.7-.4 2.8-1.9 1.9-4.8Z" className="fill-brand-200" />
      <path
        d="M7.5 13h17l-1.9 9.1a2.4 2.4 0 0 1-2.4 1.9h-8.4a2.4 2.4 0 0 1-2.4-1.9L7.5 13Z"
        className="fill-accent-400"
      />
      <path
        d="M12.5 16.5v4M16 16.5v4M19.5 16.5v4"
        className="stroke-brand-900"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}
