/** Work to finish before the process exits (e.g. sending the traces still batched). */
const hooks: (() => Promise<unknown>)[] = [];

export function onShutdown(hook: () => Promise<unknown>): void {
  hooks.push(hook);
}

/** Runs every hook once; a failing hook does not keep the others from running. */
export async function runShutdownHooks(): Promise<void> {
  await Promise.allSettled(hooks.splice(0).map((hook) => hook()));
}
