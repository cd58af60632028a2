import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollReveal } from './scroll-reveal.tsx';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

/** A fake IntersectionObserver whose reports the test sends. */
function fakeObserver() {
  const observers: { callback: Callback; options?: IntersectionObserverInit }[] = [];
  class Fake {
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      observers.push({ callback, options });
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', Fake);
  return observers;
}

const below = { isIntersecting: false, boundingClientRect: { top: 5000 } as DOMRectReadOnly };
const inView = { isIntersecting: true, boundingClientRect: { top: 10 } as DOMRectReadOnly };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ScrollReveal', () => {
  it('renders visible content on the server (no JavaScript needed)', () => {
    const html = renderToString(<ScrollReveal>Fresh dates</ScrollReveal>);
    expect(html).toContain('Fresh dates');
    expect(html).not.toContain('opacity');
  });

  it('hides content below the viewport after mounting and fades it up when it arrives', () => {
    const observers = fakeObserver();
    render(<ScrollReveal>Fresh dates</ScrollReveal>);
    const wrapper = screen.getByText('Fresh dates');
    expect(observers[0]?.options?.rootMargin).toBe('0px 0px -0px 0px');
    act(() => observers[0]?.callback([below]));
    expect(wrapper.getAttribute('data-reveal')).toBe('hidden');
    expect(wrapper.style.opacity).toBe('0');
    act(() => observers[0]?.callback([inView]));
    expect(wrapper.getAttribute('data-reveal')).toBe('revealed');
    expect(wrapper.style.opacity).toBe('1');
    // jsdom drops the default `ease` when it normalises the value.
    expect(wrapper.style.transition).toBe('opacity 400ms 0ms, transform 400ms 0ms');
  });

  it('never hides content already in view', () => {
    const observers = fakeObserver();
    render(<ScrollReveal>Fresh dates</ScrollReveal>);
    act(() => observers[0]?.callback([inView]));
    expect(screen.getByText('Fresh dates').getAttribute('style')).toBeNull();
  });

  it('reveals hidden content that receives keyboard focus', () => {
    const observers = fakeObserver();
    render(
      <ScrollReveal>
        <a href="/offers">Offers</a>
      </ScrollReveal>,
    );
    act(() => observers[0]?.callback([below]));
    const link = screen.getByRole('link');
    fireEvent.focus(link);
    expect(link.parentElement?.getAttribute('data-reveal')).toBe('revealed');
  });

  it('never hides with reduced motion or without IntersectionObserver', () => {
    const observers = fakeObserver();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    render(<ScrollReveal>Calm</ScrollReveal>);
    expect(observers).toHaveLength(0);
    expect(screen.getByText('Calm').getAttribute('data-reveal')).toBe('static');
    vi.unstubAllGlobals();
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<ScrollReveal>No observer</ScrollReveal>);
    expect(screen.getByText('No observer').getAttribute('data-reveal')).toBe('static');
  });
});
