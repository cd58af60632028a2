// This page calls the API in the browser: bring RTK Query's api slice.
import '~/lib/store-api';
import { useSendContactMessageMutation } from '@shop/core/contact';
import { selectCustomer, selectIsLoggedIn } from '@shop/core/customer-state';
import { ContactForm } from '@shop/ui/contact-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Seo } from '~/components/seo';
import { useAppSelector } from '~/hooks';
import { feedbackErrors } from '~/lib/feedback-errors';
import { useHydrated } from '~/lib/use-hydrated';

export const loader = () => null;

/**
 * `/contact-us`, the Contact Us screen (R2.53; R2.69: its route is ours). Server rendered the same
 * for everyone; a signed-in shopper's name and e-mail come from the store in the browser, never
 * from the HTML. A sent message shows the default success toast (R8.24, through the event store)
 * and the form starts again empty.
 */
export default function ContactUs() {
  const { t } = useTranslation(['contact', 'errors']);
  const hydrated = useHydrated();
  const signedIn = useAppSelector(selectIsLoggedIn);
  const customer = useAppSelector(selectCustomer);
  const [send, sending] = useSendContactMessageMutation();
  // A new key after each message sent: a fresh, empty form.
  const [sent, setSent] = useState(0);
  const prefill =
    hydrated && signedIn ? { name: customer.userName, email: customer.email } : undefined;

  return (
    <div className="mx-auto grid max-w-2xl gap-6">
      <Seo title={`${t('title')} · ${t('common:brand.name')}`} description={t('metaDescription')} />
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <p className="text-ink-muted">{t('intro')}</p>
      </div>
      <div className="rounded-xl border border-brand-100 bg-surface-raised p-6 shadow-sm">
        <ContactForm
          key={sent}
          prefill={prefill}
          busy={sending.isLoading}
          serverErrors={sending.error ? feedbackErrors(t, sending.error) : undefined}
          onSubmit={(values) =>
            void send(values).then((result) => {
              if (!('error' in result)) {
                sending.reset();
                setSent((count) => count + 1);
              }
            })
          }
        />
      </div>
    </div>
  );
}
