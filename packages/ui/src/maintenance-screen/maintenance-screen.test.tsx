import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { MaintenanceScreen } from './maintenance-screen.tsx';

describe('MaintenanceScreen', () => {
  it('says the shop is under maintenance and when to come back, in both languages', () => {
    const { unmount } = renderWithI18n(<MaintenanceScreen retryAfterSeconds={600} retryHref="/" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("We'll be back soon");
    screen.getByText('Try again in about 10 minutes.');
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/');
    unmount();
    renderWithI18n(<MaintenanceScreen retryAfterSeconds={120} />, 'ar');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('سنعود قريبًا');
    screen.getByText('حاول مرة أخرى بعد دقيقتين تقريبًا.');
  });

  it("shows staff's message instead of the default text", () => {
    renderWithI18n(<MaintenanceScreen message="Back at 6 pm" />);
    screen.getByText('Back at 6 pm');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
