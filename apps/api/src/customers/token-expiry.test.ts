import { customerCodes, customerTokens, rateLimitCounters } from '#src/db/schema.ts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useCustomerApp } from '#src/test/customer-app.ts';
import { issueCode } from './codes.ts';
import { pruneCustomerData } from './prune.ts';
import { hashToken, issueToken } from './tokens.ts';

// Tokens live 30 days by default; this app is configured for 7 (TOKEN_TTL_DAYS).
const customerApp = useCustomerApp('empty', { tokenTtlDays: 7 });
const { call } = customerApp;

/** Moves the token's issue time `days` into the past. */
async function age(token: string, days: number) {
  await customerApp.db
    .update(customerTokens)
    .set({ createdAt: sql`now() - make_interval(secs => ${Math.round(days * 86_400)})` })
    .where(eq(customerTokens.tokenHash, hashToken(token)));
}

describe('token expiry', () => {
  it('a token works until its lifetime is over, then answers 401 like a revoked one', async () => {
    const { token } = await customerApp.signUp();
    await age(token, 6.9);
    expect((await call('GET', 'Notification', { token })).statusCode).toBe(200);

    await age(token, 7.01);
    const expired = await call('GET', 'Notification', { token });
    const other = await customerApp.signUp();
    await call('POST', 'Customer/SignOut', { token: other.token });
    const revoked = await call('GET', 'Notification', { token: other.token });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(revoked.json());
    expect(expired.json()).toEqual([
      { code: '401', message: 'This session has ended: sign in again' },
    ]);
    // Signing in again gives a fresh token that works.
    const { email, password } = await customerApp.signUp();
    const signedIn = await call('POST', 'Customer/SignIn', {
      body: { method: 'email', email, password },
    });
    const fresh = signedIn.json<{ token: string }>().token;
    expect((await call('GET', 'Notification', { token: fresh })).statusCode).toBe(200);
  });
});

describe('pruneCustomerData', () => {
  it('deletes spent codes, revoked or expired tokens and finished rate-limit windows, nothing live', async () => {
    const { db } = customerApp;
    const live = await customerApp.signUp();
    const revoked = await customerApp.signUp();
    const expired = await customerApp.signUp();
    await call('POST', 'Customer/SignOut', { token: revoked.token });
    await age(expired.token, 8);
    const [liveRow] = await db
      .select({ id: customerTokens.customerId })
      .from(customerTokens)
      .where(eq(customerTokens.tokenHash, hashToken(live.token)));
    const customerId = liveRow!.id;

    // Codes: a live one (reset), and the verification code the sign-up used up.
    await issueCode(db, customerId, 'reset_password');
    await db.insert(rateLimitCounters).values([
      { key: 'test:old', windowStart: sql`now() - interval '2 hours'`, hits: 3 },
      { key: 'test:current', windowStart: sql`now()`, hits: 1 },
    ]);
    const unusedToken = await issueToken(db, customerId);

    const pruned = await pruneCustomerData(db, 7);
    expect(pruned.tokens).toBeGreaterThanOrEqual(2);
    expect(pruned.codes).toBeGreaterThanOrEqual(3);
    expect(pruned.rateLimits).toBeGreaterThanOrEqual(1);

    const tokens = await db.select({ hash: customerTokens.tokenHash }).from(customerTokens);
    const hashes = tokens.map((row) => row.hash);
    expect(hashes).toContain(hashToken(live.token));
    expect(hashes).toContain(hashToken(unusedToken));
    expect(hashes).not.toContain(hashToken(revoked.token));
    expect(hashes).not.toContain(hashToken(expired.token));
    const codes = await db.select().from(customerCodes);
    expect(codes).toEqual([expect.objectContaining({ customerId, purpose: 'reset_password' })]);
    const counters = await db.select({ key: rateLimitCounters.key }).from(rateLimitCounters);
    expect(counters.map((row) => row.key)).toContain('test:current');
    expect(counters.map((row) => row.key)).not.toContain('test:old');

    // What is left still works, and a second run finds nothing more.
    expect((await call('GET', 'Notification', { token: live.token })).statusCode).toBe(200);
    expect(await pruneCustomerData(db, 7)).toEqual({ rateLimits: 0, codes: 0, tokens: 0 });
  });
});
