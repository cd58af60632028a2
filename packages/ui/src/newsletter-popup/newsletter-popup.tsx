import { NEWSLETTER_OFFER_PERCENT, type NewsletterFormValues } from '@shop/core/newsletter';
import { useTranslation } from 'react-i18next';
import type { ServerError } from '#account-form/server-errors.ts';
import { ModalDialog } from '#modal-dialog/modal-dialog.tsx';
import { NewsletterForm } from '#newsletter-form/newsletter-form.tsx';

/** Props of {@link NewsletterPopup}. */
export interface NewsletterPopupProps {
  /** Whether it shows (see `useNewsletterPopup`: once, never for a subscriber, never on checkout). */
  open: boolean;
  /** The shopper dismissed it: Escape, the close button or "No, thanks". */
  onDismiss: () => void;
  /** Called with the address once valid. */
  onSubmit: (values: NewsletterFormValues) => void;
  busy?: boolean;
  serverErrors?: readonly ServerError[];
  /** The address a confirmation mail went to (the popup then says so). */
  sentTo?: string | undefined;
}

/**
 * The newsletter popup with the first-purchase offer ({@link NEWSLETTER_OFFER_PERCENT} % off,
 * R9.07): a modal dialog named by its title, the e-mail field focused on opening, dismissed by
 * Escape, its close button or "No, thanks", focus going back where it was.
 *
 * @example
 * ```tsx
 * <NewsletterPopup open={open} onDismiss={dismiss} onSubmit={subscribe} sentTo={sent} />
 * ```
 */
export function NewsletterPopup({
  open,
  onDismiss,
  onSubmit,
  busy,
  serverErrors,
  sentTo,
}: NewsletterPopupProps) {
  const { t } = useTranslation('newsletter');
  return (
    <ModalDialog
      open={open}
      onClose={onDismiss}
      title={t('popup.title', { percent: NEWSLETTER_OFFER_PERCENT })}
    >
      <div className="grid gap-4">
        <p>{t('popup.intro', { percent: NEWSLETTER_OFFER_PERCENT })}</p>
        <NewsletterForm
          onSubmit={onSubmit}
          busy={busy}
          serverErrors={serverErrors}
          sentTo={sentTo}
          autoFocusField
        />
        <div className="flex justify-end">
          <button
            type="button"
            onClick={onDismiss}
            className="min-h-10 rounded-md px-3 text-sm text-ink-muted underline underline-offset-4 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {sentTo ? t('popup.close') : t('popup.noThanks')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
