import { rmSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

// `turbo run bench` starts the API and storefront benchmarks at the same time; on a small
// machine each would measure the other's load. A lock directory makes them take turns.
const lockDir = path.join(os.tmpdir(), 'shop-bench.lock');

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Waits (at most `timeoutMinutes`) until no other benchmark runs; returns the release function. */
export async function acquireBenchLock(name, { timeoutMinutes = 240, log = console.log } = {}) {
  const deadline = Date.now() + timeoutMinutes * 60_000;
  let told = false;
  while (Date.now() < deadline) {
    try {
      await mkdir(lockDir);
      await writeFile(path.join(lockDir, 'owner'), `${process.pid} ${name}`);
      let released = false;
      const release = async () => {
        if (released) return;
        released = true;
        await rm(lockDir, { recursive: true, force: true });
      };
      // A benchmark that throws or is interrupted still frees the lock.
      process.once('exit', () => {
        if (!released) rmSync(lockDir, { recursive: true, force: true });
      });
      return release;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const owner = await readFile(path.join(lockDir, 'owner'), 'utf8').catch(() => '');
    const pid = Number(owner.split(' ')[0]);
    if (owner !== '' && (!Number.isInteger(pid) || !isRunning(pid))) {
      await rm(lockDir, { recursive: true, force: true }); // left by a benchmark that died
      continue;
    }
    if (!told) {
      log(`waiting for the other benchmark to finish (${owner.trim() || 'starting'})…`);
      told = true;
    }
    await sleep(1000);
  }
  throw new Error(`another benchmark held ${lockDir} for ${timeoutMinutes} minutes`);
}
