import { readdirSync, readFileSync } from 'node:fs';

/**
 * One process as Linux's /proc shows it: its parent, the processor seconds it has used (user and system) and its
 * command's name (at most 15 characters).
 */
export type ProcessEntry = { parent: number; seconds: number; name?: string };

/** USER_HZ, the unit of /proc's times: 100 on every Linux Node runs on. */
const ticksPerSecond = 100;

/** Every process on the machine, by id, read from /proc; empty where there is none (not Linux). */
export function processTable(): Map<number, ProcessEntry> {
  const processes = new Map<number, ProcessEntry>();
  if (process.platform !== 'linux') return processes;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command's name, in parentheses, may hold spaces. After it: state, ppid, …; then utime and stime. (Not the
      // time of children it reaped: a shell that reaps a long job would count all of that job's time at that moment.)
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      processes.set(Number(entry), {
        parent: Number(fields[1]),
        seconds: (Number(fields[11]) + Number(fields[12])) / ticksPerSecond,
        name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
      });
    } catch {
      // The process ended while the list was read.
    }
  }
  return processes;
}

/** `root` and every process below it in `table`. */
export function processTree(root: number, table: Map<number, ProcessEntry>): Set<number> {
  const tree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, { parent }] of table)
      if (!tree.has(pid) && tree.has(parent)) {
        tree.add(pid);
        grew = true;
      }
  }
  return tree;
}
