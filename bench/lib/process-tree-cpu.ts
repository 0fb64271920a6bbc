import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

interface Stat {
  pid: number;
  ppid: number;
  /** Own user + system ticks, and those of its children that exited and were waited for. */
  ticks: number;
}

function stats(): Stat[] {
  const found: Stat[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      found.push({
        pid: Number(entry),
        ppid: Number(f[1]),
        ticks: [11, 12, 13, 14].reduce((s, i) => s + Number(f[i]), 0),
      });
    } catch {
      // the process ended while the list was read
    }
  }
  return found;
}

/**
 * CPU time (ms) a process and all its descendants have used so far, those that already exited
 * included (a parent's cutime/cstime holds its waited-for children's): PostgreSQL's backends
 * come and go under the postmaster, nginx's workers under its master.
 */
export function treeCpuMs(rootPid: number): number {
  const all = stats();
  const children = new Map<number, Stat[]>();
  for (const s of all) children.set(s.ppid, [...(children.get(s.ppid) ?? []), s]);
  let ticks = 0;
  const pending = all.filter((s) => s.pid === rootPid);
  while (pending.length) {
    const s = pending.pop()!;
    ticks += s.ticks;
    pending.push(...(children.get(s.pid) ?? []));
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** The PostgreSQL postmaster listening on `port` (the throwaway cluster's), from its command line. */
export function postmasterPid(port: number): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (/\/postgres$/.test(args[0] ?? '') && args.some((a, i) => a === '-p' && args[i + 1] === String(port)))
        return Number(entry);
    } catch {
      // the process ended while the list was read
    }
  }
  throw new Error(`no postmaster on port ${port}`);
}
