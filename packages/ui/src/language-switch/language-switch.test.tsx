import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { LanguageSwitch } from './language-switch.tsx';

describe('LanguageSwitch', () => {
  it('offers Arabic on an English page and calls onLanguageChange with "ar"', () => {
    const onLanguageChange = vi.fn();
    renderWithI18n(<LanguageSwitch lang="en" onLanguageChange={onLanguageChange} />, 'en');

    const button = screen.getByRole('button', { name: 'Switch language العربية' });
    expect(button.querySelector('[lang="ar"]')?.textContent).toBe('العربية');
    fireEvent.click(button);
    expect(onLanguageChange).toHaveBeenCalledExactlyOnceWith('ar');
  });

  it('offers English on an Arabic page and calls onLanguageChange with "en"', () => {
    const onLanguageChange = vi.fn();
    renderWithI18n(<LanguageSwitch lang="ar" onLanguageChange={onLanguageChange} />, 'ar');

    const button = screen.getByRole('button', { name: 'تغيير اللغة English' });
    expect(button.querySelector('[lang="en"]')?.textContent).toBe('English');
    fireEvent.click(button);
    expect(onLanguageChange).toHaveBeenCalledExactlyOnceWith('en');
  });

  it('can be rendered disabled (before hydration): a press does nothing', () => {
    const onLanguageChange = vi.fn();
    renderWithI18n(<LanguageSwitch lang="en" onLanguageChange={onLanguageChange} disabled />, 'en');

    const button = screen.getByRole<HTMLButtonElement>('button', {
      name: 'Switch language العربية',
    });
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(onLanguageChange).not.toHaveBeenCalled();
  });
});
