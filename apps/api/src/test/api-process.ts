// The API as its own process (`src/main.ts` through tsx) on a PostgreSQL test database, for the
// tests that need real processes: several on one database, or one killed and started again.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, vi } from 'vitest';
import { freePort } from '#src/test/free-port.ts';

const apiDir = path.resolve(import.meta.dirname, '../..');

export interface ApiProcess {
  child: ChildProcess;
  url: string;
  /** Every line the process logged so far. */
  lines: string[];
}

/** Spawns API processes on one database and stops whatever is left of them. */
export function apiProcesses(databaseUrl: string, publicKey: string) {
  const running = new Set<ChildProcess>();

  /** Runs a TypeScript entry of the API as its own process on the test database. */
  function spawnEntry(entry: string, env: Record<string, string> = {}): ChildProcess {
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      cwd: apiDir,
      // DEV_MAILBOX: no such test reads mail, and a server without SMTP needs it to start.
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PUBLIC_KEYS: publicKey,
        DEV_MAILBOX: 'true',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    child.once('exit', () => running.delete(child));
    return child;
  }

  /** Starts an API process (response cache on, as in production) and waits until it serves. */
  async function startApi(env: Record<string, string> = {}): Promise<ApiProcess> {
    const port = await freePort();
    const child = spawnEntry('src/main.ts', {
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      RESPONSE_CACHE_SECONDS: '60',
      ...env,
    });
    const lines: string[] = [];
    for (const stream of [child.stdout, child.stderr]) {
      stream?.setEncoding('utf8').on('data', (text: string) => lines.push(...text.split('\n')));
    }
    const url = `http://127.0.0.1:${port}`;
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${lines.join('\n')}`))),
    );
    const healthy = vi.waitFor(async () => expect((await fetch(`${url}/health`)).ok).toBe(true), {
      timeout: 60_000,
      interval: 250,
    });
    await Promise.race([healthy, exited]);
    exited.catch(() => {}); // a later exit (stop()) is expected
    return { child, url, lines };
  }

  /** Stops the process (`SIGTERM`, or the signal given) and waits for its exit. */
  function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    return new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  }

  const stopAll = () => Promise.all([...running].map((child) => stop(child)));

  return { spawnEntry, startApi, stop, stopAll };
}
