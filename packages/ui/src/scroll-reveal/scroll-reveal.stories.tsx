import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { EmptyState } from '#empty-state/empty-state.tsx';
import { ScrollReveal } from './scroll-reveal.tsx';

/** A tall page: a first screen of text, then blocks that fade up as they scroll into view. */
function Page() {
  return (
    <div className="grid gap-8 p-4">
      <div className="grid h-[110vh] place-items-center rounded-lg border border-dashed border-brand-200">
        <EmptyState variant="noProducts" />
      </div>
      {(['noSearchResults', 'noNotifications', 'noReviews'] as const).map((variant) => (
        <ScrollReveal
          key={variant}
          className="rounded-lg border border-brand-100 bg-surface-raised"
        >
          <EmptyState variant={variant} />
        </ScrollReveal>
      ))}
    </div>
  );
}

const meta = {
  title: 'UI/Motion/ScrollReveal',
  component: ScrollReveal,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { children: null },
  render: () => <Page />,
} satisfies Meta<typeof ScrollReveal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Below the fold the blocks wait hidden; scrolled into view they fade up and stay. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const blocks = [...canvasElement.querySelectorAll<HTMLElement>('[data-reveal]')];
    await expect(blocks).toHaveLength(3);
    await waitFor(() => expect(blocks[0]).toHaveAttribute('data-reveal', 'hidden'));
    blocks[0]?.scrollIntoView({ block: 'center' });
    await waitFor(() => expect(blocks[0]).toHaveAttribute('data-reveal', 'revealed'));
    await waitFor(() => expect(getComputedStyle(blocks[0] as HTMLElement).opacity).toBe('1'));
    window.scrollTo(0, 0);
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const last = [...canvasElement.querySelectorAll<HTMLElement>('[data-reveal]')].at(-1);
    // The observer's first report (after mounting) hides what is below the viewport.
    await waitFor(() => expect(last).toHaveAttribute('data-reveal', 'hidden'));
    last?.scrollIntoView({ block: 'end' });
    await waitFor(() => expect(last).toHaveAttribute('data-reveal', 'revealed'));
    await waitFor(() => expect(getComputedStyle(last as HTMLElement).opacity).toBe('1'));
    window.scrollTo(0, 0);
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;
