import { z } from 'zod';
import { bilingualNameSchema } from '#api/contract.ts';
import { pageSchema, productListQuerySchema } from '#catalog/catalog-schemas.ts';
import { latLngSchema } from '#delivery-area/delivery-area-schemas.ts';

// Accounts (issue 4, spec §3 and §5). Messages are translation keys of the `validation`
// namespace, translated when shown, so switching language needs no re-validation. The API
// validates the same request schemas.

/**
 * Decision (spec §5 / R5.33: "a length must be more than 8"): a password has more than 8
 * characters, i.e. at least 9. This also refuses anything shorter than 8.
 */
export const PASSWORD_MIN_LENGTH = 9;
export const PASSWORD_MAX_LENGTH = 128;
/** The e-mail verification and password-reset codes: 6 digits. */
export const CODE_LENGTH = 6;

/**
 * Phone rules per dialling code (R5.35): national number without the leading 0, digits only.
 * Saudi Arabia and the UAE: 9 digits starting with 5 (mobiles); Kuwait: 8 digits.
 */
export const phoneRules = {
  '966': /^5\d{8}$/,
  '971': /^5\d{8}$/,
  '965': /^[569]\d{7}$/,
} as const;
export type PhoneCode = keyof typeof phoneRules;
export const phoneCodes = Object.keys(phoneRules) as PhoneCode[];

/** Postal codes (R5.35): 5 digits (Saudi Arabia, Kuwait; the UAE uses 00000). */
export const POSTAL_CODE = /^\d{5}$/;

const required = (key: string) => z.string().trim().min(1, key);

export const emailField = required('validation:emailRequired').pipe(
  z.email('validation:invalidEmail'),
);
export const passwordField = z
  .string()
  // abort: an empty password says "required", not also "too short".
  .min(1, { error: 'validation:passwordRequired', abort: true })
  .min(PASSWORD_MIN_LENGTH, 'validation:passwordTooShort')
  .max(PASSWORD_MAX_LENGTH, 'validation:passwordTooLong');
export const nameField = required('validation:nameRequired').pipe(
  z.string().max(80, 'validation:tooLong'),
);
export const phoneCodeField = z.enum(
  phoneCodes as [PhoneCode, ...PhoneCode[]],
  'validation:phoneCodeInvalid',
);
export const phoneField = required('validation:phoneRequired').pipe(
  z.string().regex(/^\d+$/, 'validation:phoneInvalid'),
);
/**
 * An address's phone (R5.08): the same rule and message as sign-up and profile. The request has
 * no dialling code, so the API accepts a number that fits any served one; the address form also
 * checks it against the chosen country's code ({@link addressFormSchema}).
 */
export const addressPhoneField = required('validation:phoneRequired').pipe(
  z
    .string()
    .regex(/^\d+$/, { error: 'validation:phoneInvalid', abort: true })
    .refine(
      (phone) => phoneCodes.some((code) => phoneRules[code].test(phone)),
      'validation:phoneInvalid',
    ),
);
export const codeField = required('validation:fieldRequired').pipe(
  z.string().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), 'validation:codeInvalid'),
);

/** The phone number fits its dialling code; the issue goes on `phone`. */
function checkPhone<T extends { phoneCode: PhoneCode; phone: string }>(
  value: T,
  ctx: z.RefinementCtx,
) {
  if (value.phone && !phoneRules[value.phoneCode].test(value.phone)) {
    ctx.addIssue({ code: 'custom', path: ['phone'], message: 'validation:phoneInvalid' });
  }
}

/** The confirmation equals the password; the issue goes on `confirmPassword`. */
function checkConfirmation(password: string, confirmPassword: string, ctx: z.RefinementCtx) {
  if (confirmPassword && password !== confirmPassword) {
    ctx.addIssue({
      code: 'custom',
      path: ['confirmPassword'],
      message: 'validation:confirmPasswordMismatch',
    });
  }
}
const confirmField = z.string().min(1, 'validation:confirmPasswordRequired');

