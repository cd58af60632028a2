import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers } from '#src/db/schema.ts';
import { useCustomerApp } from '#src/test/customer-app.ts';
import {
  NASTY_TEXTS,
  requestsOf,
  type FuzzRequest,
  type OpenApiDocument,
} from '#src/test/openapi-fuzz.ts';
import { codeOf } from '#src/test/test-mail-server.ts';

// Every line the API logs, to look for secrets in.
const logLines: string[] = [];
const customerApp = useCustomerApp('catalog', {
  logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
});
const { call } = customerApp;

/** Values a log must never show, collected from what the test sent and what the API made. */
const secrets = new Set<string>();
const SECRET_KEYS = /^(password|currentPassword|newPassword|code|token|passwordHash)$/;

function collectSecrets(value: unknown, key = ''): void {
  // The fixed attack texts also travel in URLs, which are logged: only made-up values count.
  if (typeof value === 'string' && SECRET_KEYS.test(key) && value.length >= 6) {
    if (!NASTY_TEXTS.includes(value)) secrets.add(value);
  } else if (value && typeof value === 'object') {
    for (const [child, inner] of Object.entries(value)) collectSecrets(inner, child);
  }
}

/**
 * The URLs the test sent: logged by design, so a made-up value that the generator also put in a
 * URL (fast-check likes `toString`, `__proto__` …) shows there without being a leak.
 */
const sentUrls: string[] = [];
const decoded = (url: string) => {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
};

/** Sends one fuzzed request; answers its status. */
async function send(request: FuzzRequest, token?: string): Promise<number> {
  sentUrls.push(request.url);
  if (request.body && 'json' in request.body) collectSecrets(request.body.json);
  const answer = await call(request.method as 'GET', request.url.replace(/^\/api\//, ''), {
    token,
    ...(request.body
      ? { body: 'json' in request.body ? JSON.stringify(request.body.json) : request.body.raw }
      : {}),
  });
  return answer.statusCode;
}

describe('fuzzing the API from its OpenAPI document', () => {
  it('answers no 5xx to 2,400 schema-driven requests and logs no secret', async () => {
    const doc = (
      await customerApp.app.inject({ method: 'GET', url: '/openapi.json' })
    ).json<OpenApiDocument>();
    // A signed-in customer: their password, token, code and hash must never reach the log.
    const { email, password, token } = await customerApp.signUp();
    secrets.add(password).add(token);
    await call('POST', 'Customer/ForgotPassword', { body: { email } });
    secrets.add(codeOf(await customerApp.mail.next(email)));
    const [row] = await customerApp.db
      .select({ hash: customers.passwordHash })
      .from(customers)
      .where(eq(customers.email, email));
    secrets.add(row!.hash);

    const failures: string[] = [];
    const check = (mode: string) => (request: FuzzRequest, status: number) => {
      if (status >= 500) failures.push(`${mode} ${request.method} ${request.url} → ${status}`);
    };
    const anonymous = requestsOf(doc, { prefix: '/api/' });
    // Signing out would end the session the rest of the run uses.
    const signedIn = requestsOf(doc, { prefix: '/api/', exclude: ['POST /api/Customer/SignOut'] });
    const record = check('anonymous');
    await fc.assert(
      fc.asyncProperty(anonymous, async (request) => {
        record(request, await send(request));
      }),
      { seed: 20261124, numRuns: 1_200 },
    );
    const recordSignedIn = check('signed-in');
    await fc.assert(
      fc.asyncProperty(signedIn, async (request) => {
        recordSignedIn(request, await send(request, token));
      }),
      { seed: 20261125, numRuns: 1_200 },
    );

    expect(failures).toEqual([]);
    const log = logLines.join('');
    expect(logLines.length).toBeGreaterThan(2_400); // the requests were logged
    const shown = [...secrets].filter(
      (secret) =>
        (log.includes(secret) || log.includes(JSON.stringify(secret).slice(1, -1))) &&
        !sentUrls.some((url) => url.includes(secret) || decoded(url).includes(secret)),
    );
    expect(shown).toEqual([]);
  }, 120_000);
});
