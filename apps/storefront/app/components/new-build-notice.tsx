import { NewVersionNotice } from '@shop/ui/new-version-notice';
import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  checkForNewVersion,
  getNewVersion,
  subscribeToNewVersion,
  VERSION_POLL_MS,
} from '~/lib/new-build';

/**
 * Asks for the server's build every VERSION_POLL_MS while the tab is visible (and on coming
 * back to a tab left longer), and offers a reload once it differs from the page's own. It only
 * offers: a reload by itself could lose what the shopper is typing.
 */
export function NewBuildNotice() {
  const newVersion = useSyncExternalStore(subscribeToNewVersion, getNewVersion, () => null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  useEffect(() => {
    let asked = Date.now();
    const ask = () => {
      asked = Date.now();
      void checkForNewVersion();
    };
    const poll = window.setInterval(() => {
      if (document.visibilityState === 'visible') ask();
    }, VERSION_POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() - asked >= VERSION_POLL_MS) ask();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(poll);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  return (
    <div className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md print:hidden">
      <NewVersionNotice
        open={newVersion !== null && newVersion !== dismissed}
        onReload={() => window.location.reload()}
        onDismiss={() => setDismissed(newVersion)}
      />
    </div>
  );
}