/** The signed-in customer as the API returns it and the browser keeps it (spec §3). */
export const customerSchema = z.object({
  token: z.string(),
  email: z.string(),
  userName: z.string(),
  phone: z.string(),
  phoneCode: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

export const signUpRequestSchema = z
  .object({
    name: nameField,
    email: emailField,
    phoneCode: phoneCodeField,
    phone: phoneField,
    password: passwordField,
  })
  .superRefine(checkPhone);
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;
export const signUpFormSchema = z
  .object({
    name: nameField,
    email: emailField,
    phoneCode: phoneCodeField,
    phone: phoneField,
    password: passwordField,
    confirmPassword: confirmField,
  })
  .superRefine((value, ctx) => {
    checkPhone(value, ctx);
    checkConfirmation(value.password, value.confirmPassword, ctx);
  });
export type SignUpForm = z.infer<typeof signUpFormSchema>;

/** Sign-in by e-mail or by mobile number (spec §2: the login offers both). */
export const signInRequestSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('email'),
    email: emailField,
    password: z.string().min(1, 'validation:passwordRequired'),
  }),
  z
    .object({
      method: z.literal('phone'),
      phoneCode: phoneCodeField,
      phone: phoneField,
      password: z.string().min(1, 'validation:passwordRequired'),
    })
    .superRefine(checkPhone),
]);
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/**
 * Whose verification code: the e-mail, or the mobile number of a sign-in by phone answered 403
 * (the shopper may never have typed the e-mail). The e-mail wins when both are given; neither
 * says "Email is required".
 */
const verificationTarget = z.object({
  email: emailField.optional(),
  phoneCode: phoneCodeField.optional(),
  phone: phoneField.optional(),
});
function checkVerificationTarget(value: z.infer<typeof verificationTarget>, ctx: z.RefinementCtx) {
  if (value.email) return;
  const { phoneCode, phone } = value;
  if (phoneCode && phone) checkPhone({ phoneCode, phone }, ctx);
  else ctx.addIssue({ code: 'custom', path: ['email'], message: 'validation:emailRequired' });
}

export const verifyEmailRequestSchema = verificationTarget
  .extend({ code: codeField })
  .superRefine(checkVerificationTarget);
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;
/** The Verify OTP form: the code only (whose it is comes from the stored customer). */
export const verifyCodeFormSchema = z.object({ code: codeField });
export type VerifyCodeForm = z.infer<typeof verifyCodeFormSchema>;

/** Resend the verification code, to the e-mail or the mobile number's account. */
export const resendCodeRequestSchema = verificationTarget.superRefine(checkVerificationTarget);
export type ResendCodeRequest = z.infer<typeof resendCodeRequestSchema>;

/** Forgot password sends the e-mail (spec §7). */
export const emailRequestSchema = z.object({ email: emailField });
export type EmailRequest = z.infer<typeof emailRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  email: emailField,
  code: codeField,
  password: passwordField,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
export const resetPasswordFormSchema = z
  .object({
    email: emailField,
    code: codeField,
    password: z.string().min(1, 'validation:newPasswordRequired').pipe(passwordField),
    confirmPassword: confirmField,
  })
  .superRefine((value, ctx) => checkConfirmation(value.password, value.confirmPassword, ctx));
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const updateProfileRequestSchema = z
  .object({ name: nameField, phoneCode: phoneCodeField, phone: phoneField })
  .superRefine(checkPhone);
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/**
 * `PUT Customer/Locale`: the language the shopper uses, which the store writes to them in
 * (order status e-mails). Spec §7 sends `Accept-Language: ar` on every call whatever the page's
 * language, so the storefront says it here: at sign-in and at every switch while signed in.
 */
export const customerLocaleRequestSchema = z.strictObject({ locale: z.enum(['en', 'ar']) });
export type CustomerLocaleRequest = z.infer<typeof customerLocaleRequestSchema>;

export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1, 'validation:currentPasswordRequired'),
  newPassword: z.string().min(1, 'validation:newPasswordRequired').pipe(passwordField),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'validation:currentPasswordRequired'),
    newPassword: z.string().min(1, 'validation:newPasswordRequired').pipe(passwordField),
    confirmPassword: confirmField,
  })
  .superRefine((value, ctx) => checkConfirmation(value.newPassword, value.confirmPassword, ctx));
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

const selectedId = (key: string) => z.coerce.number(key).int(key).positive(key);

/** `POST CustomerAddress` (spec §3 labels; subCityId is the city id). */
export const addressRequestSchema = z.object({
  title: required('validation:titleRequired').pipe(z.string().max(60, 'validation:tooLong')),
  streetAddress: required('validation:streetRequired').pipe(
    z.string().max(200, 'validation:tooLong'),
  ),
  countryId: selectedId('validation:countryRequired'),
  stateId: selectedId('validation:stateRequired'),
  subCityId: selectedId('validation:cityRequired'),
  postalCode: required('validation:pincodeRequired').pipe(
    z.string().regex(POSTAL_CODE, 'validation:wrongPostalCode'),
  ),
  phone: addressPhoneField,
  buildingNumber: z.string().trim().max(40, 'validation:tooLong').default(''),
  floorNumber: z.string().trim().max(10, 'validation:tooLong').default(''),
  apartmentNumber: z.string().trim().max(10, 'validation:tooLong').default(''),
  receiverName: z.string().trim().max(80, 'validation:tooLong').default(''),
  receiverPhone: z
    .string()
    .trim()
    .regex(/^(\d{8,12})?$/, 'validation:wrongPhoneNumber')
    .default(''),
  notes: z.string().trim().max(500, 'validation:tooLong').default(''),
});
/** What `POST CustomerAddress` takes: the form's fields and, from a map picker, the point. */
export type AddressRequest = z.input<typeof addressRequestSchema> & {
  location?: z.input<typeof latLngSchema> | null;
};

