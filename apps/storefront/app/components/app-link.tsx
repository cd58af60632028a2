import type { LinkComponent } from '@shop/ui/link';
import { useEffect, useRef, useState } from 'react';
import { PrefetchPageLinks, Link as RouterLink } from 'react-router';

/**
 * Spec F.04, R9.02: a link prefetches its page's data and code after this long on it. React
 * Router's `prefetch="intent"` waits a fixed 100 ms, hence the timer here.
 */
export const PREFETCH_DELAY_MS = 1000;

/**
 * How packages/ui renders links: client navigation, and a prefetch once the pointer rests on
 * (or the focus stays in) the link for PREFETCH_DELAY_MS. Only hover and focus start it, so a
 * page's first render never prefetches anything.
 */
export const AppLink: LinkComponent = ({
  href,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onBlur,
  ...props
}) => {
  const [prefetch, setPrefetch] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  // Only the app's own pages have data to prefetch.
  const local = href.startsWith('/') && !href.startsWith('//');
  const intend = () => {
    if (!local || prefetch) return;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setPrefetch(true), PREFETCH_DELAY_MS);
  };
  const giveUp = () => window.clearTimeout(timer.current);
  return (
    <>
      <RouterLink
        to={href}
        onMouseEnter={(event) => {
          onMouseEnter?.(event);
          intend();
        }}
        onMouseLeave={(event) => {
          onMouseLeave?.(event);
          giveUp();
        }}
        onFocus={(event) => {
          onFocus?.(event);
          intend();
        }}
        onBlur={(event) => {
          onBlur?.(event);
          giveUp();
        }}
        {...props}
      />
      {prefetch ? <PrefetchPageLinks page={href} /> : null}
    </>
  );
};
