import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('openApiDocument', () => {
  it('asks the API once for pages at the same time; a failure answers each of them 503, then is asked again', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('down', { status: 502 })));
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { openApiDocument } = await import('./openapi-document.server');

    const pages = await Promise.allSettled([openApiDocument(), openApiDocument()]);
    expect(fetch).toHaveBeenCalledTimes(1);
    for (const page of pages) {
      expect(page).toMatchObject({ status: 'rejected', reason: { init: { status: 503 } } });
    }

    fetch.mockImplementation(() => Promise.resolve(Response.json({ openapi: '3.1.0' })));
    expect(await openApiDocument()).toEqual({ openapi: '3.1.0' });
    expect(await openApiDocument()).toEqual({ openapi: '3.1.0' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
