import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LinkProvider, type LinkProps } from '#link/link-context.tsx';
import { ActivityTypeCard } from './activity-type-card.tsx';

afterEach(cleanup);

describe('ActivityTypeCard', () => {
  it('shows the name with a decorative icon and is no link without href', () => {
    const { container } = render(<ActivityTypeCard name="مخبز" icon="bread" />);
    expect(screen.getByText('مخبز')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('links through the provided link component, named by the activity type', () => {
    const seen: string[] = [];
    const Spy = ({ href, ...props }: LinkProps) => {
      seen.push(href);
      return <a href={href} {...props} />;
    };
    render(
      <LinkProvider component={Spy}>
        <ActivityTypeCard name="Pharmacy" icon="pill" href="/region/3" />
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Pharmacy' }).getAttribute('href')).toBe('/region/3');
    expect(seen).toEqual(['/region/3']);
  });

  it('falls back to a shop icon for an unknown icon name', () => {
    const { container } = render(<ActivityTypeCard name="Toys" icon="no-such-icon" />);
    expect(container.querySelector('svg path')).not.toBeNull();
  });
});
