import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/**
 * CPU time (user + system) a process has used so far, in ms, from /proc. A server's CPU per
 * request moves far less with the machine's load than its req/s does: on a shared 2-core
 * machine it is the figure that compares across runs.
 */
export function processCpuMs(pid: number): number {
  // Fields after the ")" of the command name: utime is field 14, stime field 15 (1-based).
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}
