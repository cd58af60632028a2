import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { onlyDigits, toLatinDigits } from './digits.ts';
import { PasswordField } from './password-field.tsx';
import { PhoneField } from './phone-field.tsx';
import { SearchableSelect, searchKey } from './searchable-select.tsx';
import { SelectField } from './select-field.tsx';
import { EmailField, NumberField, TextArea, TextField } from './text-field.tsx';

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

describe('digits', () => {
  it('turns Arabic-Indic digits into Latin ones and keeps only digits', () => {
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩ ۰۹')).toBe('0123456789 09');
    expect(onlyDigits('+966 ٥٠-12')).toBe('9665012');
  });
});

describe('TextField, EmailField, TextArea', () => {
  it('labels the input and describes it by its error and hint', () => {
    renderWithI18n(<TextField label="Name" error="Name is required" hint="As on your ID" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input)).toBe('Name is required | As on your ID');
  });

  it('is valid and undescribed without an error', () => {
    renderWithI18n(<TextField label="Name" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('makes e-mail inputs left to right with the e-mail keyboard', () => {
    renderWithI18n(<EmailField label="البريد الإلكتروني" />, 'ar');
    const input = screen.getByRole('textbox', { name: 'البريد الإلكتروني' });
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('dir')).toBe('ltr');
    expect(input.getAttribute('autocomplete')).toBe('email');
  });

  it('marks optional fields in the label', () => {
    renderWithI18n(<TextArea label="ملاحظات التوصيل" optional />, 'ar');
    screen.getByRole('textbox', { name: 'ملاحظات التوصيل (اختياري)' });
  });
});

describe('NumberField', () => {
  it('keeps digits only, as Latin digits, and calls onChange with them', () => {
    const onChange = vi.fn((event: { target: { value: string } }) => event.target.value);
    renderWithI18n(<NumberField label="Floor number" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Floor number' });
    expect(input.getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(input, { target: { value: '1٢a3' } });
    expect(onChange).toHaveLastReturnedWith('123');
  });
});

describe('PasswordField', () => {
  it('shows and hides the password with a toggle button', () => {
    renderWithI18n(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input.getAttribute('type')).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(input.id);
    fireEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });
});

describe('PhoneField', () => {
  it('groups a dialling-code select and a number under one label, left to right', () => {
    renderWithI18n(
      <PhoneField label="Mobile number" codes={['966', '971']} error="Phone number is invalid" />,
    );
    const group = screen.getByRole('group', { name: 'Mobile number' });
    expect(group.getAttribute('dir')).toBe('ltr');
    const code = within(group).getByRole('combobox', { name: 'Mobile number Dialling code' });
    expect(
      within(code)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['+966', '+971']);
    const number = within(group).getByRole('textbox', { name: 'Mobile number' });
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(code.getAttribute('aria-invalid')).toBe('false');
    expect(describedBy(number)).toBe('Phone number is invalid');
  });
});

describe('SelectField', () => {
  it('offers a placeholder and the options', () => {
    renderWithI18n(
      <SelectField
        label="Country"
        placeholder="Choose a country"
        options={[{ value: '1', label: 'Saudi Arabia' }]}
        error="Country is required"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a country', 'Saudi Arabia']);
    expect(describedBy(select)).toBe('Country is required');
  });
});

const cities = [
  { value: '111', label: 'الرياض' },
  { value: '121', label: 'جدة' },
  { value: '122', label: 'مكة المكرمة' },
];

function Controlled({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <SearchableSelect
      label="المدينة"
      options={cities}
      value={value}
      name="city"
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('SearchableSelect', () => {
  it('folds Arabic letter variants and diacritics for matching', () => {
    expect(searchKey('مكة')).toBe(searchKey('مكه'));
    expect(searchKey('أَحمد')).toBe('احمد');
    expect(searchKey('Café')).toBe('cafe');
  });

  it('filters as you type and chooses with the keyboard', () => {
    const onChange = vi.fn();
    const { container } = renderWithI18n(<Controlled onChange={onChange} />, 'ar');
    const input = screen.getByRole('combobox', { name: 'المدينة' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(input, { target: { value: 'مكه' } });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox', { name: 'المدينة' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['مكة المكرمة']);
    screen.getByText('يتوفر خيار واحد. استخدم السهمين لأعلى ولأسفل للاختيار.');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const option = within(listbox).getByRole('option');
    expect(input.getAttribute('aria-activedescendant')).toBe(option.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('122');
    expect((input as HTMLInputElement).value).toBe('مكة المكرمة');
    expect(container.querySelector<HTMLInputElement>('input[name="city"]')?.value).toBe('122');
  });

  it('restores the chosen text on Escape and chooses an exact match on blur', () => {
    const onChange = vi.fn();
    renderWithI18n(<Controlled onChange={onChange} />, 'ar');
    const input = screen.getByRole('combobox', { name: 'المدينة' });
    fireEvent.change(input, { target: { value: 'جد' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect((input as HTMLInputElement).value).toBe('');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(input, { target: { value: 'جدة' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenCalledWith('121');
  });

  it('says when nothing matches', () => {
    renderWithI18n(<Controlled onChange={vi.fn()} />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'zzz' } });
    screen.getByRole('option', { name: 'No matches' });
  });
});
