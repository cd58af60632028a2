import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LinkProvider, type LinkProps } from '#link/link-context.tsx';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { ActivityTypeCard } from './activity-type-card.tsx';

/** Story data, not UI copy: activity types as the store API sends them (`name` is Arabic). */
const activityTypes = [
  { id: 1, name: 'سوبر ماركت', nameEn: 'Supermarket', icon: 'basket' },
  { id: 2, name: 'مخبز', nameEn: 'Bakery', icon: 'bread' },
  { id: 3, name: 'صيدلية', nameEn: 'Pharmacy', icon: 'pill' },
  { id: 4, name: 'ملحمة', nameEn: 'Butcher', icon: 'meat' },
  { id: 5, name: 'خضار وفواكه', nameEn: 'Fruits & Vegetables', icon: 'leaf' },
  { id: 6, name: 'زهور وهدايا', nameEn: 'Flowers & Gifts', icon: 'flower' },
];

const navigate = fn().mockName('navigate');

function StoryLink({ href, ...props }: LinkProps) {
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}

/** The six demo activity types in the story's language, as the home page lists them. */
function Grid({ links }: { links: boolean }) {
  const lang = useStoryLocale();
  return (
    <LinkProvider component={StoryLink}>
      <ul className="grid grid-cols-1 gap-4 p-4 sm:grid-cols-2 lg:grid-cols-3">
        {activityTypes.map((type) => (
          <li key={type.id}>
            <ActivityTypeCard
              name={lang === 'ar' ? type.name : type.nameEn}
              icon={type.icon}
              href={links ? `/region/${type.id}` : undefined}
            />
          </li>
        ))}
      </ul>
    </LinkProvider>
  );
}

const meta = {
  title: 'UI/Catalog/ActivityTypeCard',
  component: ActivityTypeCard,
  tags: ['autodocs'],
  args: { name: 'Supermarket', icon: 'basket' },
  render: (_args, { parameters }) => <Grid links={parameters.links === true} />,
} satisfies Meta<typeof ActivityTypeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(activityTypes.map((t) => t.nameEn));
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(activityTypes.map((t) => t.name));
  },
} satisfies Story;

export const AsLinksEnglish = {
  globals: { locale: 'en' },
  parameters: { links: true },
  play: async ({ canvas, userEvent }) => {
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('link', { name: 'Bakery' }));
    await expect(navigate).toHaveBeenCalledWith('/region/2');
  },
} satisfies Story;

export const AsLinksArabic = {
  globals: { locale: 'ar' },
  parameters: { links: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'صيدلية' })).toHaveAttribute('href', '/region/3');
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;
