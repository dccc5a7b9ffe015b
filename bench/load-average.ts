import os from 'node:os';

/** The machine's 1, 5 and 15 minute load averages as `uptime` prints them (every bench figure is reported with it). */
export function loadAverage(): string {
  return `load average ${os.loadavg().map((l) => l.toFixed(2)).join(', ')}`;
}
