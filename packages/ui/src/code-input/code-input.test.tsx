import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { CodeInput } from './code-input.tsx';

function Controlled({ onComplete }: { onComplete: (code: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <CodeInput
      label="Verification code"
      value={value}
      onChange={setValue}
      onComplete={onComplete}
    />
  );
}

describe('CodeInput', () => {
  it('is one labelled input for one-time codes with a numeric keyboard', () => {
    renderWithI18n(<CodeInput label="Verification code" value="" onChange={vi.fn()} />);
    const input = screen.getByRole('textbox', { name: 'Verification code' });
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('dir')).toBe('ltr');
  });

  it('keeps the 6 Latin digits of a paste and reports completion once', () => {
    const onComplete = vi.fn();
    renderWithI18n(<Controlled onComplete={onComplete} />);
    const input = screen.getByRole<HTMLInputElement>('textbox');
    fireEvent.change(input, { target: { value: 'Your code: 123 456 7' } });
    expect(input.value).toBe('123456');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
    fireEvent.change(input, { target: { value: '1234567' } });
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('takes Arabic-Indic digits', () => {
    renderWithI18n(<Controlled onComplete={vi.fn()} />, 'ar');
    const input = screen.getByRole<HTMLInputElement>('textbox');
    fireEvent.change(input, { target: { value: '١٢٣' } });
    expect(input.value).toBe('123');
  });

  it('describes itself by its error', () => {
    renderWithI18n(
      <CodeInput label="Code" value="12" onChange={vi.fn()} error="The code is the 6 digits" />,
    );
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'The code is the 6 digits',
    );
  });
});
