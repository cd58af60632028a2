// Contact Us's bounds, without zod (the form's `maxLength`s load with the page).

/** The most characters of each field (a length cap is one of the form's spam defences). */
export const CONTACT_NAME_MAX = 80;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_SUBJECT_MAX = 150;
export const CONTACT_MESSAGE_MAX = 5000;
export const CONTACT_HONEYPOT_MAX = 500;

/**
 * The honeypot's name: a field people never see or reach (hidden, out of the tab order, hidden
 * from screen readers) that form-filling robots fill. A message with it filled is answered as a
 * success, and neither kept nor sent.
 */
export const CONTACT_HONEYPOT_FIELD = 'website';

/** What staff's list of messages shows: those not handled yet, those handled, or all. */
export const contactMessageFilters = ['unhandled', 'handled', 'all'] as const;
export type ContactMessageFilter = (typeof contactMessageFilters)[number];

/** The most characters of staff's note on a handled message (kept in the audit record). */
export const CONTACT_HANDLED_NOTE_MAX = 1000;
