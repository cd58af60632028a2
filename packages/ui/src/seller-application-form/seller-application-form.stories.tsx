import type { SellerDocument } from '@shop/core/seller-schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { UploadAttempt } from '#file-upload/file-upload.tsx';
import { regions } from '#testing/story-data.ts';
import {
  SellerApplicationForm,
  type SellerApplicationFormProps,
} from './seller-application-form.tsx';

/** A one-page PDF, the applicant's "certificate". */
function certificate(name: string): File {
  return new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });
}

/** Stores the document at once, as the API would. */
const uploadAtOnce = fn<SellerApplicationFormProps['onUpload']>(async (kind, file, onProgress) => {
  onProgress(1);
  await Promise.resolve();
  const upload: SellerDocument = {
    id:
      kind === 'cr_certificate'
        ? '0b6a3c52-7d1e-4f9a-9c3b-2e5d8f1a4b60'
        : '1c7b4d63-8e2f-4a0b-8d4c-3f6e9a2b5c71',
    kind,
    fileName: file.name,
    contentType: 'application/pdf',
    byteSize: file.size,
  };
  const result: UploadAttempt<SellerDocument> = { ok: true, upload };
  return result;
});

const activityTypes = [
  { id: 1, name: 'بقالة', nameEn: 'Groceries' },
  { id: 2, name: 'صيدلية', nameEn: 'Pharmacy' },
];

const meta = {
  title: 'UI/Sellers/SellerApplicationForm',
  component: SellerApplicationForm,
  tags: ['autodocs'],
  args: { lang: 'en', activityTypes, regions, onUpload: uploadAtOnce, onSubmit: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-3xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SellerApplicationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A business applies: a wrong CR number is refused as it is typed, an IBAN whose check digits
 * are wrong is refused, then the whole application is sent with both documents.
 */
export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    const cr = canvas.getByLabelText('Commercial registration number');
    await userEvent.type(cr, '9010');
    await userEvent.tab();
    await waitFor(() =>
      expect(cr).toHaveAccessibleDescription(/Enter a valid commercial registration number/),
    );
    await userEvent.clear(cr);
    await userEvent.type(cr, '1010123456');
    await waitFor(() => expect(cr).not.toHaveAccessibleDescription(/Enter a valid/));

    await userEvent.type(canvas.getByLabelText('Legal name (Arabic)'), 'شركة بقالة الحي');
    await userEvent.type(canvas.getByLabelText('Legal name (English)'), 'Al Hay Grocery Co.');
    await userEvent.type(canvas.getByLabelText('Store name (Arabic)'), 'بقالة الحي');
    await userEvent.type(canvas.getByLabelText('Store name (English)'), 'Al Hay Grocery');
    await userEvent.type(canvas.getByLabelText('VAT number'), '300000000000003');
    await userEvent.selectOptions(canvas.getByLabelText('Activity type'), 'Groceries');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Riyadh' }));
    await userEvent.type(
      canvas.getByLabelText('About your business', { selector: 'textarea' }),
      'Fresh vegetables and bread every morning.',
    );
    await userEvent.type(canvas.getByLabelText('Full name'), 'Huda Al Qahtani');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile number' }), '512345678');
    await userEvent.type(canvas.getByLabelText('E-mail'), 'huda@alhay.example');

    const iban = canvas.getByLabelText('IBAN');
    await userEvent.type(iban, 'SA04 8000 0000 6080 1016 7519');
    await userEvent.tab();
    await waitFor(() => expect(iban).toHaveAccessibleDescription(/check digits are wrong/));
    await userEvent.clear(iban);
    await userEvent.type(iban, 'SA03 8000 0000 6080 1016 7519');
    await userEvent.type(canvas.getByLabelText('Bank name'), 'Al Rajhi Bank');
    await userEvent.type(canvas.getByLabelText("Account holder's name"), 'Al Hay Grocery Co.');

    await userEvent.upload(
      canvas.getByLabelText('Commercial registration certificate'),
      certificate('cr.pdf'),
    );
    await userEvent.upload(
      canvas.getByLabelText('VAT registration certificate'),
      certificate('vat.pdf'),
    );
    await waitFor(() => expect(canvas.getByText('Uploaded: vat.pdf')).toBeVisible());
    await userEvent.type(
      canvas.getByLabelText('Password', { selector: 'input' }),
      'Fresh-Bread-2026',
    );
    await userEvent.type(
      canvas.getByLabelText('Confirm password', { selector: 'input' }),
      'Fresh-Bread-2026',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send application' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          crNumber: '1010123456',
          vatNumber: '300000000000003',
          activityTypeId: 1,
          cityIds: [111],
          iban: 'SA0380000000608010167519',
          email: 'huda@alhay.example',
          documents: {
            crCertificate: '0b6a3c52-7d1e-4f9a-9c3b-2e5d8f1a4b60',
            vatCertificate: '1c7b4d63-8e2f-4a0b-8d4c-3f6e9a2b5c71',
          },
        }),
      ),
    );
  },
} satisfies Story;

/** Sent empty in Arabic: right to left, every required field and both documents reported. */
export const Arabic = {
  globals: { locale: 'ar' },
  args: { lang: 'ar' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال الطلب' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('رقم السجل التجاري')).toHaveAccessibleDescription(
        /رقم السجل التجاري مطلوب/,
      ),
    );
    await expect(canvas.getByLabelText('شهادة السجل التجاري')).toHaveAccessibleDescription(
      /ارفع هذا المستند/,
    );
    const cities = canvas.getByRole('group', { name: 'المدن التي توصل إليها' });
    await expect(within(cities).getByText('اختر مدينة واحدة على الأقل')).toBeVisible();
    // The English name is typed left to right on the Arabic page.
    await expect(canvas.getByLabelText('اسم المتجر (بالإنجليزية)')).toHaveAttribute('dir', 'ltr');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
} satisfies Story;
