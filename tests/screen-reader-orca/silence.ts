/**
 * What Orca, the AT-SPI registry and the browser were doing when a journey's step did not hear what it must: printed
 * with the failure. The speech alone cannot tell a blocked Orca from a browser that stopped answering, a key that never
 * arrived or a focus Orca took silently: with Chromium, the booking step heard "Close appointment form push button."
 * and then nothing for 14 s in 2 of 11 fresh clones, and this report showed it was the last (issue 40;
 * docs/accessibility.md).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Desktop } from '../../harness/desktop/desktop';
import { focusOnDesktop } from './focus';

type DesktopProcess = { pid: number; name: string; args: string[] };

/**
 * What Orca prints, in its preferences folder. An exception in a key's handler goes there, not to its debug log, which
 * then shows the handler starting and nothing after it (the Chromium booking step's Control+End, issue 40).
 */
export const orcaOutputFile = 'output.log';

/** The last lines Orca printed. */
function orcaOutput(prefs: string, maxLines = 60): string {
  const file = join(prefs, orcaOutputFile);
  const printed = existsSync(file) ? readFileSync(file, 'utf8').trimEnd() : '';
  return printed ? printed.split('\n').slice(-maxLines).join('\n') : 'nothing';
}

/**
 * The processes of this desktop: those in the sessions of the programs it started (desktop.ts). Not by environment:
 * Chromium writes its process titles over its own.
 */
function desktopProcesses(desktop: Desktop): DesktopProcess[] {
  const sessions = new Set(desktop.sessions());
  const found: DesktopProcess[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // pid (comm) state ppid pgrp session …: the name may hold spaces and parentheses, the fields after it not.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const session = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[3]);
      if (!sessions.has(session)) continue;
      found.push({
        pid: Number(entry),
        name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
        // Chromium's processes write their titles over their arguments, as one line.
        args: readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0'),
      });
    } catch {
      // Gone while listed.
    }
  }
  return found;
}

const isOrca = (running: DesktopProcess) => running.args.some((arg) => arg.endsWith('start-orca.py'));
/** The browser's own process, not one of its renderers or content processes. */
const isBrowser = (running: DesktopProcess) =>
  (running.name === 'chromium' && !running.args.join(' ').includes('--type=')) ||
  (running.name === 'firefox-esr' && !running.args.join(' ').includes('-contentproc'));
const isRegistry = (running: DesktopProcess) => running.name.startsWith('at-spi2-regist');

/** Orca's Python stacks, written by the handler start-orca.py registers for SIGUSR1. */
async function orcaStacks(orca: DesktopProcess, prefs: string): Promise<string> {
  const file = join(prefs, 'stacks.txt');
  process.kill(orca.pid, 'SIGUSR1');
  for (let waited = 0; waited < 2000; waited += 100) {
    await sleep(100);
    const stacks = existsSync(file) ? readFileSync(file, 'utf8') : '';
    if (stacks.includes('most recent call first')) return stacks.trim();
  }
  return 'none written within 2 s';
}

/**
 * Orca's debug log at its info level from `since` on (its first `maxLines`: what follows the keys tells most), kept in
 * memory and written out on SIGUSR2 (start-orca.py). Its lines start with the time of day, as this machine's clock
 * gives it.
 */
async function orcaRecentDebug(
  orca: DesktopProcess,
  prefs: string,
  since: Date,
  maxLines = 1500,
): Promise<string> {
  const file = join(prefs, 'recent-debug.log');
  process.kill(orca.pid, 'SIGUSR2');
  for (let waited = 0; waited < 3000; waited += 100) {
    await sleep(100);
    if (!existsSync(file)) continue;
    await sleep(200);
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    const from = since.toTimeString().slice(0, 8);
    const first = lines.findIndex((line) => /^\d\d:\d\d:\d\d/.test(line) && line.slice(0, 8) >= from);
    return lines
      .slice(first < 0 ? 0 : first)
      .slice(0, maxLines)
      .join('\n');
  }
  return 'none written within 3 s: Orca is not back in its main loop (its stacks say where it is)';
}

/** The main thread's native stack (gdb, where it is installed): in what call a process waits. */
function mainThreadStack(running: DesktopProcess): string {
  const gdb = spawnSync(
    'gdb',
    ['-p', String(running.pid), '-batch', '-nx', '-ex', 'set debuginfod enabled off', '-ex', 'bt 25'],
    { encoding: 'utf8', timeout: 30_000 },
  );
  if (gdb.error) return `no gdb here (${gdb.error.message})`;
  return gdb.stdout
    .split('\n')
    .filter((line) => /^#\d/.test(line))
    .join('\n');
}

/** A report of what each part of the desktop was doing, for a failed step's output; `since`: when the step began. */
export async function describeSilence(desktop: Desktop, prefs: string, since: Date): Promise<string> {
  const processes = desktopProcesses(desktop);
  const orca = processes.find(isOrca);
  const sections: [string, string][] = [];
  if (orca) sections.push(["Orca's Python stacks", await orcaStacks(orca, prefs)]);
  if (orca) sections.push(["Orca's debug log from the step's start", await orcaRecentDebug(orca, prefs, since)]);
  sections.push(['What Orca printed, its last lines', orcaOutput(prefs)]);
  const { applications, problem } = focusOnDesktop(desktop);
  sections.push([
    'AT-SPI, asked now',
    [...applications.map((each) => JSON.stringify(each)), problem].join('\n').trim(),
  ]);
  for (const running of processes.filter((each) => isBrowser(each) || isRegistry(each) || isOrca(each)))
    sections.push([`${running.name} ${running.pid}, main thread`, mainThreadStack(running)]);
  return sections.map(([title, text]) => `--- ${title}\n${text}`).join('\n');
}
