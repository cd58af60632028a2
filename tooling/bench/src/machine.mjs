import os from 'node:os';

/** The machine without what changes from run to run: the `machine` field of a result. */
export function machineSummary() {
  const cpus = os.cpus();
  const model = (cpus[0]?.model ?? 'unknown CPU').replace(/\s+/g, ' ').trim();
  const memory = (os.totalmem() / 1024 ** 3).toFixed(1);
  return (
    `${model}, ${cpus.length} cores, ${memory} GiB memory, ` +
    `Node ${process.version}, ${os.platform()} ${os.arch()} (${os.release()})`
  );
}

/** One line describing the machine the figures were measured on. */
export function machineLine() {
  return `machine: ${machineSummary()}, load average ${os.loadavg()[0].toFixed(2)}`;
}
