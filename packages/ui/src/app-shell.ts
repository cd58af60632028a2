// An installable shop front's shell: registering its service worker, and the browser's install
// prompt (caught in <head> by `captureInstallPromptScript`, offered by `useInstallPrompt`).
export {
  captureInstallPromptScript,
  useInstallPrompt,
  useServiceWorker,
} from '#app-shell/app-shell.ts';
