// The offline page, one static file per language, written at build time into the precache:
// plain HTML and a stylesheet of its own, no script (it must work with nothing but the cache).
import type { Locale } from '#i18n/config.ts';
import { createI18n } from '#i18n/resources.ts';

/** Where the page of each language is served from (and precached). */
export const offlinePagePath = (lang: Locale) => `/offline/${lang}.html`;
export const OFFLINE_STYLESHEET = '/offline/offline.css';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The page in `lang` for the shop called `brand`, right to left in Arabic. */
export function offlinePage(lang: Locale, brand: string): string {
  const i18n = createI18n(lang);
  const t = (key: string) => escape(i18n.t(key));
  return `<!doctype html>
<html lang="${lang}" dir="${i18n.dir(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t('common:offline.title')} · ${escape(brand)}</title>
<link rel="icon" href="/icon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${OFFLINE_STYLESHEET}">
</head>
<body>
<main>
<img src="/icon.svg" alt="" width="64" height="64">
<h1>${t('common:offline.title')}</h1>
<p>${t('common:offline.body')}</p>
<!-- An empty href is this page's own address: the page the shopper asked for. -->
<a href="">${t('common:offline.retry')}</a>
</main>
</body>
</html>
`;
}

/** The page's stylesheet; `accent` is the button's colour (white text on it). */
export const offlineStylesheet = (
  accent = '#047857',
) => `body{margin:0;font-family:system-ui,sans-serif;color:#1f2937;background:#f9fafb}
main{max-width:32rem;margin:15vh auto;padding:1.5rem;text-align:center}
h1{font-size:1.5rem;margin-block:1rem .5rem}
p{margin-block:0 1.5rem;line-height:1.6}
a{display:inline-block;padding-block:.6rem;padding-inline:1.25rem;border-radius:.5rem;background:${accent};color:#fff;text-decoration:none}
`;
