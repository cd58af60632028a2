import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { suggestions } from '#testing/story-data.ts';
import { SearchBox, type SearchBoxProps } from './search-box.tsx';

function setup(props: Partial<SearchBoxProps> = {}, lng: 'en' | 'ar' = 'en') {
  const handlers = { onQueryChange: vi.fn(), onSubmit: vi.fn(), onSelect: vi.fn() };
  renderWithI18n(<SearchBox suggestions={suggestions} lang={lng} {...handlers} {...props} />, lng);
  const input = screen.getByRole('combobox', {
    name: lng === 'en' ? 'Search products' : 'ابحث عن المنتجات',
  });
  return { ...handlers, input };
}

describe('SearchBox', () => {
  it('is a labelled search form with a collapsed combobox', () => {
    const { input } = setup({ action: '/en/search' });
    const form = screen.getByRole('search', { name: 'Search products' });
    expect(form.getAttribute('action')).toBe('/en/search');
    expect(input.getAttribute('name')).toBe('q');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-controls')).toBe(
      screen.getByRole('listbox', { hidden: true }).id,
    );
  });

  it('opens on typing, moves with the arrows and picks with Enter', () => {
    const { input, onQueryChange, onSelect, onSubmit } = setup();
    fireEvent.change(input, { target: { value: 'dat' } });
    expect(onQueryChange).toHaveBeenCalledWith('dat');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option')).toHaveLength(4);
    screen.getByText('4 suggestions available. Use the up and down arrows to choose.');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const second = screen.getAllByRole('option')[1];
    expect(input.getAttribute('aria-activedescendant')).toBe(second?.id);
    expect(second?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(screen.getAllByRole('option')[3]?.getAttribute('aria-selected')).toBe('true');

    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(suggestions[3]);
    expect(onSubmit).not.toHaveBeenCalled();
    expect((input as HTMLInputElement).value).toBe('Nakheel Market');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('submits the trimmed query with Enter when nothing is highlighted', () => {
    const { input, onSubmit } = setup();
    fireEvent.change(input, { target: { value: '  dates ' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('dates');
  });

  it('closes with Escape, then clears with a second Escape', () => {
    const { input, onQueryChange } = setup();
    fireEvent.change(input, { target: { value: 'dat' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect((input as HTMLInputElement).value).toBe('dat');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect((input as HTMLInputElement).value).toBe('');
    expect(onQueryChange).toHaveBeenLastCalledWith('');
  });

  it('picks a suggestion by click and shows Arabic names and kinds', () => {
    const { input, onSelect } = setup({}, 'ar');
    fireEvent.change(input, { target: { value: 'تمر' } });
    const option = screen.getByRole('option', { name: /التمور/ });
    expect(option.textContent).toContain('فئة');
    fireEvent.click(option);
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(suggestions[2]);
  });

  it('stays closed without suggestions', () => {
    const { input } = setup({ suggestions: [] });
    fireEvent.change(input, { target: { value: 'zzz' } });
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });
});
