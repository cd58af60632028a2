import { selectIsLoggedIn, GUARD_FROM_COOKIE } from '@shop/core/customer-state';
import { writeCookie } from '@shop/core/cookies';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAppSelector } from '~/hooks';
import { onDemand } from '@shop/ui/on-demand';
import { useHydrated } from '~/lib/use-hydrated';

// The product page's personal parts of reviews and questions (R1.18, R1.19). The page itself is
// public and cached: what depends on the shopper (may they review, their review, their waiting
// questions) is loaded in the browser, for a signed-in shopper only, with RTK Query and the
// forms' code on demand. A guest's buttons call no API: they lead to sign-in and back.

const CustomerReviewActions = onDemand(() => import('~/components/customer-review-actions'));
const CustomerQuestions = onDemand(() => import('~/components/customer-questions'));

export interface ProductFeedbackProps {
  productId: number;
  /** The product's name in the page's language. */
  productName: string;
}

export const feedbackButtonClass =
  'inline-flex min-h-11 items-center justify-center justify-self-start rounded-md border border-brand-700 bg-surface-raised px-4 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-disabled:cursor-wait';

/** Sends a guest to sign in, to come back to this page (and place) once signed in. */
function useSignInFirst() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (anchor: string) => {
    writeCookie(GUARD_FROM_COOKIE, `${pathname}${search}#${anchor}`, 60);
    void navigate('/auth/login');
  };
}

/** A button shown before its customer code has loaded (and on the server): visible, not usable. */
function Placeholder({ label }: { label: string }) {
  return (
    <button type="button" aria-disabled="true" className={feedbackButtonClass}>
      {label}
    </button>
  );
}

/** "Write a review": a guest signs in first; a shopper gets their review's state and the modal. */
export function ReviewActions({ productId, productName }: ProductFeedbackProps) {
  const { t } = useTranslation('feedback');
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const hydrated = useHydrated();
  const signInFirst = useSignInFirst();
  if (!loggedIn) {
    return (
      <button
        type="button"
        aria-disabled={!hydrated || undefined}
        onClick={() => hydrated && signInFirst('reviews')}
        className={feedbackButtonClass}
      >
        {t('reviews.write')}
      </button>
    );
  }
  return (
    <CustomerReviewActions
      productId={productId}
      productName={productName}
      fallback={<Placeholder label={t('reviews.write')} />}
    />
  );
}

/** "Ask a question": a guest signs in first; a shopper gets the form and their waiting questions. */
export function QuestionActions({ productId, productName }: ProductFeedbackProps) {
  const { t } = useTranslation('feedback');
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const hydrated = useHydrated();
  const signInFirst = useSignInFirst();
  if (!loggedIn) {
    return (
      <button
        type="button"
        aria-disabled={!hydrated || undefined}
        onClick={() => hydrated && signInFirst('questions')}
        className={feedbackButtonClass}
      >
        {t('questions.ask')}
      </button>
    );
  }
  return (
    <CustomerQuestions
      productId={productId}
      productName={productName}
      fallback={<Placeholder label={t('questions.ask')} />}
    />
  );
}
