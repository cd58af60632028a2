import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef, type FormEvent, type FormHTMLAttributes } from 'react';
import { expect, fn } from 'storybook/test';
import { SelectField } from '#form-fields/select-field.tsx';
import { TextField } from '#form-fields/text-field.tsx';
import { FiltersBar } from './filters-bar.tsx';

// A list's filters (texts are story copy). The form here reports what it would put in the
// address instead of navigating, as a router's Form would.

const submitted = fn();

/** A form that hands its GET parameters to `submitted` rather than leaving the story. */
const StoryForm = forwardRef<HTMLFormElement, FormHTMLAttributes<HTMLFormElement>>(
  function StoryForm(props, ref) {
    const onSubmit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      submitted(new URLSearchParams(new FormData(event.currentTarget) as never).toString());
    };
    return <form ref={ref} {...props} onSubmit={onSubmit} />;
  },
);

const statuses = {
  en: [
    { value: 'requested', label: 'Requested' },
    { value: 'refunded', label: 'Refunded' },
  ],
  ar: [
    { value: 'requested', label: 'مطلوب' },
    { value: 'refunded', label: 'تم الاسترداد' },
  ],
};

const meta = {
  title: 'UI/Back office/FiltersBar',
  component: FiltersBar,
  tags: ['autodocs'],
  args: { label: 'Filters', applyLabel: 'Apply', as: StoryForm, children: null },
} satisfies Meta<typeof FiltersBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English = {
  globals: { locale: 'en' },
  args: {
    children: (
      <>
        <SelectField name="status" label="Status" placeholder="Any" options={statuses.en} />
        <TextField name="q" type="search" label="Code" />
      </>
    ),
    actions: <a href="?">Clear filters</a>,
  },
  play: async ({ canvas, userEvent }) => {
    submitted.mockClear();
    // A search landmark named for what it does, its fields labelled.
    const bar = canvas.getByRole('search', { name: 'Filters' });
    await expect(bar).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'refunded');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Code' }), 'EID25');
    // Enter in a field applies, as the button does: the parameters go into the address.
    await userEvent.keyboard('{Enter}');
    await expect(submitted).toHaveBeenLastCalledWith('status=refunded&q=EID25');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(submitted).toHaveBeenCalledTimes(2);
    await expect(canvas.getByRole('link', { name: 'Clear filters' })).toBeVisible();
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  args: {
    label: 'عوامل التصفية',
    applyLabel: 'تطبيق',
    children: (
      <>
        <SelectField name="status" label="الحالة" placeholder="الكل" options={statuses.ar} />
        <TextField name="q" type="search" label="الرمز" />
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    submitted.mockClear();
    await expect(canvas.getByRole('search', { name: 'عوامل التصفية' })).toBeVisible();
    // Right to left: the first field starts at the right, Apply comes last, on the left.
    const status = canvas.getByRole('combobox', { name: 'الحالة' });
    const apply = canvas.getByRole('button', { name: 'تطبيق' });
    await expect(status.getBoundingClientRect().right).toBeGreaterThan(
      apply.getBoundingClientRect().right,
    );
    await userEvent.click(apply);
    await expect(submitted).toHaveBeenLastCalledWith('status=&q=');
  },
} satisfies Story;
