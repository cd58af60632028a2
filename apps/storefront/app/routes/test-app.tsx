import { selectCurrencyCode } from '@shop/core/currency';
import { intlLocale } from '@shop/core/i18n';
import { PUBLIC_KEY_HEADER } from '@shop/core/schemas';
import { selectLocale } from '@shop/core/locale';
import { DiagnosticsPanel, type DiagnosticRow } from '@shop/ui/diagnostics-panel';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator, useRouteLoaderData } from 'react-router';
import packageJson from '../../package.json' with { type: 'json' };
import type { Route } from './+types/test-app';
import { Seo } from '~/components/seo';
import { apiOrigin } from '~/config.server';
import { useAppSelector } from '~/hooks';
import { useInstallPrompt } from '@shop/ui/app-shell';
import { pushIsOn } from '@shop/core/push-state';
import type { loader as rootLoader } from '~/root';

/** How long a check of the API may take before it counts as unreachable. */
const CHECK_TIMEOUT_MS = 5_000;

type Check = { ok: true; ms: number } | { ok: false; reason: string };

/** One timed GET: its time in whole milliseconds, or why it failed. */
async function timedGet(url: string, init: RequestInit = {}): Promise<Check> {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      ...init,
      cache: 'no-store',
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    if (!response.ok) return { ok: false, reason: `HTTP ${response.status}` };
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.name : 'error' };
  }
}

/**
 * `/testApp` (R2.30, its own layout): diagnostics a shopper or support can open. The server
 * says the app's version and how fast it reaches the API; the browser checks the rest after
 * hydration (service worker, notifications, installation, network, the API from the device).
 * Measured per request, so never cached.
 */
