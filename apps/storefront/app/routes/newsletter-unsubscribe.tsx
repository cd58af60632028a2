// This page calls the API in the browser: bring RTK Query's api slice.
import '~/lib/store-api';
import { useUnsubscribeNewsletterMutation } from '@shop/core/newsletter';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Seo } from '~/components/seo';
import { feedbackErrors } from '~/lib/feedback-errors';
import { useHydrated } from '~/lib/use-hydrated';

export const loader = () => null;

/**
 * `/newsletter/unsubscribe?token=`, the unsubscribe link of every newsletter mail: the person
 * presses Unsubscribe (a POST; mail clients use the one-click header instead).
 */
export default function NewsletterUnsubscribe() {
  const { t } = useTranslation(['newsletter', 'errors']);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const hydrated = useHydrated();
  const [unsubscribe, state] = useUnsubscribeNewsletterMutation();
  const errors = state.error ? feedbackErrors(t, state.error).map((error) => error.message) : [];

  return (
    <div className="mx-auto grid max-w-xl gap-6">
      <Seo
        title={`${t('unsubscribe.title')} · ${t('common:brand.name')}`}
        description={t('unsubscribe.metaDescription')}
        noIndex
        canonicalParams={[]}
      />
      <h1 className="text-3xl font-bold">{t('unsubscribe.title')}</h1>
      <div className="grid gap-4 rounded-xl border border-brand-100 bg-surface-raised p-6 shadow-sm">
        {state.data ? (
          <p role="status" className="text-lg font-semibold">
            {t('unsubscribe.done')}
          </p>
        ) : token ? (
          <>
            <p>{t('unsubscribe.intro')}</p>
            {errors.length > 0 ? (
              <div
                role="alert"
                className="rounded-md border border-red-700 bg-red-50 px-4 py-3 text-sm text-red-800"
              >
                {errors.map((message) => (
                  <p key={message}>{message}</p>
                ))}
              </div>
            ) : null}
            <div>
              <button
                type="button"
                disabled={!hydrated || state.isLoading}
                onClick={() => void unsubscribe({ token })}
                className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
              >
                {t('unsubscribe.button')}
              </button>
            </div>
          </>
        ) : (
          <p role="alert">{t('unsubscribe.missing')}</p>
        )}
      </div>
    </div>
  );
}
