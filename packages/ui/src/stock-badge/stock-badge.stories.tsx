import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StockBadge } from './stock-badge.tsx';

const meta = {
  title: 'UI/Catalog/StockBadge',
  component: StockBadge,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: { state: 'available', quantity: 40 },
} satisfies Meta<typeof StockBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state, and the plural forms of "items left". */
function AllStates() {
  return (
    <ul className="grid gap-3 p-4">
      <li>
        <StockBadge state="available" quantity={40} />
      </li>
      {[1, 2, 3, 10].map((quantity) => (
        <li key={quantity}>
          <StockBadge state="available" quantity={quantity} />
        </li>
      ))}
      <li>
        <StockBadge state="out_of_stock" quantity={0} />
      </li>
      <li>
        <StockBadge state="sold_out" quantity={0} />
      </li>
    </ul>
  );
}

export const English = {
  globals: { locale: 'en' },
  render: () => <AllStates />,
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem').map((item) => item.textContent);
    await expect(items).toEqual([
      'In stock',
      'In stock 1 item left',
      'In stock 2 items left',
      'In stock 3 items left',
      'In stock 10 items left',
      'Out of stock',
      'Sold out',
    ]);
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  render: () => <AllStates />,
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const items = canvas.getAllByRole('listitem').map((item) => item.textContent);
    await expect(items).toEqual([
      'متوفر',
      'متوفر تبقّت قطعة واحدة',
      'متوفر تبقّت قطعتان',
      'متوفر تبقّت 3 قطع',
      'متوفر تبقّت 10 قطع',
      'غير متوفر حاليًا',
      'نفدت الكمية',
    ]);
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
  render: () => <AllStates />,
} satisfies Story;

/** One badge, driven by the controls. */
export const Playground = {
  globals: { locale: 'en' },
  args: { state: 'available', quantity: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4 items left')).toBeVisible();
  },
} satisfies Story;
