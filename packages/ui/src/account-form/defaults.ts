import type { PhoneCode } from '@shop/core/account';

/** The dialling code a new phone field starts on: Saudi Arabia, the main market. */
export const defaultPhoneCode: PhoneCode = '966';
