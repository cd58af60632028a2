import { api } from '#api/store-api.ts';
import type { ContactReceipt, ContactRequest } from '#contact/contact-schemas.ts';

/** Contact Us's call of the store API (issue 16): public, the shopper's token when signed in. */
export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST ContactMessage`: kept for staff and mailed to support (202); 429 when too many. */
    sendContactMessage: build.mutation<ContactReceipt, ContactRequest>({
      query: (body) => ({ url: 'ContactMessage', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
