import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '@shop/vitest-config';
import { signIn } from '#src/js-size.mjs';

const require = createRequire(import.meta.url);
export const lighthouseVersion = JSON.parse(
  readFileSync(path.join(path.dirname(require.resolve('lighthouse')), '../package.json'), 'utf8'),
).version;

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

const median = (values) => {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Signs the fresh Chromium in as the shopper: through its DevTools port, a page of the origin
 * that loads no script (`/healthz`) gets the cookies and localStorage, so the page measured next
 * still loads every script cold.
 */
async function signInOverCdp(port, url, storage) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    await signIn(context, url, storage);
    const page = await context.newPage();
    await page.goto(new URL('/healthz', url).href);
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * One Lighthouse run (default config: mobile, simulated throttling) in a fresh Chromium; with
 * `storage`, signed in as that shopper (the storage is then kept, the HTTP cache still cold).
 * Returns { scores: { category: 0–100 | null }, failing: [audit ids scoring < 1 ] }.
 */
async function runOnce(url, storage) {
  process.env.CHROME_PATH = chromiumPath;
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumArgs,
    logLevel: 'silent',
  });
  try {
    if (storage) await signInOverCdp(chrome.port, url, storage);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      // Keeps the shopper's cookies and localStorage (Lighthouse would clear them first).
      disableStorageReset: Boolean(storage),
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    // BENCH_LIGHTHOUSE_DIR keeps each run's whole report, to see where a page spends its time.
    const keepIn = process.env.BENCH_LIGHTHOUSE_DIR;
    if (keepIn) {
      await mkdir(keepIn, { recursive: true });
      const { pathname, search } = new URL(url);
      const name = `${`${pathname}${search}`.replace(/\W+/g, '_')}-${Date.now()}.json`;
      await writeFile(path.join(keepIn, name), JSON.stringify(lhr));
    }
    const scores = {};
    const failing = new Set();
    const notes = new Map();
    for (const id of categories) {
      const category = lhr.categories[id];
      scores[id] = category?.score == null ? null : Math.round(category.score * 100);
      if (id === 'performance') continue;
      for (const ref of category?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit?.score !== null && audit?.score < 1) {
          failing.add(`${id}:${ref.id}`);
          const item = audit.details?.items?.[0];
          const detail =
            audit.explanation ||
            [item?.description, item?.sourceLocation?.url ?? item?.url].filter(Boolean).join(' ') ||
            item?.node?.snippet ||
            audit.displayValue ||
            '';
          if (detail) notes.set(ref.id, String(detail).replace(/\s+/g, ' ').slice(0, 200));
        }
      }
    }
    const metrics = {
      fcp: lhr.audits['first-contentful-paint']?.numericValue,
      lcp: lhr.audits['largest-contentful-paint']?.numericValue,
      tbt: lhr.audits['total-blocking-time']?.numericValue,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue,
    };
    return {
      scores,
      failing: [...failing],
      notes: [...notes].map(([audit, text]) => `${audit}: ${text}`),
      metrics,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * `runs` Lighthouse runs of `url`; the median of each category and of the main metrics, and
 * every audit that failed in at least one run (to explain a score under 100).
 */
export async function lighthouseMedian(url, runs, storage) {
  const all = [];
  const errors = [];
  for (let i = 0; i < runs; i++) {
    try {
      all.push(await runOnce(url, storage));
    } catch (error) {
      errors.push(error.message.split('\n')[0]);
    }
  }
  const scores = {};
  for (const id of categories) scores[id] = median(all.map((run) => run.scores[id]));
  const metrics = {};
  for (const key of ['fcp', 'lcp', 'tbt', 'cls']) {
    metrics[key] = median(all.map((run) => run.metrics[key] ?? null));
  }
  const failing = [...new Set(all.flatMap((run) => run.failing))];
  const notes = [...new Set(all.flatMap((run) => run.notes))];
  return { runs: all.length, errors, scores, metrics, failing, notes };
}
