import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneCodes } from '@shop/core/customer-schemas';
import { localizedName } from '@shop/core/i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, waitFor, within } from 'storybook/test';
import { regions } from '#testing/story-data.ts';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { PasswordField } from './password-field.tsx';
import { PhoneField } from './phone-field.tsx';
import { SearchableSelect } from './searchable-select.tsx';
import { SelectField } from './select-field.tsx';
import { EmailField, NumberField, TextArea, TextField } from './text-field.tsx';

/** Cities of the demo regions, as options of a search dropdown. */
function useCityOptions() {
  const lang = useStoryLocale();
  return regions.flatMap((country) =>
    country.states.flatMap((state) =>
      state.cities.map((city) => ({ value: String(city.id), label: localizedName(city, lang) })),
    ),
  );
}

/** Every input kind of the spec (R5.34), labelled from the account catalogue. */
function AllFields({ onCityChange }: { onCityChange: (value: string) => void }) {
  const { t } = useTranslation(['account', 'validation']);
  const lang = useStoryLocale();
  const [city, setCity] = useState('');
  const cities = useCityOptions();
  return (
    <form
      noValidate
      className="grid max-w-xl gap-5 p-4"
      onSubmit={(event) => event.preventDefault()}
    >
      <TextField label={t('fields.name')} autoComplete="name" defaultValue="Sara" />
      <EmailField
        label={t('fields.email')}
        defaultValue="sara@"
        error={t('validation:invalidEmail')}
      />
      <PasswordField label={t('fields.password')} autoComplete="new-password" />
      <NumberField label={t('address.postalCode')} maxLength={5} />
      <PhoneField label={t('fields.phone')} codes={phoneCodes} defaultValue="501234567" />
      <SelectField
        label={t('address.country')}
        placeholder={t('address.chooseCountry')}
        options={regions.map((c) => ({ value: String(c.id), label: localizedName(c, lang) }))}
      />
      <SearchableSelect
        label={t('address.city')}
        options={cities}
        value={city}
        onChange={(value) => {
          setCity(value);
          onCityChange(value);
        }}
        placeholder={t('fields.choose')}
      />
      <TextArea label={t('address.notes')} optional hint={t('address.titleHint')} />
    </form>
  );
}

const meta = {
  title: 'UI/Forms/FormFields',
  component: AllFields,
  tags: ['autodocs'],
  args: { onCityChange: fn() },
} satisfies Meta<typeof AllFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Labels, an error wired to its input, digits only, show/hide password, search dropdown. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Invalid Email');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAttribute(
      'aria-invalid',
      'false',
    );

    const postal = canvas.getByRole('textbox', { name: 'Pincode / postal code' });
    await userEvent.type(postal, '12a-3٤5');
    await expect(postal).toHaveValue('12345');

    const password = canvas.getByLabelText('Password');
    await userEvent.type(password, 'hidden');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(password).toHaveAttribute('type', 'text');

    const city = canvas.getByRole('combobox', { name: 'City' });
    await userEvent.type(city, 'j');
    await expect(city).toHaveAttribute('aria-expanded', 'true');
    const list = within(canvas.getByRole('listbox', { name: 'City' }));
    await expect(list.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Al Kharj',
      'Jeddah',
    ]);
    await userEvent.type(city, 'ed');
    await expect(list.getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onCityChange).toHaveBeenCalledWith('121');
    await expect(city).toHaveValue('Jeddah');
    await expect(city).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('textbox', { name: 'Delivery notes (optional)' })).toBeVisible();
  },
} satisfies Story;

/** Arabic: labels and errors in Arabic; the e-mail and phone stay left to right. */
export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const email = canvas.getByRole('textbox', { name: 'البريد الإلكتروني' });
    await expect(email).toHaveAccessibleDescription('البريد الإلكتروني غير صالح');
    await expect(email).toHaveAttribute('dir', 'ltr');
    const phone = canvas.getByRole('textbox', { name: 'رقم الجوال' });
    const code = canvas.getByRole('combobox', { name: 'رقم الجوال رمز الاتصال الدولي' });
    await expect(code.getBoundingClientRect().left).toBeLessThan(
      phone.getBoundingClientRect().left,
    );
    // Typing without diacritics or with another alef still finds "مكة المكرمة".
    const city = canvas.getByRole('combobox', { name: 'المدينة' });
    await userEvent.type(city, 'مكه');
    const list = within(canvas.getByRole('listbox', { name: 'المدينة' }));
    await waitFor(() => expect(list.getAllByRole('option')).toHaveLength(1));
    await userEvent.click(list.getByRole('option', { name: 'مكة المكرمة' }));
    await expect(args.onCityChange).toHaveBeenCalledWith('122');
    // The password toggle sits at the inline end: the left in Arabic.
    const toggle = canvas.getByRole('button', { name: 'إظهار كلمة المرور' });
    const password = canvas.getByLabelText('كلمة المرور');
    await expect(toggle.getBoundingClientRect().left).toBeLessThan(
      password.getBoundingClientRect().left + 50,
    );
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;

/** The search dropdown by keyboard: Alt+Down opens, Escape restores, Enter chooses. */
export const SearchableSelectKeyboard = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    const city = canvas.getByRole('combobox', { name: 'City' });
    await userEvent.click(city);
    const list = within(canvas.getByRole('listbox', { name: 'City' }));
    await expect(list.getAllByRole('option')).toHaveLength(5);
    await userEvent.keyboard('{Escape}');
    await expect(city).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = list.getByRole('option', { name: 'Al Kharj' });
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(city).toHaveAttribute('aria-activedescendant', second.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onCityChange).toHaveBeenLastCalledWith('112');
    await userEvent.type(city, 'zzz');
    await expect(list.getByRole('option', { name: 'No matches' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 options available');
    await userEvent.keyboard('{Escape}');
    await expect(city).toHaveValue('Al Kharj');
  },
} satisfies Story;
