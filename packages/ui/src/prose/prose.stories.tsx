import type { Meta, StoryObj } from '@storybook/react-vite';
import { Prose } from './prose.tsx';

const meta = {
  title: 'UI/Content/Prose',
  component: Prose,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Prose>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English = {
  globals: { locale: 'en' },
  args: {
    html: '<h2>Our story</h2><p>We started with a simple idea: everything you need from your city’s shops should reach your door easily.</p><ul><li><strong>Trusted local shops</strong>: we check every shop before it joins.</li><li><strong>Safe payment</strong>: mada, cards and Apple Pay.</li></ul><p>Read our <a href="/faqs">FAQs</a>.</p>',
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  args: {
    html: '<h2>قصتنا</h2><p>بدأنا بفكرة بسيطة: أن يصل كل ما تحتاجه من متاجر مدينتك إلى بابك بسهولة.</p><ul><li><strong>متاجر محلية موثوقة</strong>: نراجع كل متجر قبل انضمامه.</li><li><strong>دفع آمن</strong>: مدى والبطاقات وApple Pay.</li></ul><p>اطلع على <a href="/faqs">الأسئلة الشائعة</a>.</p>',
  },
} satisfies Story;
