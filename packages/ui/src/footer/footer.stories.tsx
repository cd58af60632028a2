import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Footer } from './footer.tsx';

const meta = {
  title: 'UI/Layout/Footer',
  component: Footer,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { year: 2026 },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo', { name: 'Site footer' });
    await expect(footer).toHaveTextContent('Groceries and local shops, delivered');
    await expect(footer).toHaveTextContent('© 2026 Souq. All rights reserved.');
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const footer = canvas.getByRole('contentinfo', { name: 'تذييل الموقع' });
    await expect(footer).toHaveTextContent('البقالة والمتاجر المحلية حتى باب بيتك');
    await expect(footer).toHaveTextContent('© 2026 سوق. جميع الحقوق محفوظة.');
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;
