import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ModalOpener } from '#testing/modal-opener.tsx';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';

const copy = {
  en: {
    opener: 'Cancel order SO-00000042',
    title: 'Cancel order SO-00000042?',
    text: 'The shopper is told, and what the order took is given back. This cannot be undone.',
    confirm: 'Cancel the order',
  },
  ar: {
    opener: 'إلغاء الطلب SO-00000042',
    title: 'إلغاء الطلب SO-00000042؟',
    text: 'يُبلَّغ المتسوّق ويُعاد ما أخذه الطلب. لا يمكن التراجع عن ذلك.',
    confirm: 'إلغاء الطلب',
  },
} as const;

/** A back office's destructive button that asks first (its texts are story copy). */
function WithOpener(args: ConfirmDialogProps) {
  const lang = useStoryLocale();
  const texts = copy[lang];
  return (
    <ModalOpener label={texts.opener} initiallyOpen={args.open} onClose={args.onClose}>
      {(open, close) => (
        <ConfirmDialog
          {...args}
          open={open}
          onClose={close}
          title={texts.title}
          confirmLabel={texts.confirm}
        >
          {texts.text}
        </ConfirmDialog>
      )}
    </ModalOpener>
  );
}

const meta = {
  title: 'UI/Back office/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    open: false,
    onClose: fn(),
    onConfirm: fn(),
    title: copy.en.title,
    confirmLabel: copy.en.confirm,
    children: copy.en.text,
    tone: 'danger',
  },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focus starts on Cancel (a stray Enter never confirms); Escape closes and focus returns. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: copy.en.opener });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: copy.en.title });
    const modal = within(dialog);
    await waitFor(() => expect(modal.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
} satisfies Story;

/** Right to left; confirming calls onConfirm once. */
export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: copy.ar.opener }));
    const dialog = await canvas.findByRole('dialog', { name: copy.ar.title });
    await expect(dialog).toHaveTextContent(copy.ar.text);
    await userEvent.click(within(dialog).getByRole('button', { name: copy.ar.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
} satisfies Story;

/** While the action runs, confirming again does nothing. */
export const Busy = {
  globals: { locale: 'en' },
  args: { busy: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: copy.en.opener }));
    const dialog = await canvas.findByRole('dialog', { name: copy.en.title });
    const confirm = within(dialog).getByRole('button', { name: copy.en.confirm });
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
} satisfies Story;
