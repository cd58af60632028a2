import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { PRELOADS_PER_TASK, preloadAfterPaint, withModulePreloadsAfterPaint } from './entry.server';

/** Streams `html` through the filter in pieces of `size` bytes. */
async function filtered(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html);
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size));
  return text(Readable.from(pieces).pipe(withModulePreloadsAfterPaint()));
}

const page =
  '<!DOCTYPE html><html lang="ar"><head><title>سوق</title>' +
  '<link rel="modulepreload" href="/assets/entry.client-x.js"/>' +
  '<link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/root-y.js"/></head>' +
  '<body><p>حليب طازج</p><link rel="modulepreload" href="/body.js"/></body></html>';

describe('withModulePreloadsAfterPaint', () => {
  it.each([1, 7, 4096])(
    'takes the head’s modulepreload links out and adds them after paint, every other byte kept (pieces of %i)',
    async (size) => {
      expect(await filtered(page, size)).toBe(
        '<!DOCTYPE html><html lang="ar"><head><title>سوق</title>' +
          '<link rel="stylesheet" href="/assets/app.css"/></head>' +
          '<body><p>حليب طازج</p><link rel="modulepreload" href="/body.js"/>' +
          preloadAfterPaint(['/assets/entry.client-x.js', '/assets/root-y.js']) +
          '</body></html>',
      );
    },
  );

  it('passes a document without a head through unchanged', async () => {
    expect(await filtered('<p>plain</p>', 3)).toBe('<p>plain</p>');
  });

  it('adds the script at the end when the body never ends', async () => {
    expect(await filtered('<head><link rel="modulepreload" href="/a.js"/></head><p>x', 2)).toBe(
      `<head></head><p>x${preloadAfterPaint(['/a.js'])}`,
    );
  });

  it('carries the page’s CSP nonce, on the script and on each link it adds', () => {
    const script = preloadAfterPaint(['/assets/a.js'], 'n0nce+/=');
    const open = '<script nonce="n0nce+/=">';
    expect(script.startsWith(open)).toBe(true);
    const added: { rel: string; href: string; nonce?: string }[] = [];
    runInNewContext(script.slice(open.length, -'</script>'.length), {
      requestAnimationFrame: (callback: () => void) => callback(),
      setTimeout: (callback: () => void) => callback(),
      document: {
        // Browsers expose a script's nonce as a property only.
        currentScript: { nonce: 'n0nce+/=' },
        createElement: () => ({ rel: '', href: '' }),
        head: { appendChild: (link: { rel: string; href: string }) => added.push(link) },
      },
    });
    expect(added).toEqual([{ rel: 'modulepreload', href: '/assets/a.js', nonce: 'n0nce+/=' }]);
  });
});

describe('preloadAfterPaint', () => {
  it('adds one modulepreload link per script to the head, after the next frame', () => {
    const script = preloadAfterPaint(['/assets/a.js', '/assets/b.js']);
    expect(script).toMatch(/^<script>\(function\(\)\{/);
    const added: { rel: string; href: string }[] = [];
    const frames: (() => void)[] = [];
    runInNewContext(script.slice('<script>'.length, -'</script>'.length), {
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => callback(),
      document: {
        createElement: () => ({ rel: '', href: '' }),
        head: { appendChild: (link: { rel: string; href: string }) => added.push(link) },
      },
    });
    expect(added).toEqual([]);
    frames.forEach((frame) => frame());
    expect(added).toEqual([
      { rel: 'modulepreload', href: '/assets/a.js' },
      { rel: 'modulepreload', href: '/assets/b.js' },
    ]);
  });

  it('carries the page’s CSP nonce, on the script and on each link it adds', () => {
    const script = preloadAfterPaint(['/assets/a.js'], 'n0nce+/=');
    const open = '<script nonce="n0nce+/=">';
    expect(script.startsWith(open)).toBe(true);
    const added: { rel: string; href: string; nonce?: string }[] = [];
    runInNewContext(script.slice(open.length, -'</script>'.length), {
      requestAnimationFrame: (callback: () => void) => callback(),
      setTimeout: (callback: () => void) => callback(),
      document: {
        // Browsers expose a script's nonce as a property only.
        currentScript: { nonce: 'n0nce+/=' },
        createElement: () => ({ rel: '', href: '' }),
        head: { appendChild: (link: { rel: string; href: string }) => added.push(link) },
      },
    });
    expect(added).toEqual([{ rel: 'modulepreload', href: '/assets/a.js', nonce: 'n0nce+/=' }]);
  });

  it('adds a long list a few links per task, in order, so no task blocks input for long', () => {
    const hrefs = Array.from({ length: 2 * PRELOADS_PER_TASK + 3 }, (_, i) => `/assets/m${i}.js`);
    const added: string[] = [];
    const tasks: (() => void)[] = [];
    runInNewContext(preloadAfterPaint(hrefs).slice('<script>'.length, -'</script>'.length), {
      requestAnimationFrame: (callback: () => void) => callback(),
      setTimeout: (callback: () => void) => tasks.push(callback),
      document: {
        createElement: () => ({ rel: '', href: '' }),
        head: { appendChild: (link: { href: string }) => added.push(link.href) },
      },
    });
    const perTask: number[] = [];
    while (tasks.length > 0) {
      const before = added.length;
      tasks.shift()?.();
      perTask.push(added.length - before);
    }
    expect(perTask).toEqual([PRELOADS_PER_TASK, PRELOADS_PER_TASK, 3]);
    expect(added).toEqual(hrefs);
  });
});
