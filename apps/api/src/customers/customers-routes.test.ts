import { COMMON_PASSWORD_MESSAGE, type ApiError, type Customer } from '@shop/core/schemas';
import { customerCodes } from '#src/db/schema.ts';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildTestApp, storefrontHeaders } from '#src/test/test-app.ts';
import { useCustomerApp } from '#src/test/customer-app.ts';
import { codeOf } from '#src/test/test-mail-server.ts';

const customerApp = useCustomerApp('empty');
const { call, mail } = customerApp;

let counter = 0;
function newPerson() {
  counter += 1;
  return {
    name: 'سارة Sara',
    email: `Sara.${counter}.${Date.now().toString(36)}@Example.com`,
    phoneCode: '966',
    phone: `55${String(counter).padStart(7, '0')}`,
    password: 'nine-chars-ok',
  };
}

async function signUpOnly(person = newPerson()) {
  const response = await call('POST', 'Customer/SignUp', { body: person });
  expect(response.statusCode).toBe(201);
  return { person, code: codeOf(await mail.next(person.email)) };
}

let profiles = 0;
/** A call only a signed-in customer gets through: a profile change to a fresh phone. */
const profile = (token: string) => {
  profiles += 1;
  return call('PUT', 'Customer/Profile', {
    token,
    body: { name: 'New Name', phoneCode: '971', phone: `50${String(profiles).padStart(7, '0')}` },
  });
};

