import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { BusyIndicator } from './busy-indicator.tsx';

describe('BusyIndicator', () => {
  it('shows a busy progress bar and says so politely while busy, in both languages', () => {
    for (const [lng, text] of [
      ['en', 'Processing your request…'],
      ['ar', 'جارٍ تنفيذ طلبك…'],
    ] as const) {
      const { unmount } = renderWithI18n(<BusyIndicator busy />, lng);
      const bar = screen.getByRole('progressbar', { name: text });
      expect(bar.getAttribute('aria-busy')).toBe('true');
      const status = screen.getByRole('status');
      expect(status.getAttribute('aria-live')).toBe('polite');
      expect(status.textContent).toBe(text);
      unmount();
    }
  });

  it('keeps an empty live region and no bar when idle, so the next change is announced', () => {
    renderWithI18n(<BusyIndicator busy={false} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('renders on the server the same when idle', () => {
    expect(renderToString(<BusyIndicator busy={false} />)).toContain('role="status"');
  });
});
