import type { Meta, StoryObj } from '@storybook/react-vite';
import { localizedName } from '@shop/core/i18n';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { suggestions } from '#testing/story-data.ts';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { SearchBox, type SearchBoxProps } from './search-box.tsx';

/** Filters the demo suggestions by what is typed, as the API's suggest endpoint would. */
function WithSuggestions(args: SearchBoxProps) {
  const lang = useStoryLocale();
  const [query, setQuery] = useState('');
  const matches =
    query.trim() === ''
      ? []
      : suggestions.filter((s) =>
          localizedName(s, lang).toLowerCase().includes(query.trim().toLowerCase().slice(0, 3)),
        );
  return (
    <div className="min-h-96 p-4">
      <SearchBox
        {...args}
        lang={lang}
        action={`/${lang}/search`}
        suggestions={matches}
        onQueryChange={(next) => {
          setQuery(next);
          args.onQueryChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Controls/SearchBox',
  component: SearchBox,
  tags: ['autodocs'],
  args: {
    suggestions: [],
    lang: 'en',
    onQueryChange: fn(),
    onSubmit: fn(),
    onSelect: fn(),
  },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  render: (args) => <WithSuggestions {...args} />,
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type, move with the arrows, pick with Enter. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    canvas.getByRole('search', { name: 'Search products' });
    const input = canvas.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(input, 'dat');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('dat');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = canvas.getByRole('listbox', { name: 'Suggestions' });
    await expect(listbox).toBeVisible();
    await expect(canvas.getAllByRole('option')).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const option = canvas.getByRole('option', { name: /Date syrup/ });
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', option.id);
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(suggestions[1]);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(input).toHaveValue('Date syrup');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const input = canvas.getByRole('combobox', { name: 'ابحث عن المنتجات' });
    await userEvent.type(input, 'تمر');
    await expect(canvas.getByRole('listbox', { name: 'اقتراحات' })).toBeVisible();
    await userEvent.click(canvas.getByRole('option', { name: /تمر مجدول فاخر/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(suggestions[0]);
    // The submit button sits at the inline end: the left in Arabic.
    const button = canvas.getByRole('button', { name: 'بحث' });
    await expect(button.getBoundingClientRect().left).toBeLessThan(
      input.getBoundingClientRect().left,
    );
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;

/** Escape closes the list, a second Escape clears the box; Enter then submits the query. */
export const KeyboardEnglish = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(input, 'nak');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('nak');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await userEvent.type(input, 'saffron{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('saffron');
  },
} satisfies Story;

/** The list stays open while the pointer picks an option. */
export const OpenArabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'ابحث عن المنتجات' });
    await userEvent.type(input, 'أسو');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('option', { name: /أسواق النخيل/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
} satisfies Story;
