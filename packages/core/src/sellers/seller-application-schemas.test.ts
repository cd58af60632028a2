import { describe, expect, it } from 'vitest';
import {
  sellerApplicationFormSchema,
  sellerApplicationRequestSchema,
} from '#sellers/seller-application-schemas.ts';

const application = {
  legalName: 'مؤسسة ركن الطازج التجارية',
  legalNameEn: 'Fresh Corner Trading Est.',
  displayName: 'ركن الطازج',
  displayNameEn: 'Fresh Corner',
  crNumber: '١٠١٠ ١٢٣ ٤٥٦',
  vatNumber: '300000000000003',
  activityTypeId: 1,
  cityIds: [3],
  contactName: 'Huda Al Qahtani',
  phoneCode: '966',
  phone: '512345678',
  email: 'Huda@FreshCorner.example',
  description: 'Vegetables and bread, fresh every morning.',
  iban: 'sa03 8000 0000 6080 1016 7519',
  bankName: 'Al Rajhi Bank',
  accountHolder: 'Fresh Corner Trading Est.',
  password: 'Fresh-Bread-2026',
  documents: {
    crCertificate: '0b6a3c52-7d1e-4f9a-9c3b-2e5d8f1a4b60',
    vatCertificate: '1c7b4d63-8e2f-4a0b-8d4c-3f6e9a2b5c71',
  },
  locale: 'ar',
} as const;

/** The message keys of a refused application, by field path. */
function problems(input: unknown): Record<string, string> {
  const result = sellerApplicationRequestSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('sellerApplicationRequestSchema', () => {
  it('keeps the numbers as Latin digits, the IBAN compact and the e-mail lower case', () => {
    expect(sellerApplicationRequestSchema.parse(application)).toMatchObject({
      crNumber: '1010123456',
      vatNumber: '300000000000003',
      iban: 'SA0380000000608010167519',
      email: 'huda@freshcorner.example',
    });
  });

  it('refuses a CR or VAT number of the wrong form, a foreign IBAN and wrong check digits', () => {
    expect(problems({ ...application, crNumber: '9010123456' })).toEqual({
      crNumber: 'validation:crNumberInvalid',
    });
    expect(problems({ ...application, vatNumber: '300000000000004' })).toEqual({
      vatNumber: 'validation:vatNumberInvalid',
    });
    expect(problems({ ...application, iban: 'AE070331234567890123456' })).toEqual({
      iban: 'validation:saudiIbanInvalid',
    });
    expect(problems({ ...application, iban: 'SA0480000000608010167519' })).toEqual({
      iban: 'validation:ibanCheckDigits',
    });
  });

  it('says what is missing: the numbers, the cities, the activity type, each document', () => {
    expect(
      problems({
        ...application,
        crNumber: '',
        vatNumber: ' ',
        cityIds: [],
        activityTypeId: undefined,
        documents: { crCertificate: '' },
      }),
    ).toEqual({
      crNumber: 'validation:crNumberRequired',
      vatNumber: 'validation:vatNumberRequired',
      cityIds: 'validation:citiesRequired',
      activityTypeId: 'validation:activityTypeRequired',
      'documents.crCertificate': 'validation:documentRequired',
      'documents.vatCertificate': 'validation:documentRequired',
    });
  });

  it('refuses a phone number that does not fit its dialling code', () => {
    expect(problems({ ...application, phone: '412345678' })).toEqual({
      phone: 'validation:phoneInvalid',
    });
  });
});

describe('sellerApplicationFormSchema', () => {
  it('wants the password typed twice alike', () => {
    const { locale: _locale, ...form } = application;
    const result = sellerApplicationFormSchema.safeParse({
      ...form,
      confirmPassword: 'Other-2026',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'validation:confirmPasswordMismatch',
    ]);
  });
});
