import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildServiceWorker } from '#service-worker/build.ts';

let dir: string;
let clientDir: string;
let workerScript: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sw-build-test-'));
  clientDir = path.join(dir, 'client');
  await mkdir(path.join(clientDir, 'assets'), { recursive: true });
  await writeFile(path.join(clientDir, 'assets/entry-abc123.js'), 'console.log(1)');
  await writeFile(path.join(clientDir, 'assets/app-def456.css'), 'body{}');
  await writeFile(path.join(clientDir, 'icon.svg'), '<svg/>');
  // A stand-in for the bundled worker: what the build must complete is its manifest's place.
  workerScript = path.join(dir, 'worker.js');
  await writeFile(workerScript, 'self.precache = self.__WB_MANIFEST;\n');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('buildServiceWorker', () => {
  it("writes the worker with the shop's settings in front and the build's files precached", async () => {
    const result = await buildServiceWorker({
      clientDir,
      workerScript,
      cachePrefix: 'quick',
      publicPages: /^\/(?:$|product\/)/,
      brand: { en: 'Khaleej Fresh', ar: 'خليج فرش' },
    });
    const worker = await readFile(path.join(clientDir, 'firebase-messaging-sw.js'), 'utf8');
    const config = JSON.parse(/^self\.__SHOP_SW_CONFIG__=(.*);$/m.exec(worker)![1]!) as Record<
      string,
      unknown
    >;
    expect(config).toMatchObject({
      cachePrefix: 'quick',
      publicPages: '^\\/(?:$|product\\/)',
      tokenCookie: 'token',
      localeCookie: 'locale',
      localeQuery: 'lang',
      brand: { en: 'Khaleej Fresh', ar: 'خليج فرش' },
      offlinePages: { en: '/offline/en.html', ar: '/offline/ar.html' },
    });
    expect(new RegExp(config.publicPages as string).test('/product/dates')).toBe(true);
    expect(new RegExp(config.publicPages as string).test('/account')).toBe(false);
    expect(worker).not.toContain('__WB_MANIFEST');
    for (const file of [
      'assets/entry-abc123.js',
      'assets/app-def456.css',
      'icon.svg',
      'offline/ar.html',
    ])
      expect(worker).toContain(JSON.stringify(file).slice(0, -1));
    expect(result.count).toBe(6);
    expect(result.warnings).toEqual([]);
  });

  it('writes an offline page per language, right to left in Arabic, with the brand escaped', async () => {
    await buildServiceWorker({
      clientDir,
      workerScript,
      publicPages: /^\/$/,
      brand: { en: 'Fresh & <Co>', ar: 'فرش' },
      accentColor: '#7c2d12',
    });
    const en = await readFile(path.join(clientDir, 'offline/en.html'), 'utf8');
    const ar = await readFile(path.join(clientDir, 'offline/ar.html'), 'utf8');
    expect(en).toContain('<html lang="en" dir="ltr">');
    expect(en).toContain('· Fresh &amp; &lt;Co&gt;</title>');
    expect(ar).toContain('<html lang="ar" dir="rtl">');
    expect(ar).toContain('· فرش</title>');
    expect(en).not.toMatch(/<script/i);
    expect(await readFile(path.join(clientDir, 'offline/offline.css'), 'utf8')).toContain(
      'background:#7c2d12',
    );
  });

  it("names the shop by its translations' brand when none is given", async () => {
    await buildServiceWorker({ clientDir, workerScript, publicPages: /^\/$/ });
    const worker = await readFile(path.join(clientDir, 'firebase-messaging-sw.js'), 'utf8');
    expect(worker).toMatch(/"brand":\{"en":"[^"]+","ar":"[^"]+"\}/);
    expect(worker).toContain('"cachePrefix":"shop"');
  });
});
