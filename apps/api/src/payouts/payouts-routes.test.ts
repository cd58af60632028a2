import type { PayoutDetailsAnswer } from '@shop/core/schemas';
import { describe, expect, it } from 'vitest';
import { createCustomer, errorsOf, useCartApp } from '#src/cart/cart-test-kit.ts';

const kit = useCartApp();
const bank = {
  type: 'bank',
  accountNumber: '6080 1016 7519',
  bankName: 'Al Rajhi Bank',
  holderName: 'Sara Ahmed',
  swift: 'rjhi sari',
  ifsc: '',
  iban: 'sa03 8000 0000 6080 1016 7519',
};

describe('payout details', () => {
  it('saves bank details, normalised, then PayPal in their place; none before', async () => {
    const { token } = await createCustomer(kit.db);
    const none = await kit.call('GET', 'PayoutDetails', { token });
    expect(none.json<PayoutDetailsAnswer>()).toEqual({ details: null, updatedAt: null });
    const saved = await kit.call('PUT', 'PayoutDetails', { token, body: bank });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<PayoutDetailsAnswer>().details).toEqual({
      type: 'bank',
      accountNumber: '608010167519',
      bankName: 'Al Rajhi Bank',
      holderName: 'Sara Ahmed',
      swift: 'RJHISARI',
      ifsc: null,
      iban: 'SA0380000000608010167519',
    });
    await kit.call('PUT', 'PayoutDetails', {
      token,
      body: { type: 'paypal', paypalEmail: 'Sara@Example.com', bankName: 'ignored' },
    });
    const read = (await kit.call('GET', 'PayoutDetails', { token })).json<PayoutDetailsAnswer>();
    expect(read.details).toEqual({ type: 'paypal', paypalEmail: 'sara@example.com' });
    expect((await kit.call('DELETE', 'PayoutDetails', { token })).statusCode).toBe(204);
    expect(
      (await kit.call('GET', 'PayoutDetails', { token })).json<PayoutDetailsAnswer>().details,
    ).toBeNull();
  });

  it('answers the spec messages: payment type (R5.23), e-mail (R5.04), required bank fields', async () => {
    const { token } = await createCustomer(kit.db);
    const noType = await kit.call('PUT', 'PayoutDetails', {
      token,
      body: { paypalEmail: 'a@b.co' },
    });
    expect(noType.statusCode).toBe(400);
    expect(errorsOf(noType)).toContainEqual(
      expect.objectContaining({ field: 'body.type', message: 'validation:paymentTypeRequired' }),
    );
    const noEmail = await kit.call('PUT', 'PayoutDetails', { token, body: { type: 'paypal' } });
    expect(errorsOf(noEmail)).toContainEqual(
      expect.objectContaining({
        field: 'body.paypalEmail',
        message: 'validation:emailAddressRequired',
      }),
    );
    const empty = await kit.call('PUT', 'PayoutDetails', { token, body: { type: 'bank' } });
    expect(
      empty
        .json<{ field: string; message: string }[]>()
        .map((error) => [error.field, error.message]),
    ).toEqual([
      ['body.accountNumber', 'validation:fieldRequired'],
      ['body.bankName', 'validation:fieldRequired'],
      ['body.holderName', 'validation:fieldRequired'],
    ]);
    expect(
      (await kit.call('GET', 'PayoutDetails', { token })).json<PayoutDetailsAnswer>().details,
    ).toBeNull();
  });

  it('takes IBANs of Gulf banks only, by their length and check digits, and a real SWIFT/BIC', async () => {
    const { token } = await createCustomer(kit.db);
    const ibanOf = async (iban: string) =>
      (await kit.call('PUT', 'PayoutDetails', { token, body: { ...bank, iban } })).statusCode;
    for (const good of [
      'AE070331234567890123456',
      'KW81CBKU0000000000001234560101',
      'QA58DOHB00001234567890ABCDEFG',
      'BH67BMAG00001299123456',
      'OM810180000001299123456',
    ]) {
      expect(await ibanOf(good), good).toBe(200);
    }
    // A wrong check digit, a wrong length, and a valid IBAN of a bank outside the Gulf.
    for (const bad of [
      'SA0380000000608010167518',
      'SA038000000060801016751',
      'GB82WEST12345698765432',
    ]) {
      const answer = await kit.call('PUT', 'PayoutDetails', {
        token,
        body: { ...bank, iban: bad },
      });
      expect(answer.statusCode, bad).toBe(400);
      expect(errorsOf(answer)[0]).toMatchObject({
        field: 'body.iban',
        message: 'validation:ibanInvalid',
      });
    }
    const swift = await kit.call('PUT', 'PayoutDetails', {
      token,
      body: { ...bank, swift: 'XYZ' },
    });
    expect(errorsOf(swift)[0]).toMatchObject({
      field: 'body.swift',
      message: 'validation:swiftInvalid',
    });
    const ifsc = await kit.call('PUT', 'PayoutDetails', {
      token,
      body: { ...bank, ifsc: 'SBIN123' },
    });
    expect(errorsOf(ifsc)[0]).toMatchObject({
      field: 'body.ifsc',
      message: 'validation:ifscInvalid',
    });
  });

  it('is bounded and slowed: long fields 400, a guest 401, 429 past 20 saves an hour', async () => {
    const { token } = await createCustomer(kit.db);
    const long = await kit.call('PUT', 'PayoutDetails', {
      token,
      body: { ...bank, bankName: 'x'.repeat(101) },
    });
    expect(errorsOf(long)[0]).toMatchObject({
      field: 'body.bankName',
      message: 'validation:tooLong',
    });
    expect((await kit.call('PUT', 'PayoutDetails', { body: bank })).statusCode).toBe(401);
    const statuses: number[] = [];
    for (let saved = 0; saved < 21; saved += 1) {
      statuses.push(
        (await kit.call('PUT', 'PayoutDetails', { token, body: bank, ip: '10.9.9.9' })).statusCode,
      );
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
