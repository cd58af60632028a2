import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ApiReference } from './api-reference.tsx';
import { storyReference } from './api-reference-story-data.ts';

const meta = {
  title: 'UI/Developer/ApiReference',
  component: ApiReference,
  tags: ['autodocs'],
  args: { reference: storyReference, documentHref: '/doc/openapi.json' },
  decorators: [
    (Story) => (
      <div className="max-w-4xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ApiReference>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three calls; the answer fields of the product open. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('navigation', { name: 'Sections' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'GET /api/Order' })).toBeVisible();
    await expect(canvas.getByText('Sign-in required')).toBeVisible();
    const answer = canvas.getByText('Fields of the 200 answer', { selector: 'summary' });
    await userEvent.click(answer);
    await expect(canvas.getByRole('table', { name: 'Fields of the 200 answer' })).toBeVisible();
  },
} satisfies Story;

/** Arabic, right to left; paths and types still read left to right. */
export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('navigation', { name: 'الأقسام' })).toBeVisible();
    await expect(canvas.getByText('/api/Cart/Line')).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByText('يتطلب تسجيل الدخول')).toBeVisible();
  },
} satisfies Story;
