import type { PhoneCode } from '@shop/core/customer-schemas';

/** The dialling code a new phone field starts on: Saudi Arabia, the main market. */
export const defaultPhoneCode: PhoneCode = '966';
