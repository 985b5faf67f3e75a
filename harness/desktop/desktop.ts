/**
 * A Linux desktop for a screen reader, with nothing of the visitor's own: an X server with no screen (Xvfb), a
 * D-Bus session, the AT-SPI bus that carries the accessibility tree and key events from applications to Orca, and
 * a window manager. Without a window manager no window has keyboard focus, so keys synthesized with xdotool reach
 * neither the browser nor Orca (issue 34); Openbox gives the one window focus, as a desktop would.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/** The commands the suite runs; harness/tools/ensure-screen-reader.ts installs their Debian packages. */
export const desktopTools = {
  Xvfb: 'xvfb',
  'dbus-daemon': 'dbus',
  '/usr/libexec/at-spi-bus-launcher': 'at-spi2-core',
  gsettings: 'libglib2.0-bin',
  openbox: 'openbox',
  xdotool: 'xdotool',
  orca: 'orca',
  'firefox-esr': 'firefox-esr',
} as const;

/** The tools of `desktopTools` this machine lacks. */
export function missingDesktopTools(): string[] {
  return Object.keys(desktopTools).filter(
    (tool) => spawnSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status !== 0,
  );
}

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

function firstLine(stream: Readable, what: string, timeoutMs = 10_000): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`${what} said nothing within ${timeoutMs} ms`)), timeoutMs);
    stream.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const end = text.indexOf('\n');
      if (end >= 0) {
        clearTimeout(timer);
        resolve(text.slice(0, end).trim());
      }
    });
  });
}

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
  const stop = async (): Promise<void> => {
    for (const child of started.reverse()) {
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
  };
  try {
    // -displayfd picks a free display number and writes it, so runs side by side never share a screen.
    const xvfb = start('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp']);
    env.DISPLAY = `:${await firstLine(xvfb.stdio[3] as Readable, 'Xvfb')}`;
    const dbus = start('dbus-daemon', ['--session', '--nofork', '--print-address=3']);
    env.DBUS_SESSION_BUS_ADDRESS = await firstLine(dbus.stdio[3] as Readable, 'dbus-daemon');
    start('/usr/libexec/at-spi-bus-launcher', ['--launch-immediately']);
    // Orca 43 hangs at start-up unless GLib's accessibility switch is on (issue 34).
    spawnSync('gsettings', ['set', 'org.gnome.desktop.interface', 'toolkit-accessibility', 'true'], { env });
    start('openbox', ['--sm-disable']);
    const sessions = () => started.flatMap((child) => (child.pid === undefined ? [] : [child.pid]));
    return { env, start, sessions, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Runs xdotool on the desktop's screen and returns its output. */
export function xdotool(desktop: Desktop, args: string[]): string {
  const result = spawnSync('xdotool', args, { env: desktop.env, encoding: 'utf8', timeout: 15_000 });
  if (result.status !== 0) throw new Error(`xdotool ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout.trim();
}

/**
 * Waits for a visible window of the program whose window class matches `windowClass`, activates it (Openbox gives it
 * the keyboard) and returns its id. A browser opens and closes short-lived windows as it starts: xdotool's search
 * then fails now and then on one that went away under it ("BadWindow"), so it is asked again.
 */
export async function activateWindow(desktop: Desktop, windowClass: string): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const window = xdotool(desktop, ['search', '--sync', '--onlyvisible', '--class', windowClass]).split(
        '\n',
      )[0]!;
      xdotool(desktop, ['windowactivate', '--sync', window]);
      return window;
    } catch (error) {
      if (attempt === 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
