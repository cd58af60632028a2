import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { ApiReference } from './api-reference.tsx';
import { storyReference } from './api-reference-story-data.ts';

describe('ApiReference', () => {
  it('lists each call with its method and path, its parameters, body and answers', () => {
    renderWithI18n(<ApiReference reference={storyReference} documentHref="/doc/openapi.json" />);

    const sections = screen.getByRole('navigation', { name: 'Sections' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#catalog', '#cart', '#order']);
    expect(
      screen.getByText("Every call sends the shop's public key in the X-Public-Key header."),
    ).toBeTruthy();
    const order = screen.getByRole('article', { name: 'GET /api/Order' });
    expect(within(order).getByText('Sign-in required')).toBeTruthy();
    expect(within(order).getByRole('table', { name: 'Parameters' })).toBeTruthy();
    expect(within(order).getByText('Refused: the errors array.')).toBeTruthy();
    const cart = screen.getByRole('article', { name: 'POST /api/Cart/Line' });
    expect(within(cart).queryByText('Sign-in required')).toBeNull();
    const body = within(cart).getByRole('table', { name: 'Request body' });
    expect(within(body).getByRole('rowheader', { name: 'quantity' })).toBeTruthy();
    expect(within(body).getByText('≥ 1, ≤ 9999, default 1')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Download the OpenAPI document' }).getAttribute('href'),
    ).toBe('/doc/openapi.json');
  });

  it('says the page in Arabic, with code left to right', () => {
    renderWithI18n(
      <ApiReference reference={storyReference} documentHref="/doc/openapi.json" />,
      'ar',
    );
    expect(screen.getByRole('navigation', { name: 'الأقسام' })).toBeTruthy();
    expect(screen.getByText('/api/Product/{slug}').getAttribute('dir')).toBe('ltr');
    expect(
      screen
        .getByText('One product with images, options and up to 8 related products')
        .getAttribute('lang'),
    ).toBe('en');
  });
});
