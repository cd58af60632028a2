import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { NewVersionNotice } from './new-version-notice.tsx';

describe('NewVersionNotice', () => {
  it('keeps an empty live region until a new version is known', () => {
    renderWithI18n(<NewVersionNotice open={false} onReload={vi.fn()} onDismiss={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('offers a reload in Arabic and calls back', () => {
    const onReload = vi.fn();
    const onDismiss = vi.fn();
    renderWithI18n(<NewVersionNotice open onReload={onReload} onDismiss={onDismiss} />, 'ar');
    expect(screen.getByRole('status').textContent).toContain('يتوفر إصدار جديد من المتجر');
    fireEvent.click(screen.getByRole('button', { name: 'إعادة التحميل' }));
    fireEvent.click(screen.getByRole('button', { name: 'ليس الآن' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
