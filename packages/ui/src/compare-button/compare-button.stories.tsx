import type { Meta, StoryObj } from '@storybook/react-vite';
import { localizedName } from '@shop/core/i18n';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { FavoriteButton } from '#favorite-button/favorite-button.tsx';
import { LinkProvider } from '#link/link-context.tsx';
import { ProductCard } from '#product-card/product-card.tsx';
import { milk, sar } from '#testing/story-data.ts';
import { StoryLink } from '#testing/story-link.tsx';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { CompareButton, type CompareButtonProps } from './compare-button.tsx';

/** Beside the favourite button in ProductCard's slot, holding its state as the app's store would. */
function InCard(args: CompareButtonProps) {
  const lang = useStoryLocale();
  const [pressed, setPressed] = useState(args.pressed);
  const name = localizedName(milk, lang);
  return (
    <div className="w-60 p-4">
      <ProductCard
        product={milk}
        lang={lang}
        href={`/product/${milk.slug}`}
        storeCurrency={sar}
        onAddToCart={fn()}
        favorite={
          <div className="flex flex-col gap-2">
            <FavoriteButton name={name} pressed={false} onToggle={fn()} />
            <CompareButton
              {...args}
              name={name}
              pressed={pressed}
              onToggle={(next) => {
                setPressed(next);
                args.onToggle(next);
              }}
            />
          </div>
        }
      />
    </div>
  );
}

const meta = {
  title: 'UI/Account/CompareButton',
  component: CompareButton,
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
} satisfies Meta<typeof CompareButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: /^Add to compare: / });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('button', { name: /^Remove from compare: / })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const button = canvas.getByRole('button', { name: /^أضف إلى المقارنة: / });
    button.focus();
    await userEvent.keyboard(' ');
    await expect(args.onToggle).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('button', { name: /^إزالة من المقارنة: / })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;
