import {
  changePasswordRequestSchema,
  customerLocaleRequestSchema,
  customerSchema,
  emailRequestSchema,
  resendCodeRequestSchema,
  type ResendCodeRequest,
  resetPasswordRequestSchema,
  signInRequestSchema,
  signUpRequestSchema,
  updateProfileRequestSchema,
  verifyEmailRequestSchema,
} from '@shop/core/schemas';
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '#src/db/database.ts';
import { customers } from '#src/db/schema.ts';
import { ApiHttpError } from '#src/http/api-errors.ts';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { customerErrors, invalidCode } from '#src/http/customer-errors.ts';
import { consumeCode } from './codes.ts';
import { hashNewPassword, passwordMatches, unknownAccountHash } from './passwords.ts';
import { clearSignInAttempts, hitRateLimit, rateLimits, takeSignInAttempt } from './rate-limit.ts';
import {
  issueToken,
  requireCustomer,
  revokeAllTokens,
  revokeToken,
  signedInCustomer,
  toCustomer,
} from './tokens.ts';
import {
  customerByEmail,
  customerByPhone,
  insertCustomer,
  markVerified,
  normalizeEmail,
} from './customers-queries.ts';

const sentSchema = z.object({ sent: z.literal(true) });
const tags = ['Account'];

/**
 * The account whose verification code a request names, by e-mail or (after a sign-in by mobile
 * number answered 403) by that number, and the key its tries are counted under: one per account
 * whichever identifier is used, so switching between them never buys more tries.
 */
async function verificationAccount(db: Database, target: ResendCodeRequest) {
  if (target.email) {
    const email = normalizeEmail(target.email);
    return { key: email, find: () => customerByEmail(db, email) };
  }
  const customer = await customerByPhone(db, target.phoneCode ?? '', target.phone ?? '');
  return {
    key: customer ? normalizeEmail(customer.email) : `+${target.phoneCode}${target.phone}`,
    find: () => Promise.resolve(customer),
  };
}

/**
 * `Customer/*`: sign-up with an e-mailed code, verification, sign-in by e-mail or phone,
 * password reset, profile and sign-out. Tokens are opaque bearer tokens (see tokens.ts).
 */
