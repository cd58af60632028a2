import type { Meta, StoryObj } from '@storybook/react-vite';
import { localizedName } from '@shop/core/i18n';
import { expect } from 'storybook/test';
import { datesDetail } from '#testing/story-data.ts';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { ProductGallery } from './product-gallery.tsx';

const meta = {
  title: 'UI/Catalog/ProductGallery',
  component: ProductGallery,
  tags: ['autodocs'],
  args: { images: datesDetail.images, name: datesDetail.nameEn },
  render: function Render(args) {
    return (
      <div className="max-w-sm p-4">
        <ProductGallery {...args} name={localizedName(datesDetail, useStoryLocale())} />
      </div>
    );
  },
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click a thumbnail, or Tab to the row and use the arrows (Right = next in English). */
export const English = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole('group', { name: 'Product images' });
    await userEvent.click(canvas.getByRole('button', { name: 'Show image 2 of 3' }));
    await expect(
      canvas.getByRole('img', { name: 'Premium Medjool dates, image 2 of 3' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show image 2 of 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.keyboard('{ArrowRight}');
    const third = canvas.getByRole('button', { name: 'Show image 3 of 3' });
    await expect(third).toHaveFocus();
    await expect(third).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Home}');
    await expect(
      canvas.getByRole('img', { name: 'Premium Medjool dates, image 1 of 3' }),
    ).toBeVisible();
  },
} satisfies Story;

/** In Arabic the row runs right to left, so Left goes to the next image. */
export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const first = canvas.getByRole('button', { name: 'اعرض الصورة 1 من 3' });
    const second = canvas.getByRole('button', { name: 'اعرض الصورة 2 من 3' });
    await expect(first.getBoundingClientRect().left).toBeGreaterThan(
      second.getBoundingClientRect().left,
    );
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(second).toHaveFocus();
    await expect(canvas.getByRole('img', { name: 'تمر مجدول فاخر، الصورة 2 من 3' })).toBeVisible();
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;

/** One image: no thumbnails. */
export const SingleImageEnglish = {
  globals: { locale: 'en' },
  args: { images: datesDetail.images.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Premium Medjool dates' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
} satisfies Story;
