import type { Desktop } from '../../harness/desktop/desktop';
import { untilWindowShown } from '../../harness/desktop/window';

/**
 * Waits for a visible window of `windowClass` on the desktop and activates it (Openbox gives it the keyboard);
 * returns its id. A browser with a new profile may take long to show its first window on a loaded machine: 45 s.
 */
export function activateWindow(desktop: Desktop, windowClass: string): Promise<string> {
  return untilWindowShown(desktop.env, { windowClass, then: 'activate', timeoutMs: 45_000 });
}
