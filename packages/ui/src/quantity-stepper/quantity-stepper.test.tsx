import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';

describe('QuantityStepper', () => {
  it('steps up and down inside a group named after the product', () => {
    const onChange = vi.fn();
    renderWithI18n(<QuantityStepper name="Fresh milk" value={2} max={5} onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Quantity of Fresh milk' });
    const field = within(group).getByRole('spinbutton', { name: 'Quantity' });
    expect(screen.getByRole('spinbutton')).toHaveProperty('value', '2');
    fireEvent.click(
      within(group).getByRole('button', { name: 'Increase the quantity of Fresh milk' }),
    );
    expect(onChange).toHaveBeenLastCalledWith(3);
    fireEvent.click(
      within(group).getByRole('button', { name: 'Decrease the quantity of Fresh milk' }),
    );
    expect(onChange).toHaveBeenLastCalledWith(1);
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('disables + at the maximum and says "the maximum quantity is" with the number', () => {
    const onChange = vi.fn();
    renderWithI18n(<QuantityStepper name="Dates" value={3} max={3} onChange={onChange} />);
    const plus = screen.getByRole('button', { name: 'Increase the quantity of Dates' });
    expect(plus.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(plus.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'the maximum quantity is 3',
    );
    fireEvent.click(plus);
    fireEvent.keyDown(screen.getByRole('spinbutton'), { key: 'ArrowUp' });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('the maximum quantity is 3');
  });

  it('takes a typed number on Enter, keeps it within the maximum and reads Arabic digits', () => {
    const onChange = vi.fn();
    const { rerender } = renderWithI18n(
      <QuantityStepper name="Rice" value={1} max={8} onChange={onChange} />,
    );
    const field = screen.getByRole('spinbutton');
    fireEvent.change(field, { target: { value: '6' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(6);
    fireEvent.change(field, { target: { value: '40' } });
    fireEvent.blur(field);
    expect(onChange).toHaveBeenLastCalledWith(8);
    fireEvent.change(field, { target: { value: '٤' } });
    fireEvent.blur(field);
    expect(onChange).toHaveBeenLastCalledWith(4);
    // Nonsense goes back to the quantity the cart holds.
    onChange.mockClear();
    fireEvent.change(field, { target: { value: 'abc' } });
    fireEvent.blur(field);
    expect(onChange).not.toHaveBeenCalled();
    expect(field).toHaveProperty('value', '1');
    // A rolled-back answer shows the cart's quantity again.
    rerender(<QuantityStepper name="Rice" value={2} max={8} onChange={onChange} />);
    expect(screen.getByRole('spinbutton')).toHaveProperty('value', '2');
  });

  it('offers remove at 1 when it can remove, else stops at the minimum', () => {
    const onChange = vi.fn();
    const onRemove = vi.fn();
    const { rerender } = renderWithI18n(
      <QuantityStepper name="Bread" value={1} max={5} onChange={onChange} onRemove={onRemove} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove Bread from the cart' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
    const field = screen.getByRole('spinbutton');
    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.blur(field);
    expect(onRemove).toHaveBeenCalledTimes(2);

    rerender(<QuantityStepper name="Bread" value={1} max={5} onChange={onChange} />);
    const minus = screen.getByRole('button', { name: 'Decrease the quantity of Bread' });
    expect(minus.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(minus);
    const field2 = screen.getByRole('spinbutton');
    fireEvent.change(field2, { target: { value: '0' } });
    fireEvent.blur(field2);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('ignores presses while busy and marks the group busy', () => {
    const onChange = vi.fn();
    renderWithI18n(<QuantityStepper name="Milk" value={2} max={5} onChange={onChange} busy />);
    const group = screen.getByRole('group', { name: 'Quantity of Milk' });
    expect(group.getAttribute('aria-busy')).toBe('true');
    screen.getByText('Updating…');
    fireEvent.click(screen.getByRole('button', { name: 'Increase the quantity of Milk' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decrease the quantity of Milk' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('speaks Arabic', () => {
    renderWithI18n(<QuantityStepper name="تمر" value={4} max={4} onChange={vi.fn()} />, 'ar');
    screen.getByRole('group', { name: 'كمية تمر' });
    screen.getByRole('button', { name: 'زيادة كمية تمر' });
    expect(screen.getByRole('status').textContent).toBe('الحد الأقصى للكمية هو 4');
  });
});