describe('sign-up and verification', () => {
  it('creates the account without a token, e-mails a bilingual code, and verifies it', async () => {
    const person = newPerson();
    const created = await call('POST', 'Customer/SignUp', { body: person });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      token: '',
      email: person.email.toLowerCase(),
      userName: person.name,
      phone: person.phone,
      phoneCode: '966',
    });

    const message = await mail.next(person.email);
    expect(message.subject).toContain('Your e-mail verification code');
    expect(message.subject).toContain('رمز تأكيد بريدك الإلكتروني');
    expect(message.text).toContain('Use this code to verify');
    expect(message.html).toContain('dir="rtl"');
    const code = codeOf(message);
    expect(message.html).toContain(code);

    const verified = await call('POST', 'Customer/VerifyEmail', {
      body: { email: person.email, code },
    });
    expect(verified.statusCode).toBe(200);
    const { token } = verified.json<{ token: string }>();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect((await profile(token)).statusCode).toBe(200);

    // Single use.
    const again = await call('POST', 'Customer/VerifyEmail', {
      body: { email: person.email, code },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual([
      expect.objectContaining({ code: 'invalid_code', field: 'body.code' }),
    ]);
  });

  it.each(['123456789', 'password1', 'qwertyuiop', 'Iloveyou123'])(
    'refuses the common password %s at sign-up and at a change, translated, and creates nothing',
    async (common) => {
      const person = { ...newPerson(), password: common };
      const response = await call('POST', 'Customer/SignUp', { body: person });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([
        { code: 'validation', message: COMMON_PASSWORD_MESSAGE, field: 'body.password' },
      ]);
      // Nothing was kept: the same person signs up with a better password.
      await signUpOnly({ ...person, password: 'nine-chars-ok' });

      const { token, password } = await customerApp.signUp();
      const change = await call('PUT', 'Customer/ProfilePassword', {
        token,
        body: { currentPassword: password, newPassword: common },
      });
      expect(change.statusCode).toBe(400);
      expect(change.json()).toEqual([
        { code: 'validation', message: COMMON_PASSWORD_MESSAGE, field: 'body.newPassword' },
      ]);
    },
  );

  it('answers 409 for an e-mail already registered (any case)', async () => {
    const { person } = await signUpOnly();
    const response = await call('POST', 'Customer/SignUp', {
      body: { ...newPerson(), email: person.email.toUpperCase() },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual([
      { code: '409', message: 'this user is already registered', field: 'body.email' },
    ]);
    const samePhone = await call('POST', 'Customer/SignUp', {
      body: { ...newPerson(), phone: person.phone },
    });
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json<ApiError[]>()[0]).toMatchObject({ code: '409', field: 'body.phone' });
  });

  it.each(['short7!', '8chars!!', ''])(
    'refuses the password %j with a field error',
    async (password) => {
      const response = await call('POST', 'Customer/SignUp', {
        body: { ...newPerson(), password },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([
        expect.objectContaining({ code: 'validation', field: 'body.password' }),
      ]);
    },
  );

  it('refuses a wrong, expired or replaced code', async () => {
    const { person, code } = await signUpOnly();
    const wrong = code === '000000' ? '000001' : '000000';
    const bad = await call('POST', 'Customer/VerifyEmail', {
      body: { email: person.email, code: wrong },
    });
    expect(bad.statusCode).toBe(400);

    // A resend replaces the code: the first one no longer works, the new one does.
    const resent = await call('POST', 'Customer/ResendEmail', { body: { email: person.email } });
    expect(resent.json()).toEqual({ sent: true });
    const second = codeOf(await mail.next(person.email));
    if (second !== code) {
      const old = await call('POST', 'Customer/VerifyEmail', {
        body: { email: person.email, code },
      });
      expect(old.statusCode).toBe(400);
    }

    // Expired: ten minutes have passed.
    await customerApp.db.update(customerCodes).set({ expiresAt: sql`now() - interval '1 second'` });
    const expired = await call('POST', 'Customer/VerifyEmail', {
      body: { email: person.email, code: second },
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json<ApiError[]>()[0]).toMatchObject({
      code: 'invalid_code',
      field: 'body.code',
    });
  });

  it('verifies by the mobile number a sign-in was answered 403 for, one try budget per account', async () => {
    const { person } = await signUpOnly();
    const byPhone = { phoneCode: person.phoneCode, phone: person.phone };
    const signIn = await call('POST', 'Customer/SignIn', {
      body: { method: 'phone', ...byPhone, password: person.password },
    });
    expect(signIn.statusCode).toBe(403);

    const resent = await call('POST', 'Customer/ResendEmail', { body: byPhone });
    expect(resent.json()).toEqual({ sent: true });
    const code = codeOf(await mail.next(person.email));
    const verified = await call('POST', 'Customer/VerifyEmail', { body: { ...byPhone, code } });
    expect(verified.statusCode).toBe(200);
    const customer = verified.json<Customer>();
    expect(customer).toMatchObject({ email: person.email.toLowerCase(), phone: person.phone });
    expect(customer.token).not.toBe('');

    // An unknown number gets the same answer, and nothing is sent.
    const unknown = await call('POST', 'Customer/ResendEmail', {
      body: { phoneCode: '966', phone: '559999990' },
    });
    expect(unknown.json()).toEqual({ sent: true });
    expect(mail.unread).toBe(0);
    const neither = await call('POST', 'Customer/VerifyEmail', { body: { code } });
    expect(neither.statusCode).toBe(400);
    expect(neither.json()).toEqual([expect.objectContaining({ field: 'body.email' })]);

    // Tries are counted per account whichever identifier names it: 10 in all (one used above).
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const target = i % 2 ? { email: person.email } : byPhone;
      const response = await call('POST', 'Customer/VerifyEmail', {
        body: { ...target, code: '000000' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(9).fill(400), 429]);
  });

  it('kills a code after 5 wrong tries', async () => {
    const { person, code } = await signUpOnly();
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i += 1) {
      const response = await call('POST', 'Customer/VerifyEmail', {
        body: { email: person.email, code: wrong },
      });
      expect(response.statusCode).toBe(400);
    }
    const right = await call('POST', 'Customer/VerifyEmail', {
      body: { email: person.email, code },
    });
    expect(right.statusCode).toBe(400);
    expect(right.json<ApiError[]>()[0]).toMatchObject({ code: 'invalid_code' });
  });

  it('cuts 1,000 wrong codes off: 5 per code, then 429 with Retry-After', async () => {
    const { person, code } = await signUpOnly();
    const statuses = new Map<number, number>();
    let retryAfter: string | undefined;
    for (let i = 0; i < 1000; i += 1) {
      const guess = String(i).padStart(6, '0');
      const response = await call('POST', 'Customer/VerifyEmail', {
        body: { email: person.email, code: guess === code ? '999999' : guess },
      });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode === 429) {
        retryAfter ??= String(response.headers['retry-after']);
        expect(response.json<ApiError[]>()[0]).toMatchObject({ code: 'rate_limited' });
      }
    }
    expect(statuses.get(400)).toBe(10);
    expect(statuses.get(429)).toBe(990);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(600);
    const right = await call('POST', 'Customer/VerifyEmail', {
      body: { email: person.email, code },
    });
    expect(right.statusCode).toBe(429);
  });
});

describe('sign-in', () => {
  it('signs in by e-mail or phone with a new token each time', async () => {
    const { email, password, phone, token } = await customerApp.signUp();
    const byEmail = await call('POST', 'Customer/SignIn', {
      body: { method: 'email', email: email.toUpperCase(), password },
    });
    expect(byEmail.statusCode).toBe(200);
    const byPhone = await call('POST', 'Customer/SignIn', {
      body: { method: 'phone', phoneCode: '966', phone, password },
    });
    expect(byPhone.statusCode).toBe(200);
    const tokens = [token, byEmail.json<Customer>().token, byPhone.json<Customer>().token];
    expect(new Set(tokens).size).toBe(3);
  });

  it('answers 403 unverified, 401 wrong password, 404 unknown', async () => {
    const { person } = await signUpOnly();
    const unverified = await call('POST', 'Customer/SignIn', {
      body: { method: 'email', email: person.email, password: person.password },
    });
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toEqual([
      expect.objectContaining({ code: '403', field: 'body.email' }),
    ]);

    const { email } = await customerApp.signUp();
    const wrong = await call('POST', 'Customer/SignIn', {
      body: { method: 'email', email, password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual([
      {
        code: '401',
        message: 'The e-mail, mobile number or password is wrong',
        field: 'body.password',
      },
    ]);

    // An unknown account answers exactly as a wrong password does: no enumeration.
    const unknown = await call('POST', 'Customer/SignIn', {
      body: { method: 'email', email: 'nobody@example.com', password: 'whatever-pass' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    const unknownPhone = await call('POST', 'Customer/SignIn', {
      body: { method: 'phone', phoneCode: '966', phone: '559999999', password: 'whatever-pass' },
    });
    expect(unknownPhone.statusCode).toBe(401);
    expect(unknownPhone.body).toBe(wrong.body);
  });

  it('limits sign-in attempts on one account (429 + Retry-After)', async () => {
    const { email } = await customerApp.signUp();
    let last;
    for (let i = 0; i < 11; i += 1) {
      last = await call('POST', 'Customer/SignIn', {
        body: { method: 'email', email, password: 'wrong password' },
      });
    }
    expect(last?.statusCode).toBe(429);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('tokens', () => {
  it('answers 401 without, with an unknown or a malformed token', async () => {
    const missing = await call('POST', 'Customer/SignOut');
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual([{ code: '401', message: 'Sign in first' }]);
    for (const token of ['nope', 'x'.repeat(43)]) {
      expect((await call('POST', 'Customer/SignOut', { token })).statusCode).toBe(401);
    }
    const basic = await call('POST', 'Customer/SignOut', {
      headers: { authorization: 'Basic abc' },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('stops working after sign-out', async () => {
    const { token } = await customerApp.signUp();
    const other = await call('POST', 'Customer/SignIn', {
      body: {
        method: 'email',
        email: (await customerApp.signUp()).email,
        password: 'correct horse battery',
      },
    });
    const out = await call('POST', 'Customer/SignOut', { token });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    expect((await profile(token)).statusCode).toBe(401);
    expect((await call('POST', 'Customer/SignOut', { token })).statusCode).toBe(401);
    expect((await profile(other.json<Customer>().token)).statusCode).toBe(200);
  });

  it('changes the profile and keeps the token', async () => {
    const { token, email } = await customerApp.signUp();
    const response = await call('PUT', 'Customer/Profile', {
      token,
      body: { name: 'Noura', phoneCode: '965', phone: '51234567' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      token,
      email,
      userName: 'Noura',
      phoneCode: '965',
      phone: '51234567',
    });
    const bad = await call('PUT', 'Customer/Profile', {
      token,
      body: { name: 'Noura', phoneCode: '965', phone: '1234' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ApiError[]>()[0]).toMatchObject({ field: 'body.phone' });
  });

  it('stops older tokens after a password change (profile)', async () => {
    const { token, email, password } = await customerApp.signUp();
    const second = (
      await call('POST', 'Customer/SignIn', { body: { method: 'email', email, password } })
    ).json<Customer>().token;

    const wrong = await call('PUT', 'Customer/ProfilePassword', {
      token,
      body: { currentPassword: 'not it at all', newPassword: 'brand new password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual([
      expect.objectContaining({ code: 'invalid_credentials', field: 'body.currentPassword' }),
    ]);
    const short = await call('PUT', 'Customer/ProfilePassword', {
      token,
      body: { currentPassword: password, newPassword: '12345678' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json<ApiError[]>()[0]).toMatchObject({ field: 'body.newPassword' });

    const changed = await call('PUT', 'Customer/ProfilePassword', {
      token,
      body: { currentPassword: password, newPassword: 'brand new password' },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json<Customer>().token;
    expect(fresh).not.toBe(token);
    expect((await profile(token)).statusCode).toBe(401);
    expect((await profile(second)).statusCode).toBe(401);
    expect((await profile(fresh)).statusCode).toBe(200);
    const signIn = await call('POST', 'Customer/SignIn', {
      body: { method: 'email', email, password: 'brand new password' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('stops older tokens after a password reset (forgot password)', async () => {
    const { token, email } = await customerApp.signUp();
    const unknown = await call('POST', 'Customer/ForgotPassword', {
      body: { email: 'nobody.here@example.com' },
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ sent: true });

    const forgot = await call('POST', 'Customer/ForgotPassword', { body: { email } });
    expect(forgot.json()).toEqual({ sent: true });
    const message = await mail.next(email);
    expect(message.subject).toContain('Your password reset code');
    const code = codeOf(message);

    const wrongCode = await call('POST', 'Customer/UpdatePassword', {
      body: { email, code: code === '111111' ? '222222' : '111111', password: 'a new password' },
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json<ApiError[]>()[0]).toMatchObject({
      code: 'invalid_code',
      field: 'body.code',
    });

    const updated = await call('POST', 'Customer/UpdatePassword', {
      body: { email, code, password: 'a new password' },
    });
    expect(updated.statusCode).toBe(200);
    const fresh = updated.json<Customer>().token;
    expect((await profile(token)).statusCode).toBe(401);
    expect((await profile(fresh)).statusCode).toBe(200);
    const reused = await call('POST', 'Customer/UpdatePassword', {
      body: { email, code, password: 'another password' },
    });
    expect(reused.statusCode).toBe(400);
    expect(mail.unread).toBe(0); // the unknown address got nothing
  });
});

describe('malformed requests', () => {
  const bodies: [string, string, unknown][] = [
    ['POST', 'Customer/SignUp', '{"name":'],
    ['POST', 'Customer/SignUp', []],
    ['POST', 'Customer/SignUp', { name: 1, email: 'x', phoneCode: '999', phone: 'abc' }],
    ['POST', 'Customer/SignUp', { ...newPerson(), email: 'a\u0000@b.c' }],
    ['POST', 'Customer/SignIn', { method: 'sms', phone: '1' }],
    ['POST', 'Customer/SignIn', { method: 'email' }],
    ['POST', 'Customer/SignIn', 'null'],
    ['POST', 'Customer/VerifyEmail', { email: 'a@b.co', code: '12345' }],
    ['POST', 'Customer/VerifyEmail', { email: 'a@b.co', code: '１２３４５６' }],
    ['POST', 'Customer/ResendEmail', { email: 'x'.repeat(5000) }],
    ['POST', 'Customer/ForgotPassword', {}],
    ['POST', 'Customer/UpdatePassword', { email: 'a@b.co', code: 'abcdef', password: 'x' }],
    ['POST', 'Customer/VerifyEmail', '"just a string"'],
  ];
  it.each(bodies)('%s %s %j answers 400 with the error array', async (method, url, body) => {
    const response = await call(method as 'POST', url, { body });
    expect(response.statusCode).toBe(400);
    const errors = response.json<{ code: string }[]>();
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((error) => typeof error.code === 'string')).toBe(true);
  });

  it('checks the token before the body', async () => {
    const response = await call('PUT', 'Customer/Profile', { body: '{oops' });
    expect(response.statusCode).toBe(401);
  });
});

describe('without SMTP', () => {
  it('keeps mail in the outbox and shows it at /dev/mailbox', async () => {
    const app = buildTestApp(customerApp.db, { devMailbox: true });
    const person = newPerson();
    await app.inject({
      method: 'POST',
      url: '/api/Customer/SignUp',
      headers: storefrontHeaders,
      payload: person,
    });
    // The mail is built after the answer.
    const page = await vi.waitFor(async () => {
      const shown = await app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(shown.body).toContain(person.email.toLowerCase());
      return shown;
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toMatch(/\n\d{6}\n/);
    const hidden = buildTestApp(customerApp.db, { devMailbox: false });
    expect((await hidden.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    await Promise.all([app.close(), hidden.close()]);
  });
});