export async function loader() {
  return {
    version: packageJson.version,
    apiFromServer: await timedGet(`${apiOrigin}/health`),
  };
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

interface BrowserChecks {
  build: string;
  serviceWorker: 'swActive' | 'swWaiting' | 'swInstalling' | 'swNone' | 'unsupported';
  push: 'pushGranted' | 'pushGrantedNoSubscription' | 'pushDenied' | 'pushDefault' | 'unsupported';
  installed: boolean;
  online: boolean;
  api: Check;
  userAgent: string;
}

async function serviceWorkerState(): Promise<BrowserChecks['serviceWorker']> {
  if (!('serviceWorker' in navigator)) return 'unsupported';
  const registration = await navigator.serviceWorker.getRegistration('/');
  if (!registration) return 'swNone';
  if (registration.active && registration.waiting) return 'swWaiting';
  if (registration.active) return 'swActive';
  return 'swInstalling';
}

function pushState(): BrowserChecks['push'] {
  if (typeof Notification === 'undefined' || !('PushManager' in window)) return 'unsupported';
  if (Notification.permission === 'denied') return 'pushDenied';
  if (Notification.permission === 'default') return 'pushDefault';
  return pushIsOn() ? 'pushGranted' : 'pushGrantedNoSubscription';
}

async function runBrowserChecks(publicKey: string): Promise<BrowserChecks> {
  const [serviceWorker, api] = await Promise.all([
    serviceWorkerState().catch(() => 'swNone' as const),
    timedGet('/api/Currency', { headers: { [PUBLIC_KEY_HEADER]: publicKey } }),
  ]);
  return {
    build: window.__reactRouterManifest?.version ?? '',
    serviceWorker,
    push: pushState(),
    installed: matchMedia('(display-mode: standalone)').matches,
    online: navigator.onLine,
    api,
    userAgent: navigator.userAgent,
  };
}

function apiValue(t: TFunction<'developer'>, check: Check) {
  return check.ok
    ? t('testApp.value.reachable', { ms: check.ms })
    : t('testApp.value.unreachable', { reason: check.reason });
}

export default function TestAppPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('developer');
  const lang = useAppSelector(selectLocale);
  const currency = useAppSelector(selectCurrencyCode);
  const publicKey = useRouteLoaderData<typeof rootLoader>('root')?.api.publicKey ?? '';
  const { canInstall } = useInstallPrompt();
  const revalidator = useRevalidator();
  const [browser, setBrowser] = useState<BrowserChecks | null>(null);
  const [checking, setChecking] = useState(true);

  const runChecks = useCallback(
    () =>
      runBrowserChecks(publicKey).then((result) => {
        setBrowser(result);
        setChecking(false);
      }),
    [publicKey],
  );
  useEffect(() => void runChecks(), [runChecks]);
  const checkAgain = () => {
    setChecking(true);
    // The server's figures are measured again too (the loader runs anew).
    void revalidator.revalidate();
    void runChecks();
  };

  const pending = t('testApp.value.checking');
  const languageName = new Intl.DisplayNames([intlLocale(lang)], { type: 'language' }).of(lang);
  const rows: DiagnosticRow[] = [
    {
      id: 'version',
      label: t('testApp.label.version'),
      value: loaderData.version,
      state: 'ok',
      ltr: true,
    },
    {
      id: 'build',
      label: t('testApp.label.build'),
      value: browser?.build || pending,
      state: browser ? 'ok' : 'pending',
      ltr: Boolean(browser),
    },
    {
      id: 'language',
      label: t('testApp.label.language'),
      value: `${languageName} (${lang})`,
      state: 'ok',
    },
    {
      id: 'direction',
      label: t('testApp.label.direction'),
      value: lang === 'ar' ? 'rtl' : 'ltr',
      state: 'ok',
      ltr: true,
    },
    { id: 'currency', label: t('testApp.label.currency'), value: currency, state: 'ok', ltr: true },
    {
      id: 'serviceWorker',
      label: t('testApp.label.serviceWorker'),
      value: browser ? t(`testApp.value.${browser.serviceWorker}`) : pending,
      state: !browser ? 'pending' : browser.serviceWorker === 'swActive' ? 'ok' : 'warning',
    },
    {
      id: 'push',
      label: t('testApp.label.push'),
      value: browser ? t(`testApp.value.${browser.push}`) : pending,
      state: !browser ? 'pending' : browser.push === 'pushGranted' ? 'ok' : 'warning',
    },
    {
      id: 'install',
      label: t('testApp.label.install'),
      value: !browser
        ? pending
        : t(
            browser.installed
              ? 'testApp.value.installed'
              : canInstall
                ? 'testApp.value.installable'
                : 'testApp.value.browserTab',
          ),
      state: browser ? 'ok' : 'pending',
    },
    {
      id: 'network',
      label: t('testApp.label.network'),
      value: !browser
        ? pending
        : t(browser.online ? 'testApp.value.online' : 'testApp.value.offline'),
      state: !browser ? 'pending' : browser.online ? 'ok' : 'error',
    },
    {
      id: 'apiBrowser',
      label: t('testApp.label.apiBrowser'),
      value: browser ? apiValue(t, browser.api) : pending,
      state: !browser ? 'pending' : browser.api.ok ? 'ok' : 'error',
    },
    {
      id: 'apiServer',
      label: t('testApp.label.apiServer'),
      value: apiValue(t, loaderData.apiFromServer),
      state: loaderData.apiFromServer.ok ? 'ok' : 'error',
    },
    {
      id: 'browser',
      label: t('testApp.label.browser'),
      value: browser?.userAgent ?? pending,
      state: browser ? 'ok' : 'pending',
      ltr: Boolean(browser),
    },
  ];

  return (
    <>
      <Seo
        title={`${t('testApp.title')} · ${t('common:brand.name')}`}
        description={t('testApp.metaDescription')}
        noIndex
        canonicalParams={[]}
      />
      <h1 className="mb-3 text-3xl font-bold">{t('testApp.title')}</h1>
      <p className="mb-6 text-ink-muted">{t('testApp.intro')}</p>
      <DiagnosticsPanel rows={rows} onCheckAgain={checkAgain} checking={checking} />
    </>
  );
}
