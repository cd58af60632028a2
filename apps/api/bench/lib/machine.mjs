import os from 'node:os';

/** One line describing the machine the figures were measured on. */
export function machineLine() {
  const cpus = os.cpus();
  const model = (cpus[0]?.model ?? 'unknown CPU').replace(/\s+/g, ' ').trim();
  const memory = (os.totalmem() / 1024 ** 3).toFixed(1);
  return (
    `machine: ${model}, ${cpus.length} cores, ${memory} GiB memory, ` +
    `Node ${process.version}, ${os.platform()} ${os.arch()} (${os.release()}), ` +
    `load average ${os.loadavg()[0].toFixed(2)}`
  );
}
