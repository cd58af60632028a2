import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { settings } from '#src/env.mjs';

// Other work on the machine (tests, builds of other sessions) takes the cores the benchmark
// needs. Before each measurement wait, for a bounded time, until the machine is nearly idle,
// and report how busy it was, so a figure taken on a busy machine is recognisable.

async function cpuTimes() {
  const text = await readFile('/proc/stat', 'utf8');
  const fields = text.split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const idle = fields[3] + (fields[4] ?? 0);
  const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
  return { idle, total };
}

/** Share (0–1) of all cores busy over the next `ms`, or null where /proc/stat is missing. */
export async function cpuBusy(ms = 1000) {
  try {
    const before = await cpuTimes();
    await sleep(ms);
    const after = await cpuTimes();
    const total = after.total - before.total;
    return total > 0 ? 1 - (after.idle - before.idle) / total : null;
  } catch {
    return null;
  }
}

/**
 * Waits until the machine is under `threshold` busy (all cores), at most `maxWaitSeconds`.
 * Returns the last busy share measured (null when unknown).
 */
export async function waitForQuiet({
  threshold = 0.15,
  maxWaitSeconds = settings.quietWait,
  log = console.log,
} = {}) {
  const started = Date.now();
  let busy = await cpuBusy(1000);
  let told = false;
  while (busy !== null && busy > threshold && Date.now() - started < maxWaitSeconds * 1000) {
    if (!told) {
      log(
        `  (machine ${Math.round(busy * 100)} % busy with other work: waiting up to ${maxWaitSeconds} s)`,
      );
      told = true;
    }
    busy = await cpuBusy(2000);
  }
  return busy;
}

export const busyText = (busy) => (busy === null ? '?' : `${Math.round(busy * 100)} %`);
