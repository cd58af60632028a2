import { api } from '#api/store-api.ts';
import type {
  NewsletterConfirm,
  NewsletterConfirmed,
  NewsletterReceipt,
  NewsletterSignUp,
  NewsletterUnsubscribed,
} from '#newsletter/newsletter-schemas.ts';

/** The newsletter's calls of the store API (issue 16): public, no token. */
export const newsletterApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST Newsletter`: a confirmation mail goes to the address (202, always the same). */
    subscribeNewsletter: build.mutation<NewsletterReceipt, NewsletterSignUp>({
      query: (body) => ({ url: 'Newsletter', method: 'POST', body }),
    }),
    /** `POST Newsletter/Confirm`: the person pressed Confirm; answers the first-purchase coupon. */
    confirmNewsletter: build.mutation<NewsletterConfirmed, NewsletterConfirm>({
      query: (body) => ({ url: 'Newsletter/Confirm', method: 'POST', body }),
    }),
    /** `POST Newsletter/Unsubscribe?token=`: the person pressed Unsubscribe. */
    unsubscribeNewsletter: build.mutation<NewsletterUnsubscribed, { token: string }>({
      query: ({ token }) => ({
        url: `Newsletter/Unsubscribe?token=${encodeURIComponent(token)}`,
        method: 'POST',
      }),
    }),
  }),
});

export const {
  useSubscribeNewsletterMutation,
  useConfirmNewsletterMutation,
  useUnsubscribeNewsletterMutation,
} = newsletterApi;
