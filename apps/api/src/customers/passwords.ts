import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { COMMON_PASSWORD_MESSAGE } from '@shop/core/schemas';
import { dictionary } from '@zxcvbn-ts/language-common';
import { ApiHttpError } from '#src/http/api-errors.ts';

// argon2id (the library's default algorithm) with its default cost: 19 MiB, 2 passes (OWASP).

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash never matches
  }
}

/** zxcvbn-ts's list of common passwords (about 50,000, from breach corpora), lower case. */
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}

/**
 * The hash of a password a customer chooses (sign-up, reset, change): a common one is refused
 * with a 400 on `field`, whose message the storefront translates (NIST SP 800-63B).
 */
export function hashNewPassword(password: string, field: string): Promise<string> {
  if (isCommonPassword(password)) {
    throw new ApiHttpError(400, 'validation', COMMON_PASSWORD_MESSAGE, field);
  }
  return hashPassword(password);
}

let placeholder: Promise<string> | undefined;

/**
 * A hash no password matches, checked when no account has the e-mail or phone given, so that
 * sign-in costs the same whether the account exists or not (made once per process).
 */
export function unknownAccountHash(): Promise<string> {
  placeholder ??= hash(randomBytes(32).toString('base64url'));
  return placeholder;
}
