import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

const children = new Set();

// Never leave a server behind: on exit or Ctrl-C, stop every child this process started.
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    // Let servers close cleanly (PGlite flushes its data dir), but never wait over 15 s.
    setTimeout(() => process.exit(130), 15_000).unref();
    void Promise.all([...children].map((child) => stopChild(child))).then(() => process.exit(130));
  });
}

/**
 * Starts `node <args>` (so the pid is the server's own, never a shell shim) and waits until
 * `readyUrl` answers 200. Its output is kept and shown only when it fails to start.
 */
export async function startServer({ name, args, cwd, env, readyUrl, timeoutMs = 180_000 }) {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  child.once('exit', (code, signal) => {
    exited = { code, signal };
    children.delete(child);
  });

  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (exited) break;
    try {
      const response = await fetch(readyUrl, { signal: AbortSignal.timeout(2000) });
      if (response.ok) {
        return {
          child,
          output: () => output,
          startedInMs: Date.now() - started,
          stop: () => stopChild(child),
        };
      }
    } catch {
      /* not listening yet */
    }
    await sleep(250);
  }
  await stopChild(child);
  throw new Error(
    `${name} did not become ready at ${readyUrl}` +
      (exited
        ? ` (exited with ${exited.code ?? exited.signal})`
        : ` within ${timeoutMs / 1000} s`) +
      `\n--- its output ---\n${output}`,
  );
}

/** SIGTERM, then SIGKILL after 20 s; resolves once the process is gone. */
export async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await gone;
  clearTimeout(timer);
}

/** Runs `node <args>` to completion (bounded by timeoutMs), streaming its output with a prefix. */
export function runNode({ args, cwd, env, timeoutMs, prefix = '  | ' }) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    let tail = '';
    const relay = (chunk) => {
      const text = chunk.toString();
      tail = (tail + text).slice(-4000);
      for (const line of text.split('\n')) if (line.trim() !== '') console.log(prefix + line);
    };
    child.stdout.on('data', relay);
    child.stderr.on('data', relay);
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 20_000).unref();
    }, timeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      children.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`node ${args.join(' ')} failed (${code ?? signal})\n${tail}`));
    });
  });
}
