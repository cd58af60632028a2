// The fuzz test's share through the storefront (issue 11): requests made from the API's own
// OpenAPI document, valid and broken, sent to the storefront's /api proxy as a browser would.
// The API's fuzz test (apps/api/src/http/fuzz.test.ts) sends 2,400 straight to it; this checks
// that the proxy in between turns none of them into a 5xx (a 502 from a body it mishandles, a
// 500 from a header it cannot pass on).
import { requestsOf, type FuzzRequest, type OpenApiDocument } from '@shop/api/test/openapi-fuzz';
import fc from 'fast-check';
import { apiUrl } from '../playwright.config';
import { apiHeaders } from './account-helpers';
import { expect, test } from './fixtures';

test('400 schema-driven requests through the /api proxy answer no 5xx', async ({ request }) => {
  test.setTimeout(120_000);
  const doc = (await (
    await request.get(new URL('/openapi.json', apiUrl).href)
  ).json()) as OpenApiDocument;
  const failures: string[] = [];
  const send = async ({ method, url, body }: FuzzRequest) => {
    const answer = await request.fetch(url, {
      method,
      headers: { ...apiHeaders, ...(body ? { 'content-type': 'application/json' } : {}) },
      data: body ? ('json' in body ? JSON.stringify(body.json) : body.raw) : undefined,
      failOnStatusCode: false,
      maxRedirects: 0,
    });
    if (answer.status() >= 500) failures.push(`${method} ${url} → ${answer.status()}`);
  };
  await fc.assert(fc.asyncProperty(requestsOf(doc, { prefix: '/api/' }), send), {
    seed: 20261126,
    numRuns: 400,
  });
  expect(failures).toEqual([]);
});
