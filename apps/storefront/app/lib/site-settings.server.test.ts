import type { PublicSettings } from '@shop/core/settings';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const closed: PublicSettings = {
  maintenance: { enabled: true, messageAr: 'قريبًا', messageEn: 'Soon', retryAfterSeconds: 120 },
  recentPurchasesPopup: { enabled: true },
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('siteSettings', () => {
  it('asks the API once for every page within a second, then again', async () => {
    const fetch = vi.fn(() => Promise.resolve(Response.json(closed)));
    vi.stubGlobal('fetch', fetch);
    const { siteSettings, SETTINGS_TTL_MS } = await import('./site-settings.server');
    const pages = await Promise.all([siteSettings(), siteSettings(), siteSettings()]);
    expect(pages).toEqual([closed, closed, closed]);
    await siteSettings();
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SETTINGS_TTL_MS);
    await siteSettings();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps the last known settings while the API cannot be reached; never known: open', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('down', { status: 502 })));
    vi.stubGlobal('fetch', fetch);
    const { siteSettings, SETTINGS_TTL_MS } = await import('./site-settings.server');
    expect((await siteSettings()).maintenance.enabled).toBe(false);
    fetch.mockImplementation(() => Promise.resolve(Response.json(closed)));
    vi.advanceTimersByTime(SETTINGS_TTL_MS);
    expect(await siteSettings()).toEqual(closed);
    fetch.mockImplementation(() => Promise.reject(new TypeError('fetch failed')));
    vi.advanceTimersByTime(SETTINGS_TTL_MS);
    expect(await siteSettings()).toEqual(closed);
  });

  it('takes no answer of another shape: the last known settings stay, never a broken page', async () => {
    const fetch = vi.fn(() => Promise.resolve(Response.json([])));
    vi.stubGlobal('fetch', fetch);
    const { siteSettings, SETTINGS_TTL_MS } = await import('./site-settings.server');
    expect((await siteSettings()).maintenance.enabled).toBe(false);
    fetch.mockImplementation(() => Promise.resolve(Response.json(closed)));
    vi.advanceTimersByTime(SETTINGS_TTL_MS);
    expect(await siteSettings()).toEqual(closed);
    fetch.mockImplementation(() => Promise.resolve(Response.json({ maintenance: 'on' })));
    vi.advanceTimersByTime(SETTINGS_TTL_MS);
    expect(await siteSettings()).toEqual(closed);
  });
});
