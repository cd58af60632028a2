import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { LazyToaster } from './lazy-toaster.tsx';
import { notify } from './toast.tsx';

describe('LazyToaster', () => {
  it('renders nothing on the server, so hydration never depends on the toast module', () => {
    expect(renderToString(<LazyToaster lang="en" />)).toBe('');
  });

  it('mounts the Toaster once the toast module has loaded and shows its toasts', async () => {
    renderWithI18n(<LazyToaster lang="ar" />, 'ar');
    act(() => {
      notify('تم تحديث الملف الشخصي بنجاح.');
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('تم تحديث الملف الشخصي بنجاح.');
    expect(alert.className).toContain('Toastify__toast--success');
    expect(alert.className).toContain('Toastify__toast--rtl');
    screen.getByRole('region', { name: /الإشعارات/ });
  });
});
