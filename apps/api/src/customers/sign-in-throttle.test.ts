// An attacker guessing one account's password is slowed down, per account and client, with
// growing waits; the owner, from another address, still signs in, and the e-mailed code path
// stays open. Clients are told apart by the address the (trusted) storefront forwards.
import type { ApiError } from '@shop/core/schemas';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimitCounters } from '#src/db/schema.ts';
import { useCustomerApp } from '#src/test/customer-app.ts';
import { codeOf } from '#src/test/test-mail-server.ts';
import { signInDelays } from './rate-limit.ts';

const customerApp = useCustomerApp('empty');
const { call, mail } = customerApp;
const attacker = '203.0.113.66';
const owner = '198.51.100.7';
const from = (address: string) => ({ 'x-forwarded-for': address });

function signIn(email: string, password: string, address: string) {
  return call('POST', 'Customer/SignIn', {
    body: { method: 'email', email, password },
    headers: from(address),
  });
}

/** Pretends the last attempt of `address` on `email` was an hour ago: its wait is over. */
async function waitOver(email: string, address: string) {
  await customerApp.db
    .update(rateLimitCounters)
    .set({ windowStart: sql`now() - interval '1 hour'` })
    .where(eq(rateLimitCounters.key, `signin:${email}:${address}`));
}

describe('sign-in throttling', () => {
  it('slows an attacker down without stopping the owner from another address', async () => {
    const { email, password } = await customerApp.signUp();
    const statuses: number[] = [];
    let firstWait: string | undefined;
    for (let i = 0; i < 30; i += 1) {
      const response = await signIn(email, 'not the password', attacker);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        firstWait ??= String(response.headers['retry-after']);
        expect(response.json<ApiError[]>()[0]).toMatchObject({ code: 'rate_limited' });
      }
    }
    const free = signInDelays.freeAttempts;
    expect(statuses.slice(0, free)).toEqual(Array<number>(free).fill(401));
    expect(new Set(statuses.slice(free))).toEqual(new Set([429]));
    expect(firstWait).toBe('1');
    // Even the right password waits from the attacker's address…
    expect((await signIn(email, password, attacker)).statusCode).toBe(429);
    // …while the owner, elsewhere, is let in at once.
    expect((await signIn(email, password, owner)).statusCode).toBe(200);
  });

  it('makes each wait twice the last, and forgets them after a success', async () => {
    const { email, password } = await customerApp.signUp();
    for (let i = 0; i < signInDelays.freeAttempts; i += 1) {
      expect((await signIn(email, 'wrong guess', attacker)).statusCode).toBe(401);
    }
    const waits: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      await waitOver(email, attacker);
      expect((await signIn(email, 'wrong guess', attacker)).statusCode).toBe(401);
      const refused = await signIn(email, 'wrong guess', attacker);
      expect(refused.statusCode).toBe(429);
      waits.push(Number(refused.headers['retry-after']));
    }
    expect(waits).toEqual([2, 4, 8, 16]);

    await waitOver(email, attacker);
    expect((await signIn(email, password, attacker)).statusCode).toBe(200);
    // A success starts over: the next mistake is free again.
    expect((await signIn(email, 'typo', attacker)).statusCode).toBe(401);
  });

  it('keeps the e-mailed code path open to the owner while an attacker floods it', async () => {
    const { email } = await customerApp.signUp();
    const asked: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const response = await call('POST', 'Customer/ForgotPassword', {
        body: { email },
        headers: from(attacker),
      });
      asked.push(response.statusCode);
    }
    expect(asked).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    for (let i = 0; i < 5; i += 1) await mail.next(email); // the attacker's mails reach the owner
    const guesses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const response = await call('POST', 'Customer/UpdatePassword', {
        body: { email, code: String(100000 + i), password: 'a brand new passphrase' },
        headers: from(attacker),
      });
      guesses.push(response.statusCode);
    }
    expect(guesses.filter((status) => status === 429)).toHaveLength(2);

    const forgot = await call('POST', 'Customer/ForgotPassword', {
      body: { email },
      headers: from(owner),
    });
    expect(forgot.statusCode).toBe(200);
    const code = codeOf(await mail.next(email));
    const reset = await call('POST', 'Customer/UpdatePassword', {
      body: { email, code, password: 'a brand new passphrase' },
      headers: from(owner),
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(email, 'a brand new passphrase', owner)).statusCode).toBe(200);
  });
});
