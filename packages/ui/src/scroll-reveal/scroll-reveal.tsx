import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Scroll-reveal settings of the spec (§9). */
export const scrollRevealDefaults = {
  offset: 120,
  delay: 0,
  duration: 400,
  easing: 'ease',
} as const;

/** Props of {@link ScrollReveal}. */
export interface ScrollRevealProps {
  /** The content to reveal. */
  children: ReactNode;
  /** How far (px) into the viewport the content must come before it is revealed (default 120). */
  offset?: number;
  /** Milliseconds before the transition starts (default 0). */
  delay?: number;
  /** Milliseconds the fade-up takes (default 400). */
  duration?: number;
  /** CSS easing of the transition (default "ease"). */
  easing?: string;
  /** Extra classes for the wrapper `div`. */
  className?: string;
}

type Phase = 'static' | 'hidden' | 'revealed';

/**
 * Fades content up as it scrolls into view (spec §9: offset 120 px, delay 0, duration 400 ms,
 * easing "ease"), with an IntersectionObserver instead of scroll listeners, so the spec's
 * throttle and debounce are not needed. Content is never hidden by markup: the server and the
 * first client render show it, and only after mounting is content that is still below the
 * viewport hidden until it arrives. Without JavaScript, without IntersectionObserver or with
 * `prefers-reduced-motion: reduce` nothing is ever hidden. Content is revealed once.
 *
 * @example
 * ```tsx
 * <ScrollReveal><OfferCard … /></ScrollReveal>
 * ```
 */
export function ScrollReveal({
  children,
  offset = scrollRevealDefaults.offset,
  delay = scrollRevealDefaults.delay,
  duration = scrollRevealDefaults.duration,
  easing = scrollRevealDefaults.easing,
  className,
}: ScrollRevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>('static');

  useEffect(() => {
    const element = ref.current;
    if (
      !element ||
      typeof IntersectionObserver === 'undefined' ||
      window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    )
      return;
    let first = true;
    // Never more than half the element's height: a short last element of a page must still be
    // able to cross the line when the page is scrolled to the very end.
    const margin = Math.min(offset, element.getBoundingClientRect().height / 2);
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (entry.isIntersecting) {
          // In view on the first report: it was never hidden, so nothing animates.
          setPhase(first ? 'static' : 'revealed');
          observer.disconnect();
        } else if (first && entry.boundingClientRect.top >= window.innerHeight) {
          // Wholly below the viewport (not above it, where the reader has been): hide until it arrives.
          setPhase('hidden');
        }
        first = false;
      },
      // A negative bottom margin: intersecting once `margin` px of the element are in view.
      { rootMargin: `0px 0px -${margin}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [offset]);

  return (
    <div
      ref={ref}
      data-reveal={phase}
      className={className}
      // Keyboard focus inside hidden content shows it at once.
      onFocus={() => {
        if (phase === 'hidden') setPhase('revealed');
      }}
      style={
        phase === 'static'
          ? undefined
          : {
              opacity: phase === 'hidden' ? 0 : 1,
              transform: phase === 'hidden' ? 'translateY(1.5rem)' : 'none',
              transition: `opacity ${duration}ms ${easing} ${delay}ms, transform ${duration}ms ${easing} ${delay}ms`,
            }
      }
    >
      {children}
    </div>
  );
}
