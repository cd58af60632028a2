import { describe, expect, it } from 'vitest';
import { handleDataRequest, PREFETCH_CACHE_CONTROL } from './prefetch-cache.server';

const args = (headers: Record<string, string>, method = 'GET') => ({
  request: new Request('http://shop.test/offers.data', { method, headers }),
  params: {},
  context: undefined as never,
});

describe('handleDataRequest', () => {
  it('lets the browser reuse prefetched page data briefly, per cookies', async () => {
    const response = await handleDataRequest(
      new Response('data', { headers: { Vary: 'Accept-Encoding' } }),
      args({ 'sec-purpose': 'prefetch' }),
    );
    expect(response.headers.get('cache-control')).toBe(PREFETCH_CACHE_CONTROL);
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    expect(await response.text()).toBe('data');
  });

  it('leaves navigations, actions, failures and set policies uncached or as they are', async () => {
    const navigation = await handleDataRequest(new Response('data'), args({}));
    expect(navigation.headers.get('cache-control')).toBeNull();
    const action = await handleDataRequest(
      new Response('data'),
      args({ 'sec-purpose': 'prefetch' }, 'POST'),
    );
    expect(action.headers.get('cache-control')).toBeNull();
    const failed = await handleDataRequest(
      new Response('data', { status: 500 }),
      args({ 'sec-purpose': 'prefetch' }),
    );
    expect(failed.headers.get('cache-control')).toBeNull();
    const own = await handleDataRequest(
      new Response('data', { headers: { 'Cache-Control': 'no-store' } }),
      args({ 'sec-purpose': 'prefetch' }),
    );
    expect(own.headers.get('cache-control')).toBe('no-store');
  });
});
