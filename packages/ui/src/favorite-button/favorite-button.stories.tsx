import type { Meta, StoryObj } from '@storybook/react-vite';
import { localizedName } from '@shop/core/i18n';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { LinkProvider } from '#link/link-context.tsx';
import { ProductCard } from '#product-card/product-card.tsx';
import { dates, sar } from '#testing/story-data.ts';
import { StoryLink } from '#testing/story-link.tsx';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { FavoriteButton, type FavoriteButtonProps } from './favorite-button.tsx';

/** The button in ProductCard's `favorite` slot, holding its state as the app's store would. */
function InCard(args: FavoriteButtonProps) {
  const lang = useStoryLocale();
  const [pressed, setPressed] = useState(args.pressed);
  return (
    <div className="flex items-start gap-6 p-4">
      <div className="w-60">
        <ProductCard
          product={dates}
          lang={lang}
          href={`/${lang}/product/${dates.slug}`}
          storeCurrency={sar}
          onAddToCart={fn()}
          favorite={
            <FavoriteButton
              {...args}
              name={localizedName(dates, lang)}
              pressed={pressed}
              onToggle={(next) => {
                setPressed(next);
                args.onToggle(next);
              }}
            />
          }
        />
      </div>
      <FavoriteButton pressed onToggle={fn()} />
    </div>
  );
}

const meta = {
  title: 'UI/Account/FavoriteButton',
  component: FavoriteButton,
  tags: ['autodocs'],
  args: { pressed: false, onToggle: fn() },
  decorators: [
    (Story) => (
      <LinkProvider component={StoryLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  render: (args) => <InCard {...args} />,
} satisfies Meta<typeof FavoriteButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', {
      name: 'Add to favourites: Premium Medjool dates',
    });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledWith(true);
    await expect(
      canvas.getByRole('button', { name: 'Remove from favourites: Premium Medjool dates' }),
    ).toHaveAttribute('aria-pressed', 'true');
    canvas.getByRole('button', { name: 'Remove from favourites' });
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const button = canvas.getByRole('button', { name: 'أضف إلى المفضلة: تمر مجدول فاخر' });
    // The slot sits at the image's inline end: the left in Arabic.
    const image = canvas.getByRole('img', { name: 'تمر مجدول فاخر' });
    await expect(
      button.getBoundingClientRect().left - image.getBoundingClientRect().left,
    ).toBeLessThan(20);
    button.focus();
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;
