import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { undeliverableLines } from '#checkout-parts/checkout-story-data.ts';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { UndeliverableNotice } from './undeliverable-notice.tsx';

describe('UndeliverableNotice', () => {
  it('R8.13: names the products left out, in the page language', () => {
    renderWithI18n(<UndeliverableNotice lines={undeliverableLines} lang="en" />);
    const notice = screen.getByRole('region', {
      name: 'Some products cannot be delivered to this address',
    });
    within(notice).getByText(/the rest is processed as usual/);
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Yemeni sidr honey']);
  });

  it('shows nothing without such lines; Arabic names', () => {
    const { container, rerender } = renderWithI18n(
      <UndeliverableNotice lines={[]} lang="ar" />,
      'ar',
    );
    expect(container.textContent).toBe('');
    rerender(<UndeliverableNotice lines={undeliverableLines} lang="ar" />);
    screen.getByRole('region', { name: 'بعض المنتجات لا يمكن توصيلها إلى هذا العنوان' });
    screen.getByText('عسل سدر يمني');
  });
});