/**
 * The address form's schema: the request, with the phone checked against the dialling code of
 * the chosen country (as sign-up checks it against the chosen code).
 */
export function addressFormSchema(phoneCodeOf: (countryId: number) => string | undefined) {
  return addressRequestSchema.superRefine((value, ctx) => {
    const phoneCode = phoneCodeOf(value.countryId);
    if (phoneCode && phoneCode in phoneRules)
      checkPhone({ phone: value.phone, phoneCode: phoneCode as PhoneCode }, ctx);
  });
}
export const addressSchema = addressRequestSchema.extend({
  id: z.number().int().positive(),
  /** Null: the shopper never placed the address on the map. */
  location: latLngSchema.nullable(),
});
export type Address = z.infer<typeof addressSchema>;
/**
 * The body of `POST CustomerAddress` (R2.79: the modal adds or edits, and saving is this one call):
 * without `id` it adds an address, with the `id` of one of the customer's addresses it replaces
 * that address's fields in place.
 */
export const addressSaveRequestSchema = addressRequestSchema.extend({
  id: z.number().int().positive().optional(),
  /**
   * Where the address is on the map (issue 18: a delivery area decides by it), set by a map
   * picker rather than the address form. Omitted on an edit, the saved point stays; null clears it.
   */
  location: latLngSchema.nullable().optional(),
});
/** An edit: the address's id with all its fields (`POST CustomerAddress`). */
export type AddressUpdateRequest = AddressRequest & { id: number };

// Ids are PostgreSQL integers: a larger one could name nothing, and is refused as input.
const positiveId = z.coerce.number().int().positive().max(2_147_483_647);
/** `GET CustomerAddress?countryId=&stateId=&cityId=` (spec §7). */
export const addressListQuerySchema = z.object({
  countryId: positiveId,
  stateId: positiveId,
  cityId: positiveId,
});
/** `DELETE CustomerAddress?addressId=` (spec §7). */
export const addressIdQuerySchema = z.object({ addressId: positiveId });
/** `POST Favorite` / `POST Compare` body. */
export const productIdBodySchema = z.object({ productId: positiveId });
/** `DELETE Favorite?productId=` / `DELETE Compare?productId=`. */
export const productIdQuerySchema = productIdBodySchema;

/** A notification of the customer (bilingual title and body). */
export const notificationSchema = bilingualNameSchema.extend({
  id: z.number().int().positive(),
  body: z.string(),
  bodyEn: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationPageSchema = pageSchema(notificationSchema);
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** Query of the customer's lists (`GET Favorite`, `GET Notification`): paged as the catalog's. */
export const accountListQuerySchema = productListQuerySchema.pick({ page: true, pageSize: true });

/** A browser's push registration: a Firebase messaging token or a standard Web Push subscription. */
export const pushRegistrationSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fcm'), token: z.string().min(10).max(4096) }),
  z.object({
    kind: z.literal('webpush'),
    endpoint: z.url().max(2048),
    keys: z.object({ p256dh: z.string().min(10).max(200), auth: z.string().min(8).max(100) }),
  }),
]);
export type PushRegistration = z.infer<typeof pushRegistrationSchema>;

/** Products a customer may compare at once. */
export const MAX_COMPARE = 4;
/**
 * The message (a translation key) of a password the API refuses as too common: it checks a
 * list of about 50,000 (NIST SP 800-63B), too large to ship to the browser.
 */
export const COMMON_PASSWORD_MESSAGE = 'validation:passwordCommon';
/**
 * Most push registrations (browsers, devices) one customer keeps: registering another replaces
 * the one registered longest ago, since a shopper cannot see or delete old ones.
 */
export const MAX_PUSH_REGISTRATIONS = 10;
/** Most addresses one customer keeps (a bound on what one account may store and list). */
export const MAX_ADDRESSES = 20;
/** Most favourites one customer keeps (the spec names none: ample for a wishlist, still bounded). */
export const MAX_FAVORITES = 500;
/** Notifications kept per customer: the newest; a new one drops the oldest beyond this. */
export const MAX_NOTIFICATIONS = 100;
