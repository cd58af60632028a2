import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { App, AppOptions } from '#src/app.ts';
import type { Database, DatabaseHandle } from '#src/db/database.ts';
import { buildTestApp, storefrontHeaders } from './test-app.ts';
import { useTestDatabase } from './test-database.ts';
import type { TestTemplate } from './test-templates.ts';
import { codeOf, useMailServer } from './test-mail-server.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface SignedUp {
  email: string;
  password: string;
  token: string;
  phone: string;
}

/**
 * Vitest hooks for the customer routes' tests: a database (the demo catalog by default), a real SMTP
 * server the app mails to, and the app. `call` sends a storefront request (public key, JSON,
 * optional bearer token); `signUp` creates and verifies an account through the e-mailed code.
 */
export function useCustomerApp(
  template: TestTemplate = 'catalog',
  appOptions: Partial<AppOptions> = {},
) {
  const database = useTestDatabase(template);
  const mail = useMailServer();
  let app: App | undefined;
  let accounts = 0;
  beforeAll(() => {
    app = buildTestApp(database.db, { ...appOptions, mail: { smtpUrl: mail.url } });
  });
  afterAll(() => app?.close());
  const current = () => {
    if (!app) throw new Error('useCustomerApp: the app is built in beforeAll');
    return app;
  };

  function call(
    method: Method,
    url: string,
    options: { body?: unknown; token?: string | undefined; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...storefrontHeaders, ...options.headers };
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    return current().inject({
      method,
      url: `/api/${url}`,
      headers,
      ...(options.body === undefined
        ? {}
        : {
            payload: typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
          }),
    });
  }

  async function signUp(name = 'Test Customer'): Promise<SignedUp> {
    accounts += 1;
    const unique = `${Date.now().toString(36)}${accounts}`;
    const email = `customer.${unique}@example.com`;
    const phone = `5${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const password = 'correct horse battery';
    const created = await call('POST', 'Customer/SignUp', {
      body: { name, email, phoneCode: '966', phone, password },
    });
    if (created.statusCode !== 201) throw new Error(`sign-up failed: ${created.body}`);
    const code = codeOf(await mail.next(email));
    const verified = await call('POST', 'Customer/VerifyEmail', { body: { email, code } });
    if (verified.statusCode !== 200) throw new Error(`verification failed: ${verified.body}`);
    return { email, password, phone, token: verified.json<{ token: string }>().token };
  }

  return {
    get app() {
      return current();
    },
    get db(): Database {
      return database.db;
    },
    get handle(): DatabaseHandle {
      return database.handle;
    },
    mail,
    call,
    signUp,
  };
}
