/**
 * A Linux desktop for a screen reader, with nothing of the visitor's own: an X server (Xvfb), a D-Bus session, the
 * AT-SPI bus and a window manager (Openbox), in a home of its own. The WebKit visitor uses the X server and the
 * window wait alone (harness/engines/webkit/launch.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { startBuses } from './buses';
import { startWindowManager } from './window-manager';
import { startXServer } from './x-server';

export type Desktop = {
  /** The environment every program of this desktop runs in. */
  env: NodeJS.ProcessEnv;
  /**
   * Starts a program in its own process group, so that stopping it stops what it started; what it prints goes to
   * `log`, or nowhere.
   */
  start(command: string, args: string[], log?: string): ChildProcess;
  /** The programs started, each the leader of a session of its own that what it starts inherits (`detached`). */
  sessions(): number[];
  stop(): Promise<void>;
};

export async function startDesktop(dir: string): Promise<Desktop> {
  const home = join(dir, 'home');
  const runtime = join(dir, 'runtime');
  mkdirSync(home, { recursive: true });
  mkdirSync(runtime, { recursive: true, mode: 0o700 });
  const started: ChildProcess[] = [];
  // A home of its own: Orca, GLib and Firefox keep their settings there, so no visitor's settings change a result.
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    LANG: 'C.UTF-8',
    HOME: home,
    XDG_RUNTIME_DIR: runtime,
    XDG_CONFIG_HOME: join(home, '.config'),
    XDG_DATA_HOME: join(home, '.local', 'share'),
    XDG_CACHE_HOME: join(home, '.cache'),
    // GTK applications, Firefox among them, load the AT-SPI bridge only when asked.
    GNOME_ACCESSIBILITY: '1',
    NO_AT_BRIDGE: '0',
  };
  const start = (command: string, args: string[], log?: string): ChildProcess => {
    // A file, not a pipe: a pipe that nothing reads fills, and the program then stops at its next line of output.
    const output = log ? openSync(log, 'a') : 'ignore';
    const child = spawn(command, args, { env, detached: true, stdio: ['ignore', output, output, 'pipe'] });
    if (typeof output === 'number') closeSync(output);
    started.push(child);
    return child;
  };
  const stop = () => stopGroups(started.reverse());
  try {
    env.DISPLAY = await startXServer(start, '1280x1024x24');
    await startBuses(start, env);
    startWindowManager(start);
    const sessions = () => started.flatMap((child) => (child.pid === undefined ? [] : [child.pid]));
    return { env, start, sessions, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Stops each program's process group in turn: SIGTERM, then SIGKILL after 3 s. */
async function stopGroups(children: ChildProcess[]): Promise<void> {
  for (const child of children) {
    if (child.exitCode !== null || child.pid === undefined) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      continue;
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Gone between the two signals.
      }
    }
  }
}
