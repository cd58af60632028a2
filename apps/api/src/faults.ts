// Named fault points: places in the code where a test stops the process, to prove that a crash
// there leaves everything consistent (the checkout's SIGKILL test). With `FAULT_POINT=<name>` in
// its environment, a process reaching that point says so on stderr and waits there for the test
// to kill it. Never set outside such tests; unset, a point costs one comparison.

/** The environment variable that arms a point. */
export const FAULT_POINT_ENV = 'FAULT_POINT';
const armed = process.env[FAULT_POINT_ENV];

/** The placement's transaction has taken the stock and written the orders, and not committed. */
export const PLACE_BEFORE_COMMIT = 'checkout.place.before-commit';
/** The placement has committed, and not answered. */
export const PLACE_AFTER_COMMIT = 'checkout.place.after-commit';

export async function faultPoint(name: string): Promise<void> {
  if (armed !== name) return;
  process.stderr.write(`fault point reached: ${name}\n`);
  await new Promise<never>(() => {});
}
