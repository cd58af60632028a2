// The site settings' bounds, without zod (the back office's settings screen uses them).

/** The longest maintenance message, per language. */
export const MAINTENANCE_MESSAGE_MAX = 500;
/** The longest `Retry-After` staff may announce: a day. */
export const MAINTENANCE_RETRY_AFTER_MAX = 86_400;
/** `Retry-After` when staff give none: five minutes. */
export const MAINTENANCE_RETRY_AFTER_DEFAULT = 300;
