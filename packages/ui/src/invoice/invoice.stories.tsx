import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { regions, sar } from '#testing/story-data.ts';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { Invoice, type InvoiceProps } from './invoice.tsx';
import { deliveredInvoice, deliveredInvoiceQr } from './invoice-story-data.ts';

function Shown(args: InvoiceProps) {
  const lang = useStoryLocale();
  return (
    <div className="max-w-3xl p-4">
      <Invoice {...args} lang={lang} />
    </div>
  );
}

const meta = {
  title: 'UI/Orders/Invoice',
  component: Invoice,
  tags: ['autodocs'],
  args: {
    invoice: deliveredInvoice,
    lang: 'en',
    storeCurrency: sar,
    regions,
    qrModules: deliveredInvoiceQr,
    onPrint: fn(),
  },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  render: (args) => <Shown {...args} />,
} satisfies Meta<typeof Invoice>;

export default meta;
type Story = StoryObj<typeof meta>;

const labels = {
  en: [
    'Order number',
    'Date',
    'Amount',
    'Status',
    'Payment mode and status',
    'Delivery slot',
    'Billing address',
    'Shipping address',
    'Subtotal',
    'Tax',
    'Points',
    'Wallet balance',
    'Coupon discount',
    'Total',
  ],
  ar: [
    'رقم الطلب',
    'التاريخ',
    'المبلغ',
    'الحالة',
    'طريقة الدفع وحالته',
    'موعد التوصيل',
    'عنوان الفاتورة',
    'عنوان الشحن',
    'المجموع الفرعي',
    'الضريبة',
    'النقاط',
    'رصيد المحفظة',
    'خصم القسيمة',
    'الإجمالي',
  ],
};

/** R2.68 / R3.17: every order label, the seller's VAT number, the ZATCA QR code, "Print". */
export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Simplified tax invoice',
    );
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    for (const label of [...labels.en, 'VAT number']) await expect(terms).toContain(label);
    await expect(canvas.getByText('310122393500003')).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: 'QR code of the simplified tax invoice' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Print / Save as PDF' }));
    await expect(args.onPrint).toHaveBeenCalledTimes(1);
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'فاتورة ضريبية مبسطة',
    );
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    for (const label of [...labels.ar, 'الرقم الضريبي']) await expect(terms).toContain(label);
    await expect(canvas.getByText('أسواق النخيل')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'طباعة / حفظ بصيغة PDF' })).toBeVisible();
  },
} satisfies Story;

/** A seller without a VAT number: no QR code, "Not given". */
export const WithoutVatNumberEnglish = {
  globals: { locale: 'en' },
  args: {
    invoice: { ...deliveredInvoice, seller: { ...deliveredInvoice.seller, vatNumber: null } },
    qrModules: null,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not given')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
} satisfies Story;
