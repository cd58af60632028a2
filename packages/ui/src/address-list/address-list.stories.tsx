import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { addresses } from '#testing/account-story-data.ts';
import { regions } from '#testing/story-data.ts';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { AddressList, type AddressListProps } from './address-list.tsx';

function WithLang(args: AddressListProps) {
  const lang = useStoryLocale();
  return (
    <div className="p-4">
      <AddressList {...args} lang={lang} />
    </div>
  );
}

const meta = {
  title: 'UI/Account/AddressList',
  component: AddressList,
  tags: ['autodocs'],
  args: {
    addresses,
    activeId: 7,
    regions,
    lang: 'en',
    onAdd: fn(),
    onDelete: fn(),
    onEdit: fn(),
    onActivate: fn(),
  },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  render: (args) => <WithLang {...args} />,
} satisfies Meta<typeof AddressList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Delete asks first; Cancel brings focus back; confirming calls onDelete. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    within(canvas.getByRole('article', { name: 'المنزل' })).getByText('Active address');
    const remove = canvas.getByRole('button', { name: 'Delete address: Work' });
    await userEvent.click(remove);
    const question = canvas.getByRole('group', { name: 'Delete the address “Work”?' });
    const cancel = within(question).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Delete address: Work' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(addresses[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Add address' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit address: Work' }));
    await expect(args.onEdit).toHaveBeenCalledWith(addresses[1]);
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await userEvent.click(canvas.getByRole('button', { name: 'تعديل العنوان: المنزل' }));
    await expect(args.onEdit).toHaveBeenCalledWith(addresses[0]);
    const home = canvas.getByRole('article', { name: 'المنزل' });
    within(home).getByText('العنوان النشط');
    within(home).getByText('الرياض، منطقة الرياض، المملكة العربية السعودية');
    within(home).getByText('مبنى 14 · الطابق 3 · شقة 7');
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;

export const EmptyEnglish = {
  globals: { locale: 'en' },
  args: { addresses: [], activeId: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No saved addresses')).toBeVisible();
  },
} satisfies Story;
