import { render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link, LinkProvider, useLinkComponent, type LinkProps } from './link-context.tsx';

function Probe() {
  return (
    <Link href="/en/cart" className="probe">
      Cart
    </Link>
  );
}

describe('Link', () => {
  it('renders a plain anchor without a provider', () => {
    render(<Probe />);
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/en/cart');
    expect(link.className).toBe('probe');
  });

  it('renders the provided component with href and anchor props', () => {
    function RouterLink({ href, ...props }: LinkProps) {
      return <a data-to={href} href={href} {...props} />;
    }
    render(
      <LinkProvider component={RouterLink}>
        <Probe />
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link.getAttribute('data-to')).toBe('/en/cart');
    expect(link.className).toBe('probe');
  });
});

describe('useLinkComponent', () => {
  it('returns the provided component', () => {
    function RouterLink(props: LinkProps) {
      return <a {...props} />;
    }
    const { result } = renderHook(() => useLinkComponent(), {
      wrapper: ({ children }) => <LinkProvider component={RouterLink}>{children}</LinkProvider>,
    });
    expect(result.current).toBe(RouterLink);
  });
});
