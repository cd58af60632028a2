import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { NewsletterForm } from '#newsletter-form/newsletter-form.tsx';
import { Footer } from './footer.tsx';

const meta = {
  title: 'UI/Layout/Footer',
  component: Footer,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    year: 2026,
    links: (
      <li>
        <a href="/contact-us">Contact Us</a>
      </li>
    ),
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo', { name: 'Site footer' });
    await expect(footer).toHaveTextContent('Groceries and local shops, delivered');
    await expect(footer).toHaveTextContent('© 2026 Souq. All rights reserved.');
    await expect(canvas.getByRole('navigation', { name: 'Help and information' })).toBeVisible();
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  args: {
    links: (
      <li>
        <a href="/contact-us">اتصل بنا</a>
      </li>
    ),
  },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const footer = canvas.getByRole('contentinfo', { name: 'تذييل الموقع' });
    await expect(footer).toHaveTextContent('البقالة والمتاجر المحلية حتى باب بيتك');
    await expect(footer).toHaveTextContent('© 2026 سوق. جميع الحقوق محفوظة.');
    await expect(canvas.getByRole('navigation', { name: 'المساعدة والمعلومات' })).toBeVisible();
  },
} satisfies Story;

/** With the newsletter sign-up the storefront puts above the links. */
export const WithNewsletter = {
  globals: { locale: 'en' },
  args: {
    newsletter: (
      <section aria-label="Our newsletter">
        <NewsletterForm onSubmit={fn()} />
      </section>
    ),
  },
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo', { name: 'Site footer' });
    await expect(within(footer).getByRole('form', { name: 'Newsletter sign-up' })).toBeVisible();
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;
