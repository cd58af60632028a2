import { useTranslation } from 'react-i18next';
import { DownloadIcon } from '#icons/icons.tsx';

/** Props of {@link InstallButton}. */
export interface InstallButtonProps {
  /** Whether the browser offered installation (a `beforeinstallprompt` event was kept). */
  canInstall: boolean;
  /** Called when pressed: call `prompt()` on the kept event. */
  onInstall: () => void;
}

/**
 * "Install app" (spec §2: an install-as-app button), rendered only while `canInstall`. The app
 * keeps the `beforeinstallprompt` event, sets `canInstall`, and prompts in `onInstall`.
 *
 * @example
 * ```tsx
 * const [prompt, setPrompt] = useState<BeforeInstallPromptEvent | null>(null);
 * useEffect(() => {
 *   const keep = (event: Event) => { event.preventDefault(); setPrompt(event as BeforeInstallPromptEvent); };
 *   window.addEventListener('beforeinstallprompt', keep);
 *   return () => window.removeEventListener('beforeinstallprompt', keep);
 * }, []);
 * <InstallButton canInstall={prompt !== null} onInstall={() => { void prompt?.prompt(); setPrompt(null); }} />
 * ```
 */
export function InstallButton({ canInstall, onInstall }: InstallButtonProps) {
  const { t } = useTranslation('account');
  if (!canInstall) return null;
  return (
    <button
      type="button"
      onClick={onInstall}
      className="inline-flex min-h-10 items-center gap-2 rounded-full border border-brand-700 bg-surface-raised px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <DownloadIcon className="size-5" />
      {t('install.button')}
    </button>
  );
}
