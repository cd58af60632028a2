import { expect, test } from './fixtures';

test('the push worker is registered from /firebase-messaging-sw.js with the site root as scope', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready;
    return { scope: ready.scope, script: ready.active?.scriptURL };
  });
  expect(registration).toEqual({
    scope: `${baseURL}/`,
    script: `${baseURL}/firebase-messaging-sw.js`,
  });
});

test('a failed registration is logged as the spec says and the shop carries on', async ({
  page,
  context,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // The worker file answers 404, as after a broken deployment.
  await context.route('**/firebase-messaging-sw.js', (route) =>
    route.fulfill({ status: 404, body: 'nope' }),
  );
  await page.goto('/');
  await expect
    .poll(() => errors.some((text) => text.startsWith('Service Worker registration failed')))
    .toBe(true);
  await page.getByRole('button', { name: /العربية/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('the web app manifest names the store in English and in Arabic', async ({ request }) => {
  const en = (await (await request.get('/manifest.webmanifest')).json()) as Record<string, unknown>;
  expect(en).toMatchObject({
    short_name: 'Souq',
    lang: 'en',
    dir: 'ltr',
    display: 'standalone',
    scope: '/',
  });
  const ar = (await (await request.get('/manifest.webmanifest?lang=ar')).json()) as Record<
    string,
    unknown
  >;
  expect(ar).toMatchObject({ short_name: 'سوق', lang: 'ar', dir: 'rtl' });
});

test('the install button appears with the browser’s install prompt, even one offered before hydration, and opens it', async ({
  page,
}) => {
  // Offered as early as a browser may: as soon as the document is parsed, before the app hydrates.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const mainTop = async () => (await page.locator('main').boundingBox())?.y;
  const before = await mainTop();
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt: () => Promise<void>;
    };
    event.prompt = () => {
      (window as unknown as { prompted: boolean }).prompted = true;
      return Promise.resolve();
    };
    window.dispatchEvent(event);
  });
  const install = page.getByRole('button', { name: 'Install app' });
  await expect(install).toBeVisible();
  // The button floats: the page does not move when it appears (no layout shift).
  expect(await mainTop()).toBe(before);
  await install.click();
  expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(
    true,
  );
  await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);
});
