import { describe, expect, it } from 'vitest';
import { createI18n } from '#i18n/resources.ts';
import {
  addressFormSchema,
  addressRequestSchema,
  changePasswordFormSchema,
  resendCodeRequestSchema,
  signInRequestSchema,
  signUpFormSchema,
  verifyEmailRequestSchema,
} from '#customer/customer-schemas.ts';

/** The message keys of a failed parse, by field. */
function errors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

const signUp = {
  name: 'Sara',
  email: 'sara@example.com',
  phoneCode: '966',
  phone: '512345678',
  password: 'long-enough',
  confirmPassword: 'long-enough',
};

describe('customer schemas', () => {
  it('gives the spec’s message for each empty sign-up field', () => {
    const result = signUpFormSchema.safeParse({
      name: '',
      email: '',
      phoneCode: '966',
      phone: '',
      password: '',
      confirmPassword: '',
    });
    expect(errors(result)).toEqual({
      name: 'validation:nameRequired',
      email: 'validation:emailRequired',
      phone: 'validation:phoneRequired',
      password: 'validation:passwordRequired',
      confirmPassword: 'validation:confirmPasswordRequired',
    });
  });

  it('refuses a dialling code it does not serve with a message naming the dialling code', () => {
    expect(errors(signUpFormSchema.safeParse({ ...signUp, phoneCode: '44' }))).toEqual({
      phoneCode: 'validation:phoneCodeInvalid',
    });
    const { t } = createI18n('ar');
    expect(t('validation:phoneCodeInvalid')).toContain(t('account:fields.diallingCode'));
  });

  it('checks e-mail format, phone per dialling code and the confirmation', () => {
    expect(errors(signUpFormSchema.safeParse({ ...signUp, email: 'abc@' }))).toEqual({
      email: 'validation:invalidEmail',
    });
    expect(errors(signUpFormSchema.safeParse({ ...signUp, phone: '12345' }))).toEqual({
      phone: 'validation:phoneInvalid',
    });
    expect(
      errors(signUpFormSchema.safeParse({ ...signUp, phoneCode: '965', phone: '51234567' })),
    ).toEqual({});
    expect(errors(signUpFormSchema.safeParse({ ...signUp, confirmPassword: 'other-one' }))).toEqual(
      {
        confirmPassword: 'validation:confirmPasswordMismatch',
      },
    );
  });

  it('needs a password of more than 8 characters (8 fails, 9 passes)', () => {
    expect(
      errors(
        signUpFormSchema.safeParse({
          ...signUp,
          password: '12345678',
          confirmPassword: '12345678',
        }),
      ),
    ).toEqual({
      password: 'validation:passwordTooShort',
    });
    expect(
      signUpFormSchema.safeParse({ ...signUp, password: '123456789', confirmPassword: '123456789' })
        .success,
    ).toBe(true);
  });

  it('signs in by e-mail or by mobile number', () => {
    expect(
      signInRequestSchema.safeParse({ method: 'email', email: 'a@b.co', password: 'x' }).success,
    ).toBe(true);
    expect(
      errors(
        signInRequestSchema.safeParse({
          method: 'phone',
          phoneCode: '966',
          phone: '',
          password: 'x',
        }),
      ),
    ).toEqual({
      phone: 'validation:phoneRequired',
    });
  });

  it('asks the current, new and confirmed password when changing it', () => {
    expect(
      errors(
        changePasswordFormSchema.safeParse({
          currentPassword: '',
          newPassword: '',
          confirmPassword: '',
        }),
      ),
    ).toEqual({
      currentPassword: 'validation:currentPasswordRequired',
      newPassword: 'validation:newPasswordRequired',
      confirmPassword: 'validation:confirmPasswordRequired',
    });
  });

  it('validates an address with the spec’s messages, postal code at its boundary', () => {
    const address = {
      title: 'Home',
      streetAddress: 'King Fahd Rd',
      countryId: 1,
      stateId: 2,
      subCityId: 3,
      postalCode: '12345',
      phone: '512345678',
    };
    expect(addressRequestSchema.safeParse(address).success).toBe(true);
    expect(errors(addressRequestSchema.safeParse({ ...address, postalCode: '1234' }))).toEqual({
      postalCode: 'validation:wrongPostalCode',
    });
    expect(errors(addressRequestSchema.safeParse({ ...address, postalCode: '123456' }))).toEqual({
      postalCode: 'validation:wrongPostalCode',
    });
    expect(errors(addressRequestSchema.safeParse({ ...address, receiverPhone: '12ab' }))).toEqual({
      receiverPhone: 'validation:wrongPhoneNumber',
    });
    expect(
      errors(
        addressRequestSchema.safeParse({
          title: '',
          streetAddress: '',
          countryId: '',
          stateId: '',
          subCityId: '',
          postalCode: '',
          phone: '',
        }),
      ),
    ).toEqual({
      title: 'validation:titleRequired',
      streetAddress: 'validation:streetRequired',
      countryId: 'validation:countryRequired',
      stateId: 'validation:stateRequired',
      subCityId: 'validation:cityRequired',
      postalCode: 'validation:pincodeRequired',
      phone: 'validation:phoneRequired',
    });
  });

  it('refuses an address phone with letters or a length no dialling code allows (R5.08, R5.35)', () => {
    const address = {
      title: 'Home',
      streetAddress: 'King Fahd Rd',
      countryId: 1,
      stateId: 2,
      subCityId: 3,
      postalCode: '12345',
      phone: '512345678',
    };
    for (const phone of ['12', '5123abcd9', '5123456789', '5123456'])
      expect(errors(addressRequestSchema.safeParse({ ...address, phone }))).toEqual({
        phone: 'validation:phoneInvalid',
      });
    // Saudi Arabia (966): 9 digits; Kuwait (965): 8 digits. Each fits only its own country.
    const form = addressFormSchema((id) => ({ 1: '966', 3: '965' })[id]);
    expect(form.safeParse(address).success).toBe(true);
    expect(errors(form.safeParse({ ...address, phone: '51234567' }))).toEqual({
      phone: 'validation:phoneInvalid',
    });
    expect(form.safeParse({ ...address, countryId: 3, phone: '51234567' }).success).toBe(true);
    expect(errors(form.safeParse({ ...address, countryId: 3, phone: '512345678' }))).toEqual({
      phone: 'validation:phoneInvalid',
    });
  });

  it('verifies and resends by e-mail or by the mobile number a sign-in was answered 403 for', () => {
    const code = '123456';
    expect(verifyEmailRequestSchema.safeParse({ email: 'sara@example.com', code }).success).toBe(
      true,
    );
    expect(
      verifyEmailRequestSchema.safeParse({ phoneCode: '966', phone: '512345678', code }).success,
    ).toBe(true);
    expect(
      resendCodeRequestSchema.safeParse({ phoneCode: '966', phone: '512345678' }).success,
    ).toBe(true);
    expect(errors(verifyEmailRequestSchema.safeParse({ code }))).toEqual({
      email: 'validation:emailRequired',
    });
    expect(errors(resendCodeRequestSchema.safeParse({ phoneCode: '966', phone: '12' }))).toEqual({
      phone: 'validation:phoneInvalid',
    });
    expect(errors(resendCodeRequestSchema.safeParse({ phone: '512345678' }))).toEqual({
      email: 'validation:emailRequired',
    });
  });
});
