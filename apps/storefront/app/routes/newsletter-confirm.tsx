// This page calls the API in the browser: bring RTK Query's api slice.
import '~/lib/store-api';
import { NEWSLETTER_OFFER_PERCENT, useConfirmNewsletterMutation } from '@shop/core/newsletter';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Seo } from '~/components/seo';
import { feedbackErrors } from '~/lib/feedback-errors';
import { useHydrated } from '~/lib/use-hydrated';

export const loader = () => null;

/**
 * `/newsletter/confirm?token=`, where the double opt-in mail's link leads: opening it confirms
 * nothing (mail scanners follow links); the person presses Confirm (a POST), and the page shows
 * the first-purchase coupon (R9.07).
 */
export default function NewsletterConfirm() {
  const { t } = useTranslation(['newsletter', 'errors']);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const hydrated = useHydrated();
  const [confirm, state] = useConfirmNewsletterMutation();
  const errors = state.error ? feedbackErrors(t, state.error).map((error) => error.message) : [];

  return (
    <div className="mx-auto grid max-w-xl gap-6">
      <Seo
        title={`${t('confirm.title')} · ${t('common:brand.name')}`}
        description={t('confirm.metaDescription')}
        noIndex
        canonicalParams={[]}
      />
      <h1 className="text-3xl font-bold">{t('confirm.title')}</h1>
      <div className="grid gap-4 rounded-xl border border-brand-100 bg-surface-raised p-6 shadow-sm">
        {state.data ? (
          <div role="status" className="grid gap-3">
            <p className="text-lg font-semibold">{t('confirm.done')}</p>
            <p>{t('confirm.couponIntro', { percent: state.data.coupon.percent })}</p>
            <p
              dir="ltr"
              className="justify-self-start rounded-md border-2 border-dashed border-brand-600 px-4 py-2 font-mono text-2xl font-bold tracking-wider"
              data-testid="newsletter-coupon"
            >
              {state.data.coupon.code}
            </p>
            <p className="text-sm text-ink-muted">{t('confirm.couponHint')}</p>
          </div>
        ) : token ? (
          <>
            <p>{t('confirm.intro')}</p>
            <p className="text-sm text-ink-muted">
              {t('popup.intro', { percent: NEWSLETTER_OFFER_PERCENT })}
            </p>
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
                onClick={() => void confirm({ token })}
                className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
              >
                {t('confirm.button')}
              </button>
            </div>
          </>
        ) : (
          <p role="alert">{t('confirm.missing')}</p>
        )}
      </div>
    </div>
  );
}
