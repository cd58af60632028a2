import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LocationGate } from './location-gate.tsx';

const meta = {
  title: 'UI/Delivery/LocationGate',
  component: LocationGate,
  tags: ['autodocs'],
  args: {
    place: { lat: 24.7113, lng: 46.6744 },
    check: { served: true, basis: 'area', distanceMeters: 1958, etaMinutes: 14 },
    addresses: [{ id: 1, title: 'Home', streetAddress: '1 King Fahd Road' }],
    points: [
      { label: 'Kingdom Centre, Riyadh', lat: 24.7113, lng: 46.6744 },
      { label: 'Gulf Road, Kuwait City', lat: 29.3759, lng: 47.9774 },
    ],
    onPoint: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LocationGate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A served point: the estimate in minutes and “Start shopping”. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'We deliver here in about 14 minutes',
    );
    await expect(canvas.getByRole('button', { name: 'Start shopping' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Home · 1 King Fahd Road' })).toBeVisible();
  },
} satisfies Story;

/** Arabic, right to left: the estimate with Arabic plural forms. */
export const Arabic = {
  globals: { locale: 'ar' },
  args: {
    addresses: [{ id: 1, title: 'المنزل', streetAddress: '١ طريق الملك فهد' }],
    points: [{ label: 'برج المملكة، الرياض', lat: 24.7113, lng: 46.6744 }],
  },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('status')).toHaveTextContent('نوصل إلى هنا في نحو 14 دقيقة');
    await expect(canvas.getByRole('button', { name: 'ابدأ التسوق' })).toBeVisible();
  },
} satisfies Story;

/** Outside the area: said plainly, and no way to start shopping there. */
export const NotServed = {
  globals: { locale: 'en' },
  args: {
    place: { lat: 29.3759, lng: 47.9774 },
    check: { served: false, basis: 'area', distanceMeters: 620000, etaMinutes: null },
    addresses: [],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent("We don't deliver here yet");
    await expect(canvas.queryByRole('button', { name: 'Start shopping' })).toBeNull();
  },
} satisfies Story;

/** Outside the area, in Arabic. */
export const NotServedArabic = {
  globals: { locale: 'ar' },
  args: NotServed.args,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('لا نوصل إلى هنا بعد');
  },
} satisfies Story;
