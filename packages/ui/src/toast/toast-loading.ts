// Whether the toast module (react-toastify) has loaded in this page: it says so itself when it
// loads (toast.tsx), and LazyToaster mounts the Toaster from then on.

let loaded = false;
const listeners = new Set<() => void>();

/** Called once by toast.tsx when it loads. */
export function toastModuleLoaded(): void {
  loaded = true;
  listeners.forEach((notify) => notify());
}

/** For useSyncExternalStore: calls `onChange` when the toast module loads. */
export function subscribeToToastModule(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
}

/** Whether the toast module has loaded in this page. */
export function isToastModuleLoaded(): boolean {
  return loaded;
}
