import type { ChildProcess } from 'node:child_process';
import { runXdotool } from './xdotool';

type WantedWindow = {
  /** The window's class (WM_CLASS), as xdotool's `--class` matches it. */
  windowClass: string;
  /** The program whose window it must be: found by its process id, and the wait ends if it exits. */
  owner?: ChildProcess;
  /** What then: `focus` the window (no window manager), `activate` it (a window manager gives it the keyboard). */
  then?: 'focus' | 'activate';
  timeoutMs?: number;
  /** What the programs printed, added to an error: often the only account of why no window showed. */
  printed?: () => string;
  xdotool?: string;
};

/**
 * Waits until a visible window of `windowClass` (and of `owner`, if given) is on the display of `env`, focuses or
 * activates it if asked, and returns its id.
 *
 * The wait is a one-shot `xdotool search` every 100 ms, not xdotool's own `--sync`: a GTK browser makes short-lived
 * windows as it starts, and Debian's xdotool (3.20160805) exits with BadWindow when a window it has listed is gone
 * before it reads it (fixed upstream, jordansissel/xdotool#335). Such a search saw the list while it changed: it
 * counts as "not yet", as a search that found nothing does.
 */
export async function untilWindowShown(env: NodeJS.ProcessEnv, wanted: WantedWindow): Promise<string> {
  const { windowClass, owner, then, timeoutMs = 15_000, printed = () => '', xdotool = 'xdotool' } = wanted;
  let exited: string | undefined;
  const onExit = (code: number | null) =>
    (exited = `${windowClass} exited (${String(code)}) before its window showed`);
  owner?.once('exit', onExit);
  const fail = (problem: string) => {
    const output = printed();
    return new Error(`${problem}${output === '' ? '' : `. The programs printed:\n${output}`}`);
  };
  try {
    // `--all`: the window must be of the class and of the process (xdotool's default takes either).
    const search = ['search', '--onlyvisible', ...(owner ? ['--all', '--pid', String(owner.pid)] : [])];
    const deadline = Date.now() + timeoutMs;
    let window: string | undefined;
    while (!window) {
      if (exited) throw fail(exited);
      if (Date.now() > deadline) throw fail(`no ${windowClass} window within ${timeoutMs / 1000} s`);
      const found = await runXdotool(env, [...search, '--class', windowClass], xdotool);
      window = found.stdout.split('\n')[0]?.trim() || undefined;
      const notYet = found.code === 1 && (found.stderr === '' || found.stderr.includes('BadWindow'));
      if (!window && !notYet)
        throw fail(`xdotool could not search for ${windowClass}'s window (${found.code}): ${found.stderr}`);
      if (!window) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (then) {
      const done = await runXdotool(
        env,
        [then === 'focus' ? 'windowfocus' : 'windowactivate', '--sync', window],
        xdotool,
      );
      if (done.code !== 0)
        throw fail(`xdotool could not ${then} ${windowClass}'s window (${done.code}): ${done.stderr}`);
    }
    return window;
  } finally {
    owner?.off('exit', onExit);
  }
}
