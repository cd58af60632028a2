import { selectLocale } from '@shop/core/locale';
import { NEWSLETTER_POPUP_STORAGE_KEY, type NewsletterFormValues } from '@shop/core/newsletter';
import { NewsletterForm } from '@shop/ui/newsletter-form';
import type { NewsletterPopupProps } from '@shop/ui/newsletter-popup';
import { useNewsletterPopup } from '@shop/ui/use-newsletter-popup';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRouteLoaderData } from 'react-router';
import { useAppDispatch, useAppSelector } from '~/hooks';
import { feedbackErrors } from '~/lib/feedback-errors';
import { onDemand } from '@shop/ui/on-demand';
import type { loader as rootLoader } from '~/root';

// The footer's form is on every public page, server rendered; zod and the call (RTK Query) load
// on the first submit, the popup's dialog when it opens (issue 13's first-load budget).
const NewsletterPopup = onDemand<NewsletterPopupProps>(() =>
  import('@shop/ui/newsletter-popup').then(({ NewsletterPopup: Popup }) => ({ default: Popup })),
);

/**
 * A sign-up (R1.24): the address and the page's language go to `POST Newsletter`; once taken,
 * the form says a confirmation link went out, and the popup is remembered as answered.
 */
function useSignUp(onSubscribed?: () => void) {
  const { t } = useTranslation(['newsletter', 'errors']);
  const dispatch = useAppDispatch();
  const lang = useAppSelector(selectLocale);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>();
  const [sentTo, setSentTo] = useState<string>();
  const submit = ({ email }: NewsletterFormValues) => {
    setBusy(true);
    void import('~/lib/newsletter-calls')
      .then(({ subscribeToNewsletter }) => subscribeToNewsletter(dispatch, email, lang))
      .catch((error: unknown) => error)
      .then((error) => {
        setBusy(false);
        setFailure(error);
        if (error === undefined) {
          setSentTo(email);
          onSubscribed?.();
        }
      });
  };
  // One array per failure: the form keeps a refusal on its field until the address is edited.
  const serverErrors = useMemo(
    () => (failure === undefined ? undefined : feedbackErrors(t, failure)),
    [failure, t],
  );
  return { submit, sentTo, busy, serverErrors };
}

/** The footer's newsletter sign-up, with its heading. */
export function FooterNewsletter() {
  const { t } = useTranslation('newsletter');
  const headingId = useId();
  const { submit, sentTo, busy, serverErrors } = useSignUp(() => {
    try {
      window.localStorage.setItem(NEWSLETTER_POPUP_STORAGE_KEY, 'subscribed');
    } catch {
      // Storage blocked: the popup's own memory says it was seen.
    }
  });
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('form.title')}
      </h2>
      <NewsletterForm onSubmit={submit} busy={busy} serverErrors={serverErrors} sentTo={sentTo} />
    </section>
  );
}

/**
 * The first-purchase popup on public pages, after the delay the server gives
 * (NEWSLETTER_POPUP_SECONDS; 0: never), once per browser.
 */
export function NewsletterPopupHost() {
  const { pathname } = useLocation();
  const seconds = useRouteLoaderData<typeof rootLoader>('root')?.newsletterPopupSeconds ?? 0;
  if (seconds <= 0) return null;
  return <PopupOn pathname={pathname} delayMs={seconds * 1000} />;
}

function PopupOn({ pathname, delayMs }: { pathname: string; delayMs: number }) {
  const { open, dismiss, subscribed } = useNewsletterPopup(pathname, delayMs);
  const { submit, sentTo, busy, serverErrors } = useSignUp(subscribed);
  // Once opened it stays mounted, so closing gives focus back where it was.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <NewsletterPopup
      open={open}
      onDismiss={dismiss}
      onSubmit={submit}
      busy={busy}
      serverErrors={serverErrors}
      sentTo={sentTo}
    />
  );
}
