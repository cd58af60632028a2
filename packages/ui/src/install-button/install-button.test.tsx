import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { InstallButton } from './install-button.tsx';

describe('InstallButton', () => {
  it('renders nothing until the browser offers installation', () => {
    const { container } = renderWithI18n(<InstallButton canInstall={false} onInstall={vi.fn()} />);
    expect(container.innerHTML).toBe('');
  });

  it('calls onInstall when pressed', () => {
    const onInstall = vi.fn();
    renderWithI18n(<InstallButton canInstall onInstall={onInstall} />, 'ar');
    fireEvent.click(screen.getByRole('button', { name: 'تثبيت التطبيق' }));
    expect(onInstall).toHaveBeenCalledTimes(1);
  });
});