export const customersRoutes: FeatureRoutes = (app, { db, accountMail, tokenTtlDays }, done) => {
  const authenticated = requireCustomer(db, tokenTtlDays);

  app.post(
    '/Customer/SignUp',
    {
      schema: {
        tags,
        summary: 'Create an account and e-mail a 6-digit code (the answer has no token yet)',
        body: signUpRequestSchema,
        response: { 201: customerSchema, ...customerErrors },
      },
    },
    async (request, reply) => {
      // The spec's 409 "this user is already registered" tells whether an e-mail or phone has an
      // account: probing is throttled per client address and per e-mail and phone tried.
      const { name, email, phoneCode, phone, password } = request.body;
      await hitRateLimit(db, `signup-ip:${request.ip}`, rateLimits.signUpPerIp);
      await hitRateLimit(db, `signup:${normalizeEmail(email)}`, rateLimits.signUpPerTarget);
      await hitRateLimit(db, `signup:+${phoneCode}${phone}`, rateLimits.signUpPerTarget);
      const taken = async () => {
        if (await customerByEmail(db, email)) {
          return new ApiHttpError(409, '409', 'this user is already registered', 'body.email');
        }
        if (await customerByPhone(db, phoneCode, phone)) {
          return new ApiHttpError(409, '409', 'this phone is already registered', 'body.phone');
        }
        return undefined;
      };
      const conflict = await taken();
      if (conflict) throw conflict;
      const passwordHash = await hashNewPassword(password, 'body.password');
      const customer = await insertCustomer(db, { name, email, phoneCode, phone, passwordHash });
      if (!customer) {
        throw (
          (await taken()) ??
          new ApiHttpError(409, '409', 'this user is already registered', 'body.email')
        );
      }
      await accountMail({ kind: 'verify_email', email: customer.email });
      return reply.code(201).send(toCustomer(customer, ''));
    },
  );

  app.post(
    '/Customer/VerifyEmail',
    {
      schema: {
        tags,
        summary:
          'Check the e-mailed code, named by e-mail or mobile number; answers the customer with a token',
        body: verifyEmailRequestSchema,
        response: { 200: customerSchema, ...customerErrors },
      },
    },
    async (request) => {
      const account = await verificationAccount(db, request.body);
      await hitRateLimit(db, `code:${account.key}:${request.ip}`, rateLimits.codeTriesPerClient);
      await hitRateLimit(db, `code:${account.key}`, rateLimits.codeTries);
      const customer = await account.find();
      if (!customer || !(await consumeCode(db, customer.id, 'verify_email', request.body.code))) {
        throw invalidCode();
      }
      const token = await db.transaction(async (tx) => {
        await markVerified(tx, customer.id);
        return issueToken(tx, customer.id);
      });
      return toCustomer(customer, token);
    },
  );

  app.post(
    '/Customer/SignIn',
    {
      schema: {
        tags,
        summary:
          'Sign in by e-mail or phone: 403 unverified, 401 unknown account or wrong password',
        body: signInRequestSchema,
        response: { 200: customerSchema, ...customerErrors },
      },
    },
    async (request) => {
      const { body } = request;
      const key =
        body.method === 'email' ? normalizeEmail(body.email) : `+${body.phoneCode}${body.phone}`;
      // The account + client delay first: tries it refuses cost the other counters nothing, so
      // an attacker's address cannot spend the account's allowance.
      const attempts = `signin:${key}:${request.ip}`;
      await takeSignInAttempt(db, attempts);
      await hitRateLimit(db, `signin-ip:${request.ip}`, rateLimits.signInPerIp);
      await hitRateLimit(db, `signin:${key}`, rateLimits.signInPerAccount);
      const customer =
        body.method === 'email'
          ? await customerByEmail(db, body.email)
          : await customerByPhone(db, body.phoneCode, body.phone);
      // An unknown account and a wrong password answer alike, after the same work (a hash is
      // checked either way), so sign-in never tells whether an e-mail or phone has an account.
      const matches = await passwordMatches(
        customer?.passwordHash ?? (await unknownAccountHash()),
        body.password,
      );
      if (!customer || !matches) {
        throw new ApiHttpError(
          401,
          '401',
          'The e-mail, mobile number or password is wrong',
          'body.password',
        );
      }
      await clearSignInAttempts(db, attempts);
      if (customer.verifiedAt === null) {
        throw new ApiHttpError(
          403,
          '403',
          'Verify your e-mail address first: enter the code we sent',
          'body.email',
        );
      }
      return toCustomer(customer, await issueToken(db, customer.id));
    },
  );

  app.post(
    '/Customer/ResendEmail',
    {
      schema: {
        tags,
        summary:
          'E-mail a new verification code to the account of an e-mail or mobile number (the previous code stops working)',
        body: resendCodeRequestSchema,
        response: { 200: sentSchema, ...customerErrors },
      },
    },
    async (request) => {
      const account = await verificationAccount(db, request.body);
      await hitRateLimit(db, `mail:${account.key}:${request.ip}`, rateLimits.mailsPerClient);
      await hitRateLimit(db, `mail:${account.key}`, rateLimits.mails);
      const customer = await account.find();
      // Queued whoever asks (for an unknown account, under the key it was asked by, which finds
      // no one): the job sends nothing to an unknown or verified account, so the answer and its
      // time are the same.
      await accountMail({ kind: 'verify_email', email: customer?.email ?? account.key });
      return { sent: true as const };
    },
  );

  app.post(
    '/Customer/ForgotPassword',
    {
      schema: {
        tags,
        summary: 'E-mail a password reset code when the account exists (always answers sent)',
        body: emailRequestSchema,
        response: { 200: sentSchema, ...customerErrors },
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      await hitRateLimit(db, `mail:${email}:${request.ip}`, rateLimits.mailsPerClient);
      await hitRateLimit(db, `mail:${email}`, rateLimits.mails);
      // Queued whoever asks (the job mails accounts only): the same answer in the same time.
      await accountMail({ kind: 'reset_password', email });
      return { sent: true as const };
    },
  );

  app.post(
    '/Customer/UpdatePassword',
    {
      schema: {
        tags,
        summary: 'Set a new password with the e-mailed code; older tokens stop working',
        body: resetPasswordRequestSchema,
        response: { 200: customerSchema, ...customerErrors },
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      await hitRateLimit(db, `code:${email}:${request.ip}`, rateLimits.codeTriesPerClient);
      await hitRateLimit(db, `code:${email}`, rateLimits.codeTries);
      const customer = await customerByEmail(db, email);
      if (!customer || !(await consumeCode(db, customer.id, 'reset_password', request.body.code))) {
        throw invalidCode();
      }
      const passwordHash = await hashNewPassword(request.body.password, 'body.password');
      const token = await db.transaction(async (tx) => {
        // The code came by e-mail, so the address is proven as well.
        await tx.update(customers).set({ passwordHash }).where(eq(customers.id, customer.id));
        if (customer.verifiedAt === null) await markVerified(tx, customer.id);
        await revokeAllTokens(tx, customer.id);
        return issueToken(tx, customer.id);
      });
      return toCustomer(customer, token);
    },
  );

  app.put(
    '/Customer/Profile',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "Change the signed-in customer's name and phone",
        body: updateProfileRequestSchema,
        response: { 200: customerSchema, ...customerErrors },
      },
    },
    async (request) => {
      const { customer, token } = signedInCustomer(request);
      const { name, phoneCode, phone } = request.body;
      const owner = await customerByPhone(db, phoneCode, phone);
      if (owner && owner.id !== customer.id) {
        throw new ApiHttpError(409, '409', 'this phone is already registered', 'body.phone');
      }
      const [updated] = await db
        .update(customers)
        .set({ name, phoneCode, phone })
        .where(eq(customers.id, customer.id))
        .returning();
      if (!updated) throw new ApiHttpError(401, '401', 'Sign in first');
      return toCustomer(updated, token);
    },
  );

  app.put(
    '/Customer/Locale',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: 'The language the store writes to the signed-in customer in (en or ar)',
        description:
          'Order status e-mails go out in it. Spec §7 sends Accept-Language: ar on every call ' +
          'whatever the page shows, so the storefront says the language here: when the ' +
          'shopper signs in and whenever they switch while signed in.',
        body: customerLocaleRequestSchema,
        response: { 204: z.null(), ...customerErrors },
      },
    },
    async (request, reply) => {
      const { customer } = signedInCustomer(request);
      const { locale } = request.body;
      // Only a change is written: the same language again costs a read of the index, no row.
      await db
        .update(customers)
        .set({ locale })
        .where(and(eq(customers.id, customer.id), ne(customers.locale, locale)));
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/Customer/ProfilePassword',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: 'Change the password; older tokens stop working, the answer has a fresh one',
        body: changePasswordRequestSchema,
        response: { 200: customerSchema, ...customerErrors },
      },
    },
    async (request) => {
      const { customer } = signedInCustomer(request);
      await hitRateLimit(db, `password:${customer.id}`, rateLimits.passwordChecks);
      if (!(await passwordMatches(customer.passwordHash, request.body.currentPassword))) {
        throw new ApiHttpError(
          400,
          'invalid_credentials',
          'The current password is wrong',
          'body.currentPassword',
        );
      }
      const passwordHash = await hashNewPassword(request.body.newPassword, 'body.newPassword');
      const token = await db.transaction(async (tx) => {
        await tx.update(customers).set({ passwordHash }).where(eq(customers.id, customer.id));
        await revokeAllTokens(tx, customer.id);
        return issueToken(tx, customer.id);
      });
      return toCustomer(customer, token);
    },
  );

  app.post(
    '/Customer/SignOut',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: 'End this session: the token stops working',
        response: { 204: z.null(), ...customerErrors },
      },
    },
    async (request, reply) => {
      await revokeToken(db, signedInCustomer(request).tokenId);
      return reply.code(204).send(null);
    },
  );

  done();
};
